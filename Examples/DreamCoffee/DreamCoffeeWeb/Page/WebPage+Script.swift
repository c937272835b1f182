extension WebPage {
    /// The page's JavaScript: it listens to `/events`, draws each `state` (the shop on a canvas,
    /// the cups gliding along their loops, the dialog text typed out), and POSTs the player's
    /// actions to `/action`. Every rule stays in the game; a refused action shows its reason.
    static let script = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        const CELL = 24;
        let hello = null;
        let view = null;
        let queue = Promise.resolve();
        const typed = { text: "", shown: 0, arriving: false, timer: null };
        const sprites = new Map();

        function connect() {
          const source = new EventSource("/events");
          source.addEventListener("hello", (event) => {
            hello = JSON.parse(event.data);
            setUpBuilder();
            const canvas = $("shop");
            canvas.width = hello.map.width * CELL;
            canvas.height = hello.map.height * CELL;
            $("reply-input").maxLength = hello.maximumInput;
          });
          source.addEventListener("state", (event) => show(JSON.parse(event.data)));
          source.addEventListener("occupied", (event) => {
            source.close();
            for (const screen of document.querySelectorAll(".screen")) screen.hidden = screen.id !== "occupied";
            $("occupied-message").textContent = JSON.parse(event.data).message;
          });
          source.onerror = () => { if (hello) setError("Lost the connection to the game; trying again…"); };
        }

        // Actions go one after another, in the order the player gave them.
        function act(action, fields = {}) {
          const run = async () => {
            if (!hello) return false;
            const response = await fetch("/action", {
              method: "POST", headers: { "Content-Type": "application/json" },
              body: JSON.stringify(Object.assign({ tab: hello.tab, action }, fields)),
            });
            const body = await response.json();
            if (!response.ok) {
              setError(body.error.message);
              if (view) show(view);
              return false;
            }
            setError("");
            show(body.state);
            return true;
          };
          queue = queue.then(run, run);
          return queue;
        }

        function setError(text) { $("error").textContent = text ? "⚠ " + text : ""; }

        function show(state) {
          view = state;
          for (const screen of document.querySelectorAll(".screen")) {
            screen.hidden = screen.id !== (state.screen === "menu" ? "title" : "game");
          }
          if (state.screen === "menu") return showTitle(state);
          $("header").textContent = `Dream Coffee · Shift ${state.shift} · served ${state.served}`;
          showSide(state);
          $("status").textContent = state.status;
          $("average").textContent = state.average == null ? "" : `Average satisfaction ${state.average.toFixed(1)} / 5`;
          showDialog(state.screen === "dialog" ? state.dialog : null);
          showOrder(state.screen === "encounter" ? state.order : null, state.drink);
          $("summary").hidden = state.screen !== "summary";
          if (state.summary) {
            $("summary-lines").replaceChildren(...state.summary.map((line) => element("li", line)));
          }
        }

        function element(tag, text) {
          const node = document.createElement(tag);
          node.textContent = text;
          return node;
        }

        function showTitle(state) {
          $("problem").hidden = !state.modelProblem;
          $("problem").replaceChildren(...(state.modelProblem || []).map((line) => element("p", line)));
          $("new-game").hidden = !!state.modelProblem;
          $("served-ever").textContent = state.servedEver > 0 ? `Customers served so far: ${state.servedEver}` : "";
        }

        function showSide(state) {
          $("customers").replaceChildren(...state.customers.map((customer) => {
            const item = element("li", customer.name || "brewing…");
            item.dataset.cup = customer.cup;
            return item;
          }));
          $("progress").textContent = state.progress || "";
          $("near").textContent = state.near || "nobody";
        }

        // The dialog box types the text out; a reply that grows keeps typing from where it is.
        function showDialog(dialog) {
          $("dialog").hidden = !dialog;
          if (!dialog) {
            typed.text = "";
            typed.shown = 0;
            return;
          }
          $("dialog-name").textContent = dialog.name;
          $("dialog-said").textContent = dialog.said ? `You: ${dialog.said}` : "";
          if (dialog.text !== typed.text) {
            if (!(typed.arriving && dialog.text.startsWith(typed.text.slice(0, typed.shown)))) typed.shown = 0;
            typed.text = dialog.text;
          }
          typed.arriving = dialog.arriving;
          typed.waiting = dialog.waiting;
          if (!typed.timer) typed.timer = setInterval(typeOne, hello.typingMilliseconds);
          drawDialogText();
        }

        function typeOne() {
          if (typed.shown < typed.text.length) {
            typed.shown += 1;
            drawDialogText();
          }
        }

        function drawDialogText() {
          $("dialog-text").textContent = typed.waiting ? "... ... ..." : typed.text.slice(0, typed.shown);
          const ready = typed.shown >= typed.text.length && !typed.waiting && !typed.arriving;
          const form = $("reply");
          if (form.hidden === ready) {
            form.hidden = !ready;
            if (ready) $("reply-input").focus();
          }
        }

        function setUpBuilder() {
          const fill = (id, options) => $(id).replaceChildren(...options.map((option) => {
            const node = element("option", option);
            node.value = option;
            return node;
          }));
          fill("kind", hello.choices.kinds);
          fill("temperature", hello.choices.temperatures);
          fill("milk", hello.choices.milks);
          const box = $("flavors");
          box.replaceChildren(element("legend", "Flavours"), ...hello.choices.flavors.map((flavor) => {
            const label = document.createElement("label");
            const check = document.createElement("input");
            check.type = "checkbox";
            check.value = flavor;
            label.append(check, " " + flavor);
            return label;
          }));
          for (const control of document.querySelectorAll("#builder select, #flavors input")) {
            control.addEventListener("change", () => act("setDrink", { drink: builderDrink() }));
          }
        }

        function builderDrink() {
          return {
            kind: $("kind").value, temperature: $("temperature").value, milk: $("milk").value,
            flavors: [...document.querySelectorAll("#flavors input:checked")].map((check) => check.value),
          };
        }

        function showOrder(order, drink) {
          $("order").hidden = !order;
          if (!order) return;
          if ($("portrait").getAttribute("src") !== order.portrait) $("portrait").src = order.portrait;
          $("order-name").textContent = order.name;
          $("order-text").textContent = order.order;
          $("kind").value = drink.kind;
          $("temperature").value = drink.temperature;
          $("milk").value = drink.milk;
          for (const check of document.querySelectorAll("#flavors input")) check.checked = drink.flavors.includes(check.value);
          $("drink-text").textContent = `On the counter: ${drink.text}`;
          const open = !order.brewing && !order.verdict;
          for (const control of document.querySelectorAll("#builder select, #builder input, #builder button")) {
            control.disabled = !open;
          }
          $("builder").hidden = !!order.verdict;
          $("brewing").hidden = !order.brewing;
          $("verdict").hidden = !order.verdict;
          if (order.verdict) {
            $("stars").textContent = `${order.verdict.stars} ${order.verdict.satisfaction}/5`;
            $("feedback").textContent = `${order.verdict.name}: ${order.verdict.feedback}`;
          }
        }

        // The shop, drawn every frame: tiles, people, the gliding cups, the player.
        function draw(time) {
          requestAnimationFrame(draw);
          if (!hello || !view || view.screen === "menu") return;
          const context = $("shop").getContext("2d");
          hello.map.rows.forEach((row, y) => [...row].forEach((tile, x) => drawTile(context, tile, x, y)));
          for (const person of view.people) {
            const key = person.kind + (person.cup || "");
            const at = glide(key, person.x, person.y, time);
            if (person.kind === "cup") drawCup(context, at, person); else drawPerson(context, at, person);
          }
          const player = glide("player", view.player.x, view.player.y, time);
          context.fillStyle = hello.colors.player;
          context.font = `bold ${CELL}px monospace`;
          context.textAlign = "center";
          context.textBaseline = "middle";
          context.fillText("@", player.x * CELL + CELL / 2, player.y * CELL + CELL / 2 + 1);
        }

        function glide(key, x, y, time) {
          let sprite = sprites.get(key);
          if (!sprite) {
            sprite = { key, fromX: x, fromY: y, x, y, start: time };
            sprites.set(key, sprite);
          }
          if (sprite.x !== x || sprite.y !== y) {
            const at = position(sprite, time);
            Object.assign(sprite, { fromX: at.x, fromY: at.y, x, y, start: time });
          }
          return position(sprite, time);
        }

        function position(sprite, time) {
          const duration = sprite.key === "player" ? 80 : hello.driftMilliseconds * 0.8;
          const done = Math.min(1, (time - sprite.start) / duration);
          return { x: sprite.fromX + (sprite.x - sprite.fromX) * done, y: sprite.fromY + (sprite.y - sprite.fromY) * done };
        }

        function drawTile(context, tile, x, y) {
          const left = x * CELL, top = y * CELL;
          context.fillStyle = tile === "#" || tile === "D" || tile === "B" ? hello.tiles[tile] : hello.tiles["."];
          context.fillRect(left, top, CELL, CELL);
          if (tile === "B") {
            context.fillStyle = "rgba(255, 255, 255, 0.2)";
            context.fillRect(left, top, CELL, CELL / 3);
          } else if (tile === "T") {
            context.fillStyle = hello.tiles.T;
            context.fillRect(left, top + CELL / 2, CELL, CELL / 2);
          } else if (tile === "P") {
            context.fillStyle = hello.tiles.P;
            context.beginPath();
            context.arc(left + CELL / 2, top + CELL / 2, CELL / 3, 0, Math.PI * 2);
            context.fill();
          } else if (tile === "D") {
            context.fillStyle = hello.tiles["#"];
            for (let row = 0; row < CELL; row += 6) context.fillRect(left + (row % 12), top + row, CELL / 2, 3);
          }
        }

        function drawPerson(context, at, person) {
          const centerX = at.x * CELL + CELL / 2, centerY = at.y * CELL + CELL / 2;
          context.fillStyle = person.near ? hello.colors.reach : "rgba(0, 0, 0, 0.35)";
          context.beginPath();
          context.arc(centerX, centerY, CELL / 2, 0, Math.PI * 2);
          context.fill();
          context.fillStyle = hello.colors.person;
          context.font = `bold ${CELL * 0.55}px monospace`;
          context.textAlign = "center";
          context.textBaseline = "middle";
          context.fillText(person.name.replace(/[^A-Za-z]/g, "").slice(0, 2), centerX, centerY + 1);
          label(context, person.name, centerX, at.y * CELL - 3);
        }

        // A dream customer's cup in pixels: the cup, its handle, coffee, and steam.
        function drawCup(context, at, person) {
          const left = at.x * CELL, top = at.y * CELL, pixel = CELL / 12;
          if (person.near) {
            context.fillStyle = hello.colors.reach;
            context.fillRect(left, top, CELL, CELL);
          }
          const dot = (x, y, w, h, color) => {
            context.fillStyle = color;
            context.fillRect(left + x * pixel, top + y * pixel, w * pixel, h * pixel);
          };
          dot(3, 1, 1, 2, "#d8d0c0");
          dot(5, 0, 1, 3, "#d8d0c0");
          dot(7, 1, 1, 2, "#d8d0c0");
          dot(2, 4, 7, 6, hello.colors.person);
          dot(9, 5, 2, 1, hello.colors.person);
          dot(10, 5, 1, 3, hello.colors.person);
          dot(9, 7, 2, 1, hello.colors.person);
          dot(3, 4, 5, 1, "#6b3e26");
          dot(1, 10, 9, 1, "#bfae94");
          label(context, person.name === "a cup" ? `cup ${person.cup}` : person.name, left + CELL / 2, top - 3);
        }

        function label(context, text, x, y) {
          context.font = "11px sans-serif";
          context.textAlign = "center";
          context.textBaseline = "bottom";
          context.fillStyle = "rgba(0, 0, 0, 0.6)";
          const width = context.measureText(text).width + 6;
          context.fillRect(x - width / 2, y - 13, width, 14);
          context.fillStyle = "#f5ecd7";
          context.fillText(text, x, y);
        }

        const directions = {
          ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right", w: "up", s: "down", a: "left", d: "right",
        };

        document.addEventListener("keydown", (event) => {
          if (!view) return;
          if (!$("help").hidden) {
            $("help").hidden = true;
            return event.preventDefault();
          }
          const typing = event.target.tagName === "INPUT" || event.target.tagName === "SELECT";
          if (view.screen === "menu") {
            if (event.key === "Enter" && !$("new-game").hidden) act("newGame");
          } else if (view.screen === "shop") {
            if (typing) return;
            const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
            if (directions[key]) {
              event.preventDefault();
              act("walk", { direction: directions[key] });
            } else if (["Enter", " ", "e", "t"].includes(key)) {
              event.preventDefault();
              act("interact");
            } else if (["1", "2", "3", "4"].includes(key)) {
              act("goToCup", { cup: Number(key) });
            } else if (key === "x") {
              act("endShift");
            } else if (key === "?" || key === "h") {
              $("help").hidden = false;
            }
          } else if (view.screen === "dialog") {
            if (event.key === "Escape") {
              act("close");
            } else if (event.key === "Enter" && typed.shown < typed.text.length) {
              event.preventDefault();
              typed.shown = typed.text.length;
              drawDialogText();
            }
          } else if (view.screen === "encounter") {
            if (event.key === "Escape" || (event.key === "Enter" && view.order && view.order.verdict)) act("close");
          } else if (view.screen === "summary") {
            if (event.key === "Enter") act("close");
          }
        });

        $("new-game").addEventListener("click", () => act("newGame"));
        $("reply").addEventListener("submit", (event) => {
          event.preventDefault();
          const input = $("reply-input");
          const text = input.value.trim();
          if (!text) return;
          act("say", { text }).then((sent) => { if (sent) input.value = ""; });
        });
        $("dialog-close").addEventListener("click", () => act("close"));
        $("brew").addEventListener("click", () => act("brew"));
        $("put-aside").addEventListener("click", () => act("close"));
        $("back").addEventListener("click", () => act("close"));
        $("next-shift").addEventListener("click", () => act("close"));
        $("try-again").addEventListener("click", () => location.reload());
        addEventListener("pagehide", () => {
          if (hello) navigator.sendBeacon("/leave", JSON.stringify({ tab: hello.tab }));
        });

        connect();
        requestAnimationFrame(draw);
        """#
}
