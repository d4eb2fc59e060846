#!/usr/bin/env python3
"""standing.py LOG...: where our side (the brain not named rapfi-*) stands over gauntlets against Rapfi:
per match log (gomoku match -v ... > NAME.log) its games, W-L-D, score and wins by colour, then all of
them pooled with the standard error of the mean game score."""
import math, sys
import matchlog


def row(label, gs):
    n = len(gs)
    won = sum(1 for s, _ in gs if s == 1.0)
    drawn = sum(1 for s, _ in gs if s == 0.5)
    mean = sum(s for s, _ in gs) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s, _ in gs) / (n - 1)) if n > 1 else 0.0
    black = sum(1 for s, c in gs if c == 'black')
    print(f"{label}: {n} games, {won}-{n - won - drawn}-{drawn}, {mean * 100:.1f}% (SE {sd / math.sqrt(n) * 100:.1f}),"
          f" our wins as black / white {black} / {won - black}")


if len(sys.argv) < 2:
    sys.exit(__doc__)
pooled = []
for path in sys.argv[1:]:
    gs = list(matchlog.results(path).values())
    if not gs:
        sys.exit(f"{path}: no game results")
    pooled += gs
    row(path, gs)
if len(sys.argv) > 2:
    row("pooled", pooled)
