"""Plays a shift of `dream-coffee --web` in headless Chromium on the real model (the fast tier
unless FM_MODEL_TIER says otherwise): title -> shop -> talk to the barista and get a reply ->
the first dream customer -> serve -> judgement -> end of shift, then a second tab and a bad
request. It checks what the page shows at every step (names, order text, stars) and saves a
screenshot of each in a folder it prints.

Usage: "$(scripts/browser-python)" browser-ui-test.py path/to/dream-coffee
"""

import atexit
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

program = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/dream-coffee"
work = tempfile.mkdtemp(prefix="dream-coffee-browser-")
shots = os.path.join(work, "screenshots")
os.makedirs(shots)
save = os.path.join(work, "save.json")
started = time.monotonic()


def say(text):
    print(f"browser-ui-test: {text}", file=sys.stderr, flush=True)


say(f"screenshots in {shots}")
environment = dict(os.environ)
environment.setdefault("FM_MODEL_TIER", "fast")
server_log = open(os.path.join(work, "server.log"), "w")
server = subprocess.Popen(
    [program, "--web", "--port", "0", "--save", save, "--customers", "1", "--seed", "3"],
    stdout=subprocess.PIPE, stderr=server_log, text=True, env=environment)


def stop_leftovers():
    """Never leaves the game or the browser running, whatever ended this script."""
    if server.poll() is None:
        server.kill()
    if "driver" in globals():
        try:
            driver.quit()
        except Exception:
            pass


atexit.register(stop_leftovers)
signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # `timeout` stops the script: clean up too
line = server.stdout.readline()
match = re.search(r"http://127\.0\.0\.1:\d+/", line)
if not match:
    say(f"FAIL: the program did not print its address: {line!r}")
    sys.exit(1)
url = match.group(0)
say(f"the game is served at {url}")

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1100,760"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
step = 0


def shot(name, what):
    global step
    step += 1
    path = os.path.join(shots, f"{step:02d}-{name}.png")
    driver.save_screenshot(path)
    say(f"screenshot {os.path.basename(path)}: {what}")


def fail(message):
    say(f"FAIL: {message}")
    try:
        driver.save_screenshot(os.path.join(shots, "failed.png"))
        say("the page said: " + driver.find_element(By.TAG_NAME, "body").text.replace("\n", " | ")[:2000])
    except Exception as error:  # the browser may be gone: report what failed first
        say(f"(no screenshot: {error})")
    finish(1)


def finish(status):
    driver.quit()
    if server.poll() is None:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(20)
        except subprocess.TimeoutExpired:
            server.kill()
    server_log.close()
    if status:
        with open(os.path.join(work, "server.log")) as log:
            say("server log: " + log.read()[-2000:])
    sys.exit(status)


def wait(what, condition, seconds):
    """Polls the page until `condition` holds (an event the page shows), at most `seconds`."""
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.1).until(lambda _: condition())
    except TimeoutException:
        fail(f"waited {seconds} s for {what}")
    except Exception as error:
        fail(f"while waiting for {what}: {error}")


def element(css):
    return driver.find_element(By.CSS_SELECTOR, css)


def text(css):
    """The rendered text of the first element that matches (read in the page: the page redraws
    its lists on every state, so a found element may be replaced a moment later)."""
    return driver.execute_script("const e = document.querySelector(arguments[0]); return e ? e.innerText.trim() : ''", css)


def shown(css):
    return driver.execute_script("const e = document.querySelector(arguments[0]); return !!e && e.checkVisibility()", css)


def keys(*sequence):
    element("body").send_keys(*sequence)


def expect(condition, message):
    if not condition:
        fail(message)


# Title.
driver.get(url)
loaded = time.monotonic()
wait("the New Game button", lambda: shown("#new-game"), 20)
expect("dream coffee" in text("#title h1").lower(), f"the title is {text('#title h1')!r}")
shot("title", "the title screen with New Game")

# The shop: the shift starts at once.
element("#new-game").click()
wait("the shop", lambda: "Shift 1" in text("#header"), 10)
waiting = text("#customers li[data-cup='1']") == "brewing…"
expect(not waiting or "0/1" in text("#progress"), f"no progress while the customer is generated: {text('#progress')!r}")
shot("shop", "the shop map, the customer being generated")

# Walk to Chike and talk.
keys(*([Keys.ARROW_UP] * 11 + [Keys.ARROW_LEFT] * 9))
wait("Chike within reach", lambda: text("#near") == "Chike", 10)
keys(Keys.ENTER)
first_line = "Hey there. Can you get the dream orders?"
wait("the barista's first line typed out", lambda: text("#dialog-text") == first_line, 10)
expect(text("#dialog-name") == "Barista", f"the dialog box names {text('#dialog-name')!r}")
wait("the reply field", lambda: shown("#reply-input"), 5)
shot("dialog", "the dialog box with the barista's first line and the reply field")
element("#reply-input").send_keys("What do you like to brew?", Keys.ENTER)
wait("the player's line", lambda: text("#dialog-said") == "You: What do you like to brew?", 5)
wait("the barista's reply", lambda: shown("#reply-input") and text("#dialog-text") not in ["", first_line], 180)
reply = text("#dialog-text")
expect(reply != "... ... ...", "the reply never came")
say(f"the barista replied: {reply}")
shot("reply", "the barista's reply, typed out")
keys(Keys.ESCAPE)
wait("the conversation to close", lambda: not shown("#dialog"), 5)

