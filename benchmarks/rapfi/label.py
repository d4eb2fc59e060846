#!/usr/bin/env python3
"""label.py RULE OUT N MS DIR...: up to N distinct positions of the .psq games in DIR..., shuffled (seed 1),
each searched by Rapfi (RAPFI, default as built in benchmarks/README) for MS per move; writes
`RULE EVAL RESULT x,y ...` lines: Rapfi's final eval for the side to move (+-30000 for a found win), and
1 or 0 as the side to move's game went on to end. FROM=K resumes at the K-th position, DEBUG=1 echoes."""
import os, random, sys
from gomocup import Pipe, games
rule, out, n, ms = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
dirs = sys.argv[5:]
DEBUG = os.environ.get("DEBUG")
RAPFI = os.environ.get("RAPFI", "/work/rapfi-build/rapfi/Rapfi/build/pbrain-rapfi")
seen = set(); pos = []
for mv in games(dirs):
    for ply in range(5, min(len(mv), 150)):  # skip the first moves after the 3-stone opening
        pre = mv[:ply]
        key = (frozenset(pre[0::2]), frozenset(pre[1::2]))
        if key in seen: continue
        # the game's last mover is taken as its winner (our records end on a five almost always)
        seen.add(key); pos.append((pre, 1 if (len(mv) - 1) % 2 == ply % 2 else 0))
random.seed(1)
random.shuffle(pos)
pos = pos[int(os.environ.get('FROM', '0')):n]
print(len(seen), 'distinct positions, labelling', len(pos), file=sys.stderr)
rapfi = Pipe([RAPFI], ['rule %d' % (4 if rule == 'renju' else 0), 'max_memory 209715200',
                      'timeout_turn %d' % ms, 'timeout_match 1000000000'], debug=bool(DEBUG))
with open(out, 'a' if os.environ.get('FROM') else 'w') as o:
    for i, (pre, res) in enumerate(pos):
        if DEBUG: print('> position', i, len(pre), file=sys.stderr)
        _, ev = rapfi.move(pre)
        rapfi.resync()
        if ev is None: continue
        if 'M' in ev:
            v = 30000 if not ev.startswith('-') else -30000
        else:
            v = int(ev)
        o.write('%s %d %d %s\n' % (rule, v, res, ' '.join('%d,%d' % xy for xy in pre)))
        if i % 500 == 0: print(i, file=sys.stderr); o.flush()
rapfi.send('END')
