#!/usr/bin/env python3
"""openings.py N LOG...: our side's score (the brain not named rapfi-*) per opening and colour over gauntlets
against Rapfi played with Rapfi named first (gomoku match ... rapfi-mem.sh OURS): game g (1-based) plays
opening (g - 1) // 2 mod N of the opening file (MatchSettings.gameSettings pairs the games), and Rapfi has
black in the odd games. An opening our black (or white) loses every time is a search or evaluation flaw
that each seed repeats, not the seed spread."""
import sys
import matchlog

if len(sys.argv) < 3:
    sys.exit(__doc__)
n = int(sys.argv[1])
# per opening: [points, games] as black, then as white
table = [[0.0, 0, 0.0, 0] for _ in range(n)]
for path in sys.argv[2:]:
    for g, (s, _) in matchlog.results(path).items():
        row = table[(g - 1) // 2 % n]
        k = 0 if g % 2 == 0 else 2
        row[k] += s
        row[k + 1] += 1


def pct(points, games):
    return f"{points:5.1f}/{games:3d} ({100 * points / games:3.0f}%)" if games else "      -        "


for i, (bp, bn, wp, wn) in enumerate(table):
    if bn + wn:
        print(f"opening {i + 1:2d}: our black {pct(bp, bn)}, our white {pct(wp, wn)}, both {pct(bp + wp, bn + wn)}")
