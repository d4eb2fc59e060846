#!/usr/bin/env python3
"""mates.py NAME.log: for each game Rapfi won in the match log, the ply at which it first announced a forced win
(its first `Eval +M` message), as "GAME PLY EVAL" lines (the input of VctProbe.java escape). Rapfi's messages are
counted as its moves: the third stone's opening leaves white the fourth ply (index 3), black the fifth."""
import re, sys
evals = []
for line in open(sys.argv[1], errors='replace'):
    m = re.search(r'\[rapfi\S*\] MESSAGE Speed .* Eval (\S+)', line)
    if m:
        evals.append(m.group(1))
        continue
    g = re.match(r'game (\d+): (?:(\S+) \((black|white)\) wins|draw)', line)
    if not g:
        continue
    if g.group(2) and g.group(2).startswith('rapfi'):
        k = next((i for i, e in enumerate(evals) if e.startswith('+M')), None)
        if k is not None:
            print(g.group(1), (4 if g.group(3) == 'black' else 3) + 2 * k, evals[k])
    evals = []
