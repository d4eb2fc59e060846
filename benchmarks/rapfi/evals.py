#!/usr/bin/env python3
"""evals.py RULE SIZE MS FILE [RAPFI]: Rapfi's own evaluation, for the side to move, of each opening of an
openings file in offset notation (what gomoku openings writes), searched for MS ms from the position:
one line "N EVAL" per opening, EVAL as Rapfi prints it (+M25: the side to move mates in 25 plies).
RULE: freestyle, standard or renju. A judge of how balanced a set is for a strong program, and what a
set's recipe can be fitted to. Rapfi sometimes leaves a position unanswered; it is then started again."""
import queue
import re
import subprocess
import sys
import threading

if len(sys.argv) < 5:
    sys.exit(__doc__)
rule, size, ms, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
RAPFI = sys.argv[5] if len(sys.argv) > 5 else '/work/rapfi-build/rapfi/Rapfi/build/pbrain-rapfi'
RULES = {'freestyle': 0, 'standard': 1, 'renju': 4}
openings = [l for l in open(path) if l.strip() and not l.startswith('#')]


class Rapfi:
    def __init__(self):
        self.p = subprocess.Popen([RAPFI], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self.pump, daemon=True).start()

    def pump(self):
        for line in self.p.stdout:
            self.lines.put(line.strip())

    def send(self, text):
        self.p.stdin.write(text + '\n')
        self.p.stdin.flush()

    def line(self):
        # well past the turn: an answer this late will not come
        return self.lines.get(timeout=ms / 1000 * 5 + 5)


def evaluate(rapfi, opening):
    c = size // 2
    v = [int(t) for t in opening.replace(' ', '').split(',') if t]
    stones = [(c + v[k], c + v[k + 1]) for k in range(0, len(v), 2)]
    rapfi.send(f'START {size}')
    while not rapfi.line().startswith('OK'):
        pass
    for info in (f'rule {RULES[rule]}', f'timeout_turn {ms}', 'timeout_match 0', 'max_memory 209715200'):
        rapfi.send('INFO ' + info)
    rapfi.send('BOARD')
    for k, (x, y) in enumerate(stones):
        # field 1 is the side to move's stone: the last stone is the opponent's
        rapfi.send(f'{x},{y},{1 if (len(stones) - k) % 2 == 0 else 2}')
    rapfi.send('DONE')
    evaluation = None
    while True:
        line = rapfi.line()
        m = re.search(r'Eval (\S+)', line)
        if m:
            evaluation = m.group(1)
        if re.match(r'^\d+,\d+$', line):
            return evaluation


rapfi = Rapfi()
for i, opening in enumerate(openings):
    while True:
        try:
            evaluation = evaluate(rapfi, opening)
            break
        except queue.Empty:
            print(f'opening {i + 1}: no answer, starting Rapfi again', file=sys.stderr)
            rapfi.p.kill()
            rapfi = Rapfi()
    print(i + 1, evaluation, flush=True)
rapfi.send('END')
