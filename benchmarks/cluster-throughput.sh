#!/bin/sh
# Games per minute of `gomoku match --cluster` with 1, 2 and 3 workers (one slot each) on this machine,
# over loopback, against the local `gomoku match -c N` baseline. Prints one line per run.
# Usage: [MATCH="brains and options"] [SLOTS=1] [LOCAL=no] [WAIT_MS=40] benchmarks/cluster-throughput.sh [GAMES] [WORKER_COUNTS]
# (after ./mvnw package -DskipTests); the default match is random vs weights at 100 ms per move.
# WAIT_MS: the brains are wrapped to wait that long before each move request reaches them (thinking
# without CPU), so that the cluster's scaling shows on a machine whose cores cannot grow.
set -eu
games=${1:-120}
counts=${2:-"1 2 3"}
bin=$(cd "$(dirname "$0")/../gomoku-examples/target/dist/bin" && pwd)
work=$(mktemp -d)
export GOMOKU_CLUSTER_SECRET="bench-$$"
match="${MATCH:-random weights -t 100} -g $games"
if [ -n "${WAIT_MS:-}" ]; then
  for b in random weights; do
    cat > "$work/pbrain-wait-$b" <<SCRIPT
#!/bin/sh
while IFS= read -r line; do
  case \$line in TURN*|BEGIN*|DONE*) sleep $(awk -v m="$WAIT_MS" 'BEGIN { print m / 1000 }') ;; esac
  printf '%s\n' "\$line"
done | exec "$bin/pbrain-$b"
SCRIPT
    chmod +x "$work/pbrain-wait-$b"
  done
  match="$work/pbrain-wait-random $work/pbrain-wait-weights -t 1000 -g $games"
fi
slots=${SLOTS:-1}
base=$((17000 + $$ % 1000 * 10))

rate() { # wall seconds -> games per minute
  awk -v g="$games" -v s="$1" 'BEGIN { printf "%.0f", g * 60 / s }'
}

for n in $counts; do
  [ "${LOCAL:-yes}" = yes ] || break
  /usr/bin/time -f "%e %U %S" -o "$work/local.time" "$bin/gomoku" match $match -c "$n" >/dev/null 2>&1
  read -r wall user sys < "$work/local.time"
  echo "local   -c $n: $games games in $wall s = $(rate "$wall") games/min"
done

for n in $counts; do
  members=""
  pids=""
  i=0
  while [ $i -lt "$n" ]; do
    members="$members${members:+,}127.0.0.1:$((base + i))"
    i=$((i + 1))
  done
  i=0
  while [ $i -lt "$n" ]; do
    "$bin/gomoku" worker --cluster "$members" --port $((base + i)) --slots "$slots" --cache "$work/cache" \
        2>"$work/worker$i.log" &
    pids="$pids $!"
    i=$((i + 1))
  done
  i=0
  while [ $i -lt "$n" ]; do
    until grep -q "joined as" "$work/worker$i.log" 2>/dev/null; do sleep 0.2; done
    i=$((i + 1))
  done
  sleep 2
  /usr/bin/time -f "%e %U %S" -o "$work/cluster.time" "$bin/gomoku" match $match --cluster "$members" \
      --port $((base + 9)) >/dev/null 2>"$work/coordinator.err"
  read -r wall user sys < "$work/cluster.time"
  echo "cluster $n worker(s) x $slots slot(s): $games games in $wall s = $(rate "$wall") games/min (coordinator CPU ${user}+${sys} s, JVM start included)"
  for p in $pids; do kill "$p"; done
  for p in $pids; do wait "$p" 2>/dev/null || true; done
done
rm -rf "$work"
