#!/usr/bin/env python3
"""evals.py RULE SIZE MS FILE: Rapfi's own evaluation, for the side to move, of each opening of an openings
file in offset notation (what gomoku openings writes), searched for MS ms: one line "N EVAL" per opening, EVAL
as Rapfi prints it (+M25: the side to move mates in 25 plies). RULE: freestyle, standard or renju; RAPFI: the
binary (default as built in benchmarks/README). How balanced a set is for a strong program, and what a set's
--centre can be fitted to."""
import os, sys
from gomocup import Pipe

if len(sys.argv) < 5:
    sys.exit(__doc__)
rule, size, ms, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
RAPFI = os.environ.get("RAPFI", "/work/rapfi-build/rapfi/Rapfi/build/pbrain-rapfi")
CODES = {'freestyle': 0, 'standard': 1, 'renju': 4}
rapfi = Pipe([RAPFI], ['rule %d' % CODES[rule], 'max_memory 209715200', 'timeout_turn %d' % ms,
                      'timeout_match 1000000000'], size=size)
centre = size // 2
n = 0
for line in open(path):
    if not line.strip() or line.startswith('#'):
        continue
    v = [int(t) for t in line.replace(' ', '').split(',') if t]
    _, ev = rapfi.move([(centre + v[k], centre + v[k + 1]) for k in range(0, len(v), 2)])
    rapfi.resync()
    n += 1
    print(n, ev, flush=True)
rapfi.send('END')
