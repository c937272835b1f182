extension WebPage {
    /// The page's CSS: the terminal's colours, a pixel-art portrait, clouds on the title.
    static let style = #"""
        * { box-sizing: border-box; }
        body { margin: 0; background: #1e1510; color: #f5ecd7; font: 15px/1.4 system-ui, sans-serif; }
        [hidden] { display: none !important; }
        button { font: inherit; background: #6b3e26; color: #f5ecd7; border: 2px solid #ffd27f; border-radius: 6px;
          padding: 4px 14px; cursor: pointer; }
        button:disabled { opacity: 0.5; cursor: default; }
        .keys { color: #bfae94; font-size: 13px; }
        .screen { min-height: 100vh; }

        #title { background: #87b5e5; color: #6b3e26; display: flex; flex-direction: column; align-items: center;
          justify-content: center; gap: 14px; position: relative; overflow: hidden; }
        #title h1 { font-size: 48px; letter-spacing: 0.4em; margin: 0; text-transform: uppercase; z-index: 1; }
        #title .keys, #title p { color: #6b3e26; z-index: 1; }
        #new-game { font-size: 22px; padding: 8px 28px; z-index: 1; }
        #problem { background: #f4f7fb; padding: 10px 18px; border-radius: 8px; z-index: 1; }
        .cloud { position: absolute; left: -220px; width: 200px; height: 56px; background: #f4f7fb; border-radius: 40px;
          animation: drift linear infinite; }
        .cloud::before { content: ""; position: absolute; left: 40px; top: -30px; width: 90px; height: 70px;
          background: #f4f7fb; border-radius: 50%; }
        @keyframes drift { from { transform: translateX(0); } to { transform: translateX(calc(100vw + 440px)); } }

        #game { max-width: 1000px; margin: 0 auto; padding: 10px; position: relative; }
        #header { font-weight: bold; margin-bottom: 6px; }
        #play { display: flex; gap: 12px; align-items: flex-start; }
        #stage { position: relative; }
        #shop { display: block; image-rendering: pixelated; border: 2px solid #6b4b3a; }
        #side { min-width: 170px; }
        #side h3 { margin: 0 0 4px; font-size: 15px; }
        #side ol { margin: 0 0 8px; padding-left: 20px; }
        footer p { margin: 4px 0; }
        #error { color: #ff9a7a; }

        #dialog { position: absolute; left: 0; right: 0; bottom: 0; min-height: 150px; background: #2a1e17ee;
          border-top: 2px solid #ffd27f; padding: 10px 16px; }
        #dialog-said { color: #bfae94; margin: 4px 0; }
        #dialog-text { margin: 4px 0 8px; min-height: 1.4em; }
        #reply { display: flex; gap: 8px; }
        #reply-input { flex: 1; font: inherit; padding: 4px 8px; background: #1e1510; color: #f5ecd7;
          border: 1px solid #bfae94; border-radius: 4px; }

        .sheet { position: absolute; inset: 0; background: #2a1e17f5; padding: 16px; overflow: auto; }
        #order { display: flex; gap: 18px; }
        #portrait { image-rendering: pixelated; width: 256px; height: 256px; border: 2px solid #6b4b3a;
          background: #1e1510; }
        .details { flex: 1; }
        .details p { margin: 6px 0; }
        #builder label { display: block; margin: 4px 0; }
        #builder select { font: inherit; margin-left: 6px; }
        #flavors { border: 1px solid #6b4b3a; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 2px 12px; }
        #stars { font-size: 26px; color: #ffd27f; margin: 4px 0; }
        .spinner { display: inline-block; width: 14px; height: 14px; border: 3px solid #ffd27f;
          border-top-color: transparent; border-radius: 50%; animation: spin 0.8s linear infinite; vertical-align: -2px; }
        @keyframes spin { to { transform: rotate(360deg); } }
        #summary ul { list-style: none; padding: 0; font-family: monospace; }

        #occupied { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
          text-align: center; padding: 20px; }
        """#
}
