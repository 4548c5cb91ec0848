#!/usr/bin/env bash
# Runs a command with DISPLAY set to a private Xvfb server, which is stopped
# afterwards: `Tests/with-xvfb.sh swift test`. The real-window tests start
# their own servers; this one serves the tests that use $DISPLAY as it is.
set -euo pipefail

number=$(( 100 + RANDOM % 800 ))
while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do number=$(( number + 1 )); done
display=":$number"

# -noreset: otherwise the server resets, refusing connections, each time its last client leaves.
Xvfb "$display" -screen 0 1400x900x24 -nolisten tcp -noreset >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT

for _ in $(seq 100); do
  DISPLAY="$display" xdotool getdisplaygeometry >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { echo "Xvfb $display did not start" >&2; exit 1; }
  sleep 0.1
done

DISPLAY="$display" "$@"
