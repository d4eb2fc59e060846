#!/usr/bin/env python3
"""paired.py A.log B.log [A2.log B2.log ...]: two gauntlets against Rapfi with the same openings in the same order (same --seed), compared game by game: each score of our side (the brain not named rapfi-*), and the mean difference with its 95% interval; several pairs (each of one seed) are also pooled game by game."""
import math, sys
import matchlog
def scores(path):
    return {g: s for g, (s, _) in matchlog.results(path).items()}
def elo(p):
    p = min(max(p, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / p - 1)
def report(label, pairs):
    """pairs: (score of A, score of B) per game."""
    n = len(pairs)
    sa = sum(x for x, _ in pairs) / n; sb = sum(y for _, y in pairs) / n
    d = [x - y for x, y in pairs]
    md = sum(d) / n
    var = sum((x - md) ** 2 for x in d) / (n - 1) if n > 1 else 0
    se = math.sqrt(var / n)
    same = sum(1 for x in d if x == 0)
    print(f"{label}games {n}: A {sa*100:.1f}% ({elo(sa):+.0f}), B {sb*100:.1f}% ({elo(sb):+.0f}); A-B {md*100:+.1f}% +- {1.96*se*100:.1f} (95%), identical outcomes {same}")
args = sys.argv[1:]
if len(args) < 2 or len(args) % 2:
    sys.exit("usage: paired.py A.log B.log [A2.log B2.log ...] (pairs of the same seed; more than one pair also prints them pooled)")
pooled = []
for i in range(0, len(args), 2):
    a, b = scores(args[i]), scores(args[i + 1])
    pairs = [(a[g], b[g]) for g in sorted(set(a) & set(b))]
    pooled += pairs
    report(f"{args[i]} vs {args[i + 1]}: " if len(args) > 2 else "", pairs)
if len(args) > 2:
    report("pooled: ", pooled)
