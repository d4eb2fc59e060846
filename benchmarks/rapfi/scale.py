#!/usr/bin/env python3
"""scale.py LABELS OUT: fits the scale s of sigmoid(eval / s) to the games' results (label.py lines), then writes
`gomoku tune --scored` lines: that expected score and the moves."""
import math, sys
rows = []
for l in open(sys.argv[1]):
    t = l.split()
    rows.append((int(t[1]), int(t[2]), ' '.join(t[3:])))
def loss(s):
    tot = 0
    for ev, r, _ in rows:
        if abs(ev) >= 20000: continue
        p = 1 / (1 + math.exp(-ev / s)); p = min(max(p, 1e-9), 1 - 1e-9)
        tot -= r * math.log(p) + (1 - r) * math.log(1 - p)
    return tot / len(rows)
best = min((loss(s), s) for s in range(20, 1000, 10))
print('scale %d loss %.4f (scale 200: %.4f, 400: %.4f)' % (best[1], best[0], loss(200), loss(400)), file=sys.stderr)
s = best[1]
with open(sys.argv[2], 'w') as o:
    for ev, r, mv in rows:
        p = 1 / (1 + math.exp(-max(-30 * s, min(30 * s, ev)) / s))
        o.write('%.4f %s\n' % (p, mv))
