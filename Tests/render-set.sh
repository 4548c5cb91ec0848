#!/usr/bin/env bash
# Renders a fixed set of PNGs with a responder-lab binary, to check that a change
# keeps every pixel: the PNG writer is deterministic, so equal pixels give equal bytes.
#
#   Tests/render-set.sh OLD/responder-lab before
#   Tests/render-set.sh .build/release/responder-lab after
#   diff -r before after && echo "every pixel the same"
#
# The set: the tour of every scene in English and Chinese, and the bench's generated
# 5,000-view dump (written beside the binary's responder-lab-bench) hovered, tapped,
# zoomed to scale 2, dragged, with ghosts, in Chinese, with the tree, in a small window;
# the sample dumps; and scenes with a finger down.
set -euo pipefail
bin=$1 out=$2
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$out"
dump="$out/generated-dump.txt"
"$(dirname "$bin")/responder-lab-bench" --write-dump "$dump"
"$bin" tour --out "$out/tour" >/dev/null
"$bin" tour --out "$out/tour-zh" --lang zh >/dev/null
i=0
while IFS= read -r args; do
  i=$((i + 1))
  # shellcheck disable=SC2086 # each line is a list of arguments
  "$bin" render $args --out "$out/render-$i.png" >/dev/null
done <<LIST
--dump $dump --hover 480,377
--dump $dump --hover 300,300
--dump $dump --hover 100,200
--dump $dump --hover 700,600
--dump $dump --tap 480,377
--dump $dump --tap 480,377 --scale 2
--dump $dump --hover 480,377 --ghosts
--dump $dump --hover 480,377 --lang zh
--dump $dump --tree --select 0x7f225c033000 --hover 480,377
--dump $dump --down 480,377 --wait 0.3 --move 480,300
--dump $dump --hover 480,377 --window-size 800x500
--dump $root/Assets/Dumps/settings.txt --tap 150,184
--dump $root/Assets/Dumps/photo-feed.txt --tap 30,470
--scene why-not --hover 200,200 --ghosts
--scene photo --down 300,300 --move 340,330
--scene controls --down 200,200 --move 400,300
--scene scroll --down 200,300 --wait 0.3 --move 200,250
--scene why-not --lang zh --hover 300,300
LIST
rm "$dump"
echo "rendered $(find "$out" -name '*.png' | wc -l | tr -d ' ') images into $out"
