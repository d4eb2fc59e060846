#!/bin/sh
# gauntlet.sh DIST RULE SEED [SEED...]: our search (DIST/bin/pbrain-search, one thread) against Rapfi, GAMES
# games a seed (default 60) with both colours under the seed's random symmetries, Rapfi black in the odd games,
# two games at once, each on a core of its own (--pin), 350 MiB, tolerance 1 s: the conditions of issue #69 and
# benchmarks/README's sections on Rapfi.
# SIZE: board size (default 15). OPENINGS: an openings file or renju26 (default: the SDK's balanced set for
# the rule and size). TURN: ms a move (default 1000); MATCH: ms a game (default none), e.g. TURN=5000 MATCH=30000.
# Each seed leaves NAME.log and the records NAME/, NAME = t1-r-sSEED (renju) or t1-f-sSEED (freestyle), with
# $TAG- before sSEED when TAG is set. RAPFI: the pbrain-rapfi binary (default
# /work/rapfi-build/rapfi/Rapfi/build/pbrain-rapfi), built as benchmarks/README says. Touch ./STOP to end after
# the current seed. Then: python3 benchmarks/rapfi/standing.py t1-r-*.log
set -eu
[ $# -ge 3 ] || { sed -n '2,11p' "$0" | cut -c3-; exit 2; }
DIST=$(cd "$1" && pwd); RULE=$2; shift 2
GAMES=${GAMES:-60}
SIZE=${SIZE:-15}
TURN=${TURN:-1000}
MATCH=${MATCH:-0}
RAPFI=${RAPFI:-/work/rapfi-build/rapfi/Rapfi/build/pbrain-rapfi}
[ -x "$RAPFI" ] || { echo "no Rapfi binary at $RAPFI" >&2; exit 2; }
WRAP=$(mktemp -d)
trap 'rm -rf "$WRAP"' EXIT
# Rapfi sizes its hash to the whole max_memory and then exceeds it: tell it 200 MiB while the manager
# enforces 350 MiB (its peak is about 211 MiB).
printf '#!/bin/sh\nsed -u -e "s/^INFO max_memory .*/INFO max_memory 209715200/" -e "/^END/q" | %s\n' "$RAPFI" > "$WRAP/rapfi-mem"
printf '#!/bin/sh\nGOMOKU_JAVA_OPTS=-XX:ActiveProcessorCount=1 exec %s/bin/pbrain-search "$@"\n' "$DIST" > "$WRAP/ours"
chmod +x "$WRAP/rapfi-mem" "$WRAP/ours"
case $RULE in renju) R=r ;; freestyle) R=f ;; *) echo "rule: renju or freestyle" >&2; exit 2 ;; esac
for SEED in "$@"; do
    [ -e STOP ] && break
    NAME=t1-$R-${TAG:+$TAG-}s$SEED
    GOMOKU_JAVA_OPTS=-XX:ActiveProcessorCount=1 "$DIST/bin/gomoku" match -v --protocol pipe --memory 367001600 \
        -r "$RULE" -s "$SIZE" -t "$TURN" --match-time "$MATCH" --tolerance 1000 -g "$GAMES" -c 2 --pin \
        ${OPENINGS:+-o "$OPENINGS"} --random-symmetry --seed "$SEED" \
        --out "$NAME" "$WRAP/rapfi-mem" "$WRAP/ours" > "$NAME.log" 2>&1
done
