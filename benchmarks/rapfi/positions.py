#!/usr/bin/env python3
"""positions.py RULE RECORDS_DIR [OPENING_GAMES MIDGAME_GAMES]: positions for GamePositionsBenchmark from the
.psq records of a match against Rapfi (gomoku match ... --out RECORDS_DIR rapfi-... OURS): from each of the
first OPENING_GAMES games (default 16) the position after 12 or 13 stones, and from each of the next
MIDGAME_GAMES (default 8) the one after 24 or 25, whichever has our side to move (Rapfi, the first brain,
is black in the odd games). Games too short to reach a position two moves past it are skipped.
Prints lines `rule | x,y x,y ...` (0-based, y down, from the first move)."""
import os
import sys


def moves(path):
    out = []
    with open(path) as f:
        next(f)  # Piskvorky WxH, ...
        for line in f:
            parts = line.strip().split(',')
            if len(parts) < 2 or not all(p.lstrip('-').isdigit() for p in parts):
                break
            out.append((int(parts[0]) - 1, int(parts[1]) - 1))
    return out


if len(sys.argv) < 3:
    sys.exit(__doc__)
rule, folder = sys.argv[1], sys.argv[2]
opening = int(sys.argv[3]) if len(sys.argv) > 3 else 16
midgame = int(sys.argv[4]) if len(sys.argv) > 4 else 8
records = sorted(f for f in os.listdir(folder) if f.endswith('.psq'))
for i, name in enumerate(records[:opening + midgame]):
    game = int(name.split('-')[1].split('.')[0])
    ours_black = game % 2 == 0
    stones = 12 if i < opening else 24
    if not ours_black:
        stones += 1
    ms = moves(os.path.join(folder, name))
    if len(ms) < stones + 2:
        continue
    print(f"{rule} | " + ' '.join(f"{x},{y}" for x, y in ms[:stones]))
