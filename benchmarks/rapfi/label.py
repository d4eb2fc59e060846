#!/usr/bin/env python3
"""label.py RULE OUT N MS DIR...: up to N distinct positions of the .psq games in DIR..., shuffled (seed 1),
each searched by Rapfi (RAPFI, default as built in benchmarks/README) for MS per move; writes
`RULE EVAL RESULT x,y ...` lines: Rapfi's final eval for the side to move (+-30000 for a found win), and
1 or 0 as the side to move's game went on to end. FROM=K resumes at the K-th position, DEBUG=1 echoes."""
import glob, os, random, re, subprocess, sys, time
rule, out, n, ms = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
dirs = sys.argv[5:]
DEBUG = os.environ.get("DEBUG")
RAPFI = os.environ.get("RAPFI", "/work/rapfi-build/rapfi/Rapfi/build/pbrain-rapfi")
seen = set(); pos = []
for d in dirs:
    for f in sorted(glob.glob(d + '/*.psq')):
        mv = []
        for l in open(f).read().split('\n')[1:]:
            m = re.match(r'^(\d+),(\d+),(-?\d+)$', l)
            if not m: break
            mv.append((int(m.group(1)) - 1, int(m.group(2)) - 1))
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
p = subprocess.Popen([RAPFI], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
def send(s): p.stdin.write(s + '\n'); p.stdin.flush()
def until_move():
    ev = None
    while True:
        l = p.stdout.readline()
        if not l: raise SystemExit('rapfi died')
        l = l.strip()
        if DEBUG: print("<", l, file=sys.stderr)
        m = re.search(r'Eval (\S+)', l)
        if m: ev = m.group(1)
        if re.match(r'^\d+,\d+$', l): return ev
        if l.startswith('ERROR'): return None  # a position Rapfi refuses (e.g. one already decided)
send('START 15'); p.stdout.readline()
send('INFO rule %d' % (4 if rule == 'renju' else 0)); send('INFO max_memory 209715200')
send('INFO timeout_turn %d' % ms); send('INFO timeout_match 1000000000')
with open(out, 'a' if os.environ.get('FROM') else 'w') as o:
    for i, (pre, res) in enumerate(pos):
        me = len(pre) % 2  # 0: black to move
        if DEBUG: print('> position', i, len(pre), file=sys.stderr)
        send('BOARD')
        for j, (x, y) in enumerate(pre):
            send('%d,%d,%d' % (x, y, 1 if j % 2 == me else 2))
        send('DONE')
        ev = until_move()
        # Rapfi drops a command that arrives while its search thread is still winding down
        time.sleep(0.01)
        # ABOUT answers one line: whatever else comes before it (a late second move) is skipped
        send('ABOUT')
        while not p.stdout.readline().startswith('name='): pass
        if ev is None: continue
        if 'M' in ev:
            v = 30000 if not ev.startswith('-') else -30000
        else:
            v = int(ev)
        o.write('%s %d %d %s\n' % (rule, v, res, ' '.join('%d,%d' % xy for xy in pre)))
        if i % 500 == 0: print(i, file=sys.stderr); o.flush()
send('END')
