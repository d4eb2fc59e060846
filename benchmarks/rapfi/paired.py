#!/usr/bin/env python3
"""paired.py A.log B.log: two gauntlets against Rapfi with the same openings in the same order (same --seed), compared game by game: each score of our side (the brain not named rapfi-*), and the mean difference with its 95% interval."""
import re, sys, math
def scores(path):
    out = {}
    for line in open(path, errors='replace'):
        if line.startswith('['):
            continue
        m = re.match(r'game (\d+): (.*?); \d+/\d+', line)
        if not m:
            continue
        g, res = int(m.group(1)), m.group(2)
        if 'draw' in res.lower():
            s = 0.5
        elif not res.startswith('rapfi'):
            s = 1.0
        else:
            s = 0.0
        out[g] = s
    return out
a, b = scores(sys.argv[1]), scores(sys.argv[2])
common = sorted(set(a) & set(b))
n = len(common)
def elo(p):
    p = min(max(p, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / p - 1)
sa = sum(a[g] for g in common) / n; sb = sum(b[g] for g in common) / n
d = [a[g] - b[g] for g in common]
md = sum(d) / n
var = sum((x - md) ** 2 for x in d) / (n - 1) if n > 1 else 0
se = math.sqrt(var / n)
same = sum(1 for x in d if x == 0)
print(f"games {n}: A {sa*100:.1f}% ({elo(sa):+.0f}), B {sb*100:.1f}% ({elo(sb):+.0f}); A-B {md*100:+.1f}% +- {1.96*se*100:.1f} (95%), identical outcomes {same}")
