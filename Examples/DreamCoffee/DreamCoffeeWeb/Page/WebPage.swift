/// The one page of `dream-coffee --web`: HTML, CSS and plain JavaScript in the program, with
/// no build step and nothing fetched from elsewhere. It draws what the `state` events say and
/// sends the player's keys and clicks as actions.
///
/// Extension of this project.
public enum WebPage {
    /// The whole page.
    public static var html: String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Dream Coffee</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)
        <script>
        \(script)
        </script>
        </body>
        </html>
        """
    }

    /// The screens: title, shop (with the dialog box, the order sheet and the summary over the
    /// map), and the message a second tab gets.
    static let body = #"""
        <main id="title" class="screen" hidden>
          <div class="cloud" style="top: 12%; animation-duration: 60s"></div>
          <div class="cloud" style="top: 34%; animation-duration: 85s; animation-delay: -30s"></div>
          <div class="cloud" style="top: 70%; animation-duration: 70s; animation-delay: -50s"></div>
          <h1>Dream Coffee</h1>
          <div id="problem" hidden></div>
          <button id="new-game" hidden>New Game</button>
          <p id="served-ever"></p>
          <p class="keys">Enter: start</p>
        </main>
        <main id="game" class="screen" hidden>
          <header id="header"></header>
          <div id="play">
            <div id="stage">
              <canvas id="shop" aria-label="The coffee shop"></canvas>
              <section id="dialog" hidden>
                <b id="dialog-name"></b>
                <p id="dialog-said"></p>
                <p id="dialog-text"></p>
                <form id="reply" hidden><input id="reply-input" autocomplete="off" placeholder="Say something…"><button>Send</button></form>
                <p class="keys">Enter: send · Esc: close <button id="dialog-close" type="button">Close</button></p>
              </section>
              <section id="order" class="sheet" hidden>
                <img id="portrait" alt="The customer's portrait" width="256" height="256">
                <div class="details">
                  <p><b>Name:</b> <span id="order-name"></span></p>
                  <p id="order-text"></p>
                  <div id="builder">
                    <label>Drink <select id="kind"></select></label>
                    <label>Temp <select id="temperature"></select></label>
                    <label>Milk <select id="milk"></select></label>
                    <fieldset id="flavors"><legend>Flavours</legend></fieldset>
                    <p id="drink-text"></p>
                    <button id="brew" type="button">Brew drink!</button>
                    <button id="put-aside" type="button">Put aside</button>
                  </div>
                  <p id="brewing" hidden><span class="spinner"></span> Brewing…</p>
                  <div id="verdict" hidden>
                    <p id="stars"></p>
                    <p id="feedback"></p>
                    <button id="back" type="button">Back to the shop</button>
                  </div>
                </div>
              </section>
              <section id="summary" class="sheet" hidden>
                <h2>End of shift</h2>
                <ul id="summary-lines"></ul>
                <button id="next-shift" type="button">Next shift</button>
              </section>
            </div>
            <aside id="side">
              <h3>Customers</h3>
              <ol id="customers"></ol>
              <p id="progress"></p>
              <h3>Near</h3>
              <p id="near"></p>
              <p class="keys">Arrows/WASD walk<br>Enter talk or serve<br>1–4 go to a cup<br>X end shift<br>? help</p>
            </aside>
          </div>
          <footer>
            <p id="status"></p>
            <p id="average"></p>
            <p id="error" role="alert"></p>
          </footer>
          <section id="help" class="sheet" hidden>
            <h2>Keys</h2>
            <p>Arrows or W A S D: walk. Enter, Space, E or T: talk to or serve whoever is close.
            1 2 3 4: walk to that dream customer's cup. X: end the shift. ?: this help.</p>
            <p>In a conversation: type, Enter sends, Esc closes. On an order: choose the drink, then Brew drink!
            Esc puts the order aside.</p>
            <p class="keys">Press any key to go back.</p>
          </section>
        </main>
        <main id="occupied" class="screen" hidden>
          <h1>Dream Coffee</h1>
          <p id="occupied-message"></p>
          <button id="try-again" type="button">Try again</button>
        </main>
        """#
}
