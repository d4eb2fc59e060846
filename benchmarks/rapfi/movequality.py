#!/usr/bin/env python3
"""movequality.py RULE CACHE N BRAIN [DIR...]: how much a brain's moves lose by Rapfi's judgement.

Takes up to N distinct positions of the .psq games in DIR... (4 to 27 stones on the board after a three-stone opening,
where the games against Rapfi are decided; shuffled, seed 1), lets BRAIN (a pipe brain command, e.g.
"pbrain-search --nodes 100000") choose a move in each, and has Rapfi (RAPFI, default as built in
benchmarks/README; NODES per search, default 200000; SIZE the board, default 15) search the position after that move and after Rapfi's
own choice, each from an empty hash table. A move's value is Rapfi's eval of the position after it, negated; its loss is the drop in
expected score sigmoid(value / SCALE) (default 200; scale.py fits Rapfi's renju scale at 190 to 240, freestyle 160) from Rapfi's
choice, which may be negative when Rapfi's own choice looks worse at this budget.

Rapfi's choices and evaluations are kept in CACHE (one line per search), so the positions and every
move already judged cost nothing on the next brain: compare two brains by running both on the same
CACHE and N. Writes `index loss brain-move rapfi-move` per position to stdout, the summary to stderr.
Without DIR..., the positions are those already in CACHE."""
import math, os, random, shlex, sys
from gomocup import Pipe, games

rule, cache_path, n, brain = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
dirs = sys.argv[5:]
SCALE = float(os.environ.get("SCALE", "200"))
NODES = int(os.environ.get("NODES", "200000"))
RAPFI = os.environ.get("RAPFI", "/work/rapfi-build/rapfi/Rapfi/build/pbrain-rapfi")
RULE_CODE = 4 if rule == 'renju' else 0
SIZE = int(os.environ.get("SIZE", "15"))


def key(pre):
    return ' '.join('%d,%d' % xy for xy in pre)


def positions():
    seen, out = set(), []
    for mv in games(dirs):
        for ply in range(4, min(len(mv) - 1, 28)):
            pre = mv[:ply]
            k = (frozenset(pre[0::2]), frozenset(pre[1::2]))
            if k not in seen:
                seen.add(k)
                out.append(pre)
    random.seed(1)
    random.shuffle(out)
    return out[:n]


# cache lines: "best POSITION|x,y" (Rapfi's choice) and "eval POSITION|x,y V" (Rapfi's eval after that move,
# for the side that then moves; +-30000 for a found win)
best, evals, order = {}, {}, []
if os.path.exists(cache_path):
    for l in open(cache_path):
        kind, rest = l.rstrip('\n').split(' ', 1)
        if kind == 'best':
            pos, mv = rest.split('|')
            best[pos] = mv
            order.append(pos)
        else:
            pm, v = rest.rsplit(' ', 1)
            evals[pm] = int(v)
cache = open(cache_path, 'a')
rapfi = None


def rapfi_pipe():
    global rapfi
    if rapfi is None:
        rapfi = Pipe([RAPFI], ['rule %d' % RULE_CODE, 'max_memory 209715200', 'timeout_turn 600000',
                               'timeout_match 1000000000', 'MAX_NODE %d' % NODES], size=SIZE)
    return rapfi


def rapfi_search(pre):
    """Rapfi's move and eval in a position, from an empty hash table."""
    r = rapfi_pipe()
    mv, ev = r.move(pre, ['YXHASHCLEAR'])
    r.resync()
    if ev is None:
        return mv, None
    return mv, (30000 if not ev.startswith('-') else -30000) if 'M' in ev else int(ev)


def value(pre, mv):
    """Rapfi's value of a move for its mover (None when Rapfi refuses the position after it)."""
    k = key(pre) + '|%d,%d' % mv
    if k not in evals:
        _, ev = rapfi_search(pre + [mv])
        if ev is None:
            return None
        evals[k] = ev
        cache.write('eval %s %d\n' % (k, ev))
        cache.flush()
    return -evals[k]


def p(v):
    return 1 / (1 + math.exp(-max(-30 * SCALE, min(30 * SCALE, v)) / SCALE))


pre_list = [[tuple(map(int, xy.split(','))) for xy in k.split()] for k in order][:n] if not dirs else positions()
ours = Pipe(shlex.split(brain), ['rule %d' % RULE_CODE, 'timeout_turn 600000', 'timeout_match 1000000000'], size=SIZE)
losses, same = [], 0
for i, pre in enumerate(pre_list):
    k = key(pre)
    if k not in best:
        mv, _ = rapfi_search(pre)
        if mv is None:
            continue
        best[k] = '%d,%d' % mv
        cache.write('best %s|%s\n' % (k, best[k]))
        cache.flush()
    rmv = tuple(map(int, best[k].split(',')))
    mv, _ = ours.move(pre, ['RESTART'] if i > 0 else [])
    if mv is None:
        continue
    vr, vo = value(pre, rmv), value(pre, mv)
    if vr is None or vo is None:
        continue
    loss = p(vr) - p(vo)
    same += mv == rmv
    losses.append(loss)
    print('%d %.4f %d,%d %d,%d' % (i, loss, mv[0], mv[1], rmv[0], rmv[1]))
    sys.stdout.flush()
m = sum(losses) / len(losses)
sd = math.sqrt(sum((x - m) ** 2 for x in losses) / (len(losses) - 1))
print('%d positions: mean loss %.4f +- %.4f (95%%), Rapfi\'s move %d times' % (len(losses), m, 1.96 * sd / math.sqrt(len(losses)), same),
      file=sys.stderr)
ours.send('END')
if rapfi:
    rapfi.send('END')
