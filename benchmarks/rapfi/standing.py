#!/usr/bin/env python3
"""standing.py LOG...: where our side (the brain not named rapfi-*) stands over gauntlets against Rapfi:
per match log (gomoku match -v ... > NAME.log) its games, W-L-D, score and wins by colour, then all of
them pooled with the standard error of the mean game score."""
import math, re, sys

# "game 12: w-x (black) wins: five in a row; 12/60 ..." or "game 1: draw (a vs b, board full); 1/60 ..."
GAME = re.compile(r'game (\d+): (.*?); \d+/\d+')
WINNER = re.compile(r'(\S+) \((black|white)\) wins')


def games(path):
    """Per game number: (our score, the colour that won or None for a draw)."""
    out = {}
    for line in open(path, errors='replace'):
        if line.startswith('['):
            continue
        m = GAME.match(line)
        if not m:
            continue
        res = m.group(2)
        w = WINNER.match(res)
        if w is None:
            out[int(m.group(1))] = (0.5, None)
        else:
            ours = not w.group(1).startswith('rapfi')
            out[int(m.group(1))] = (1.0 if ours else 0.0, w.group(2) if ours else None)
    return list(out.values())


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
    gs = games(path)
    if not gs:
        sys.exit(f"{path}: no game results")
    pooled += gs
    row(path, gs)
if len(sys.argv) > 2:
    row("pooled", pooled)
