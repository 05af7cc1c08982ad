#!/bin/bash
# sim-ab.sh <treeA> <treeB> <rounds>: `roomsmith sim content/room25 --mode coop-s1 --seats 4
# --games 30000 --workers 1|2` end to end (wall time), the two trees' built CLIs alternating, so a
# change to the workers is judged against its start in the same minutes (trees from tree.sh).
# Wall time means something only on a quiet machine: the load average is printed beside each run.
set -e
for t in "$1" "$2"; do (cd "$t/packages/cli" && node build.mjs > /dev/null); done
for r in $(seq 1 "$3"); do
  for t in "$1" "$2"; do
    for w in 1 2; do
      s=$(date +%s%N)
      (cd "$t" && node packages/cli/bin/roomsmith.mjs sim content/room25 --mode coop-s1 --seats 4 --games 30000 --workers "$w" > /dev/null)
      e=$(date +%s%N)
      echo "round $r $(basename "$t") --workers $w: $(((e - s) / 1000000)) ms (load $(cut -d' ' -f1 /proc/loadavg))"
    done
  done
done
