#!/usr/bin/env bash
# Drives the real terminal UI of dream-coffee in tmux (80×24, NO_COLOR) with the real model:
# menu → walk to Chike → first customer → talk and reply → walk to a cup → serve → brew → verdict → quit,
# checking the screen at every step, the save file, and that the terminal is restored. The game
# starts with an empty prefix cache (a first launch); at the end the script prints the wait for
# the first customer beside its floor: llama.cpp alone (`dream-coffee --floor`) on its tokens.
# Usage: tmux-ui-test.sh [path/to/dream-coffee]   (default: .build/debug/dream-coffee)
# Installs tmux with apt-get when it is missing; fails (never skips) when it cannot.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
bin="${1:-$root/.build/debug/dream-coffee}"
[ -x "$bin" ] || { echo "tmux-ui-test: no program at $bin; build it with: swift build --product dream-coffee" >&2; exit 1; }

if ! command -v tmux >/dev/null; then
  echo "tmux-ui-test: installing tmux (apt-get)" >&2
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq tmux >/dev/null \
    || { echo "tmux-ui-test: tmux is missing and could not be installed; install it (apt-get install tmux)" >&2; exit 1; }
fi

work="$(mktemp -d)"
session="dream-coffee-test-$$"
socket="$work/tmux.sock"
t() { tmux -S "$socket" "$@"; }
server_pid="" pane_pid=""
# Stops the game and tmux even when tmux no longer answers (a game left running kept a CI job
# waiting until its time ran out). The pane's shell leads a session of its own, the game in it.
cleanup() {
  t kill-server 2>/dev/null || true
  [ -z "$pane_pid" ] || pkill -KILL -s "$pane_pid" 2>/dev/null || true
  [ -z "$server_pid" ] || kill -KILL "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

screen() { t capture-pane -p -t "$session"; }
fail() { echo "tmux-ui-test: FAIL: $*" >&2; echo "--- screen ---" >&2; screen >&2 || true; exit 1; }
# wait_for TEXT SECONDS: polls the screen until it shows TEXT.
wait_for() {
  local deadline=$((SECONDS + $2))
  until screen | grep -qF -- "$1"; do
    [ $SECONDS -lt $deadline ] || fail "waited $2 s for \"$1\""
    sleep 0.3
  done
}
keys() { t send-keys -t "$session" "$@"; }
repeat() { local n=$1; shift; for _ in $(seq "$n"); do keys "$@"; done; }

t new-session -d -s "$session" -x 80 -y 24 \
  "env NO_COLOR=1 FM_PREFIX_CACHE='$work/prefixes' '$bin' --save '$work/save.json' --customers 1 --seed 3 --timings '$work/timings.txt'; echo \"EXIT STATUS \$?\"; stty -a | tr ';' '\n' | grep -oE '(^| )-?(icanon|echo)( |\$)' | tr -d ' ' | tr '\n' ' '; echo; sleep 60"
server_pid="$(t display-message -p '#{pid}')"
pane_pid="$(t display-message -p -t "$session" '#{pane_pid}')"

echo "tmux-ui-test: main menu" >&2
wait_for "D R E A M   C O F F E E" 20
wait_for "New Game" 5
menu_shown=$SECONDS
keys Enter
entered=$(date +%s.%N)
wait_for "Shift 1" 10
# The shift's progress shows at once (the customer is being generated), unless it is ready already.
deadline=$((SECONDS + 2))
until screen | grep -qF "0/1" || ! screen | grep -qF "brewing…"; do
  [ $SECONDS -lt $deadline ] || fail "no progress shown within 2 s of the shift's start"
  sleep 0.1
done
awk -v a="$entered" -v b="$(date +%s.%N)" 'BEGIN { printf "tmux-ui-test: progress shown %.2f s after Enter\n", b - a }' >&2

echo "tmux-ui-test: walk to Chike while the customer is generated" >&2
repeat 11 Up
repeat 9 Left
wait_for "Chike" 5
screen | grep -A1 "Near:" | grep -q "Chike" || fail "Chike is not within reach"

# The player waits for the first customer (a reply would go first: a person waiting comes
# before the customer, and the customer's wait is measured against its own tokens).
echo "tmux-ui-test: wait for the dream customer" >&2
deadline=$((SECONDS + 300))
while screen | grep -qF "brewing…"; do
  [ $SECONDS -lt $deadline ] || fail "the dream customer never arrived"
  sleep 0.3
done
echo "tmux-ui-test: first customer shown $((SECONDS - menu_shown)) s after the menu (New Game at once)" >&2

echo "tmux-ui-test: talk to Chike while the contacts customer is generated" >&2
keys Enter
wait_for "Hey there. Can you get the dream orders?" 10
wait_for "> _" 10
keys -l "What do you like to brew?"
keys Enter
wait_for "You: What do you like to brew?" 5
wait_for "> _" 180
keys Escape
wait_for "Customers:" 5

echo "tmux-ui-test: serve and brew" >&2
keys 1
keys Enter
wait_for "Name:" 10
wait_for "Brew drink!" 5
keys Right
wait_for "espresso" 5
repeat 3 Down
wait_for "[ ] lavender" 5
keys Tab
keys Enter
wait_for "/5" 240
wait_for "Enter: back to the shop" 5
keys Enter
wait_for "served 1" 10

echo "tmux-ui-test: quit" >&2
keys q
wait_for "EXIT STATUS 0" 10
wait_for "icanon" 10  # stty's line comes after the exit status (on a busy machine, a while after)
screen | grep -q "icanon echo" || fail "the terminal was not restored (stty shows no icanon/echo)"
grep -q '"customerName"' "$work/save.json" || fail "the save file has no served drink: $(cat "$work/save.json")"

echo "tmux-ui-test: the first customer's wait against llama.cpp alone" >&2
wait_line="$(head -1 "$work/timings.txt" 2>/dev/null)" || fail "the game wrote no timings"
floor_line="$("$bin" --floor)" || fail "dream-coffee --floor failed"
echo "tmux-ui-test: $wait_line" >&2
echo "tmux-ui-test: $floor_line" >&2
read -r seconds prompt generated < <(sed -E 's/^first customer: ([0-9.]+) s .* prompt ([0-9]+) tokens .*\+ ([0-9]+) generated$/\1 \2 \3/' <<<"$wait_line")
read -r prompt_rate generation_rate < <(sed -E 's/.* prompt ([0-9.]+) tok\/s, generation ([0-9.]+) tok\/s$/\1 \2/' <<<"$floor_line")
awk -v s="$seconds" -v p="$prompt" -v g="$generated" -v pr="$prompt_rate" -v gr="$generation_rate" 'BEGIN {
  f = p / pr + g / gr
  printf "tmux-ui-test: first customer %.1f s after Enter; floor of its %d + %d tokens %.1f s: %.2f× the floor\n", s, p, g, f, s / f
}' >&2
echo "tmux-ui-test: PASS" >&2
