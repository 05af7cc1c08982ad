#!/bin/bash
# sim-ab.sh <treeA> <treeB> <rounds> [games]: `roomsmith sim content/room25 --mode coop-s1 --seats 4
# --games 30000 --workers 1|2` end to end (wall time), the two trees' built CLIs alternating, so a
# change to the workers is judged against its start in the same minutes (trees from tree.sh).
# Wall time means something only on a quiet machine: the load average is printed beside each run,
# and so is the CPU of each thread (thread-cpu.mjs: main, worker threads, V8's helper threads),
# which a busy machine inflates less. Run it under the bench lock: flock /work/bench.lock bash …
set -e
here=$(cd "$(dirname "$0")" && pwd)
games=${4:-30000}
for t in "$1" "$2"; do (cd "$t/packages/cli" && node build.mjs > /dev/null); done
for r in $(seq 1 "$3"); do
  for t in "$1" "$2"; do
    for w in 1 2; do
      s=$(date +%s%N)
      cpu=$( (cd "$t" && node --import "$here/thread-cpu.mjs" packages/cli/bin/roomsmith.mjs sim content/room25 --mode coop-s1 --seats 4 --games "$games" --workers "$w" 2>&1 > /dev/null) | grep '^thread-cpu' || true)
      e=$(date +%s%N)
      echo "round $r $(basename "$t") --workers $w: $(((e - s) / 1000000)) ms (load $(cut -d' ' -f1 /proc/loadavg)) ${cpu#thread-cpu }"
    done
  done
done
