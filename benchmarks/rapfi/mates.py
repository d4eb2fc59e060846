#!/usr/bin/env python3
"""mates.py NAME.log [RULE]: for each game Rapfi won in the match log, the ply at which it first announced a forced win
(its first `Eval +M` message), as "GAME PLY EVAL" lines (the input of VctProbe.java escape). Rapfi's messages are
counted as its moves from its first, whose ply is where the first move of its first Bestline stands in the record
NAME/game-NNNN.psq (so any opening length works: the balanced sets have five stones); without the record, a
three-stone opening is assumed (white's first ply is index 3, black's 4).

With RULE (renju, freestyle), prints instead the lines of LostGamesTest's rapfi-wins.txt, "RULE | moves before that
ply | EVAL | Rapfi's move", reading the records NAME/game-NNNN.psq that `gomoku match --out NAME` writes; a game whose
record disagrees with the first move of the Bestline Rapfi sent with that message is left out (and counted on stderr)."""
import os, re, sys
from gomocup import moves as record_moves

rule = sys.argv[2] if len(sys.argv) > 2 else None
name = sys.argv[1][:-4] if sys.argv[1].endswith('.log') else sys.argv[1]

evals, lines, skipped = [], [], 0
for line in open(sys.argv[1], errors='replace'):
    m = re.search(r'\[rapfi\S*\] MESSAGE Speed .* Eval (\S+)', line)
    if m:
        evals.append(m.group(1))
        lines.append(None)
        continue
    m = re.search(r'\[rapfi\S*\] MESSAGE Bestline ([A-Z])(\d+)', line)
    if m and lines and lines[-1] is None:
        lines[-1] = (ord(m.group(1)) - ord('A'), int(m.group(2)) - 1)
        continue
    g = re.match(r'game (\d+): (?:(\S+) \((black|white)\) wins|draw)', line)
    if not g:
        continue
    if g.group(2) and g.group(2).startswith('rapfi'):
        k = next((i for i, e in enumerate(evals) if e.startswith('+M')), None)
        if k is not None:
            path = '%s/game-%04d.psq' % (name, int(g.group(1)))
            moves = record_moves(path) if os.path.exists(path) else None
            first = 4 if g.group(3) == 'black' else 3
            j = next((i for i, l in enumerate(lines) if l is not None), None)
            if moves is not None and j is not None and lines[j] in moves:
                first = moves.index(lines[j]) - 2 * j
            ply = first + 2 * k
            if rule is None:
                print(g.group(1), ply, evals[k])
            elif moves is None:
                sys.exit('no record ' + path)
            else:
                if ply >= len(moves) or lines[k] not in (None, moves[ply]):
                    skipped += 1
                else:
                    print('%s | %s | %s | %d,%d' % (rule, ' '.join('%d,%d' % xy for xy in moves[:ply]), evals[k],
                                                    moves[ply][0], moves[ply][1]))
    evals, lines = [], []
if rule is not None:
    print('%d games left out: record and Bestline disagree' % skipped, file=sys.stderr)