# The first dream customer.
wait("the first dream customer", lambda: text("#customers li[data-cup='1']") != "brewing…", 300)
first_customer = time.monotonic() - loaded
name = text("#customers li[data-cup='1']")
say(f"first customer {name!r} shown {first_customer:.1f} s after the page loaded")
on_map = driver.execute_script("return view.people.some(p => p.kind === 'cup' && p.name === arguments[0])", name)
expect(on_map, f"{name}'s cup is not on the map")
shot("customer", f"{name}'s cup floating in the shop")

# Serve: the order sheet.
keys("1")
wait(f"{name} within reach", lambda: text("#near") == name, 10)
keys(Keys.ENTER)
wait("the order sheet", lambda: shown("#order"), 5)
expect(text("#order-name") == name, f"the sheet names {text('#order-name')!r}, not {name!r}")
order = text("#order-text")
expect(order and order == driver.execute_script("return view.order.order"), f"the order text is {order!r}")
wait("the portrait", lambda: driver.execute_script("const p = $('portrait'); return p.complete && p.naturalWidth"), 10)
expect(driver.execute_script("return $('portrait').naturalWidth") == 256, "the portrait is not the 256×256 PNG")
say(f"{name} orders: {order}")

# The drink the order names.
choices = driver.execute_script("return hello.choices")
kinds = [kind for kind in choices["kinds"] if kind in order]
if kinds:
    Select(element("#kind")).select_by_value(max(kinds, key=len))
    wait("the drink on the counter", lambda: max(kinds, key=len) in text("#drink-text"), 5)
if "iced" in order:
    Select(element("#temperature")).select_by_value("iced")
    wait("the iced drink", lambda: "iced" in text("#drink-text"), 5)
for flavor in [flavor for flavor in choices["flavors"] if flavor in order]:
    element(f"#flavors input[value='{flavor}']").click()
    wait(f"the {flavor}", lambda: flavor in text("#drink-text"), 5)
shot("order", f"{name}'s order sheet: portrait, order, drink builder")

element("#brew").click()
wait("the judgement", lambda: shown("#verdict"), 240)
stars = text("#stars")
feedback = text("#feedback")
expect(re.fullmatch(r"[★☆]{5} [1-5]/5", stars), f"the stars read {stars!r}")
expect(feedback.startswith(f"{name}: ") and len(feedback) > len(name) + 3, f"the feedback is {feedback!r}")
say(f"judgement: {stars} {feedback}")
shot("judgement", "the customer's judgement with stars")
element("#back").click()
wait("the shop after serving", lambda: "served 1" in text("#header"), 10)

# End of shift.
keys("x")
# Read in one script: the page redraws the list while it polls, and an element read after a
# redraw is stale.
def summary_lines():
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#summary-lines li'), item => item.innerText)")
wait("the summary", lambda: shown("#summary") and summary_lines()[:1] == ["Shift 1 is over."], 5)
lines = summary_lines()
expect(lines and lines[0] == "Shift 1 is over.", f"the summary starts {lines[:1]}")
expect(any(name in line for line in lines), f"the summary does not name {name}: {lines}")
expect(any(line.startswith("Customers served: 1.") for line in lines), f"the summary has no total: {lines}")
shot("summary", "the end-of-shift summary")

# A bad request changes nothing and says why.
answer = driver.execute_async_script(
    """const done = arguments[arguments.length - 1];
    fetch('/action', {method: 'POST', body: JSON.stringify({tab: hello.tab, action: 'fly'})})
      .then(r => r.json().then(body => done([r.status, body.error.message])));""")
expect(answer[0] == 400 and "Unknown action 'fly'" in answer[1], f"a bad action got {answer}")
expect(shown("#summary"), "a bad action changed the screen")

# A second tab is told the game is taken.
first_tab = driver.current_window_handle
driver.switch_to.new_window("tab")
driver.get(url)
wait("the second tab's message", lambda: shown("#occupied-message"), 10)
expect("another tab" in text("#occupied-message"), f"the second tab says {text('#occupied-message')!r}")
shot("second-tab", "a second tab: the game is open in another tab")
driver.close()
driver.switch_to.window(first_tab)

# Stopping saves; the save file is the terminal game's.
driver.quit()
server.send_signal(signal.SIGINT)
status = server.wait(20)
if status != 0:
    say(f"FAIL: the program exited with {status}")
    sys.exit(1)
with open(save) as file:
    saved = json.load(file)
served = [drink["customerName"] for shift in saved["shifts"] for drink in shift["served"]]
if name not in served:
    say(f"FAIL: the save file does not list {name}: {saved}")
    sys.exit(1)
say(f"first customer {first_customer:.1f} s after page load; whole run {time.monotonic() - started:.0f} s")
say("PASS")
