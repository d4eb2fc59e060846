#!/usr/bin/env python3
"""times.py NAME TURN_MS: our search's and Rapfi's move times in a match run with --out NAME > NAME.log (run in its folder)."""
import glob, re, sys, statistics as st
name, turn = sys.argv[1], int(sys.argv[2])
log = open('%s.log' % name).read()
ours, theirs = [], []
for f in sorted(glob.glob('%s/game-*.psq' % name)):
    n = int(re.search(r'game-(\d+)', f).group(1))
    m = re.search(r'game %d: (\S+) \((black|white)\)' % n, log)
    if not m: continue
    # Ours is the side that is not Rapfi (a wrapper script may name our brain anything).
    our_black = ('rapfi' not in m.group(1)) == (m.group(2) == 'black')
    mv = [l for l in open(f).read().split('\n')[1:] if re.match(r'^\d+,\d+,-?\d+$', l)]
    for i, l in enumerate(mv[3:], 3):
        (ours if (i % 2 == 0) == our_black else theirs).append((i, int(l.split(',')[2])))
for nm, a in (('search', ours), ('rapfi', theirs)):
    ts = [t for i, t in a]; early = [t for i, t in a if i < 15]
    print('%s: %d moves, mean %d ms, first moves (ply<15) mean %d, max %d, over the turn: %d' % (
        nm, len(ts), st.mean(ts), st.mean(early), max(ts), sum(t > turn for t in ts)))
