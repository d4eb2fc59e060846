#!/usr/bin/env python3
"""brain-speed.py DIST [NODES]: the example search brain's processor time where it plays, with its default
evaluation (the networks in freestyle and renju, which GamePositionsBenchmark's Engine.create() does not use).

Per rule one DIST/bin/pbrain-search --nodes NODES process (one thread) is given the 24 positions of
game-positions.txt as BOARD commands; the line printed per rule is its processor time (user + system, JVM
start and warm-up included, the same for two builds) and a checksum of its 24 moves. Two builds with the
same search give the same checksum, and their times differ by speed alone: run them in turn on an idle
machine, several times each (the spread is about 1 s a run)."""
import os
import re
import subprocess
import sys
import zlib

POSITIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                         "src/main/resources/dev/gomoku/bench/game-positions.txt")
RULE_CODES = {"freestyle": 0, "renju": 4}


def positions():
    by_rule = {}
    with open(POSITIONS) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            rule, moves = line.split("|")
            by_rule.setdefault(rule.strip().lower(), []).append(moves.split())
    return by_rule


def run(dist, nodes, rule, boards):
    env = dict(os.environ, GOMOKU_JAVA_OPTS="-XX:ActiveProcessorCount=1")
    p = subprocess.Popen([os.path.join(dist, "bin", "pbrain-search"), "--nodes", str(nodes)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    p.stdin.write("START 15\nINFO rule %d\nINFO timeout_turn 1000000\n" % RULE_CODES[rule])
    answers = []
    for moves in boards:
        # BOARD lists own stones as 1: the side to move owns the stones an even number of plies back
        stones = ["%s,%d" % (m, 1 if (len(moves) - i) % 2 == 0 else 2) for i, m in enumerate(moves)]
        p.stdin.write("BOARD\n" + "\n".join(stones) + "\nDONE\n")
        p.stdin.flush()
        while True:
            line = p.stdout.readline()
            if not line:
                sys.exit("%s: the brain ended before answering" % rule)
            if re.fullmatch(r"\d+,\d+", line.strip()):
                answers.append(line.strip())
                break
    p.stdin.write("END\n")
    p.stdin.close()
    _, _, usage = os.wait4(p.pid, 0)
    return usage.ru_utime + usage.ru_stime, zlib.crc32(" ".join(answers).encode())


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    dist, nodes = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 200000
    for rule, boards in sorted(positions().items()):
        seconds, check = run(dist, nodes, rule, boards)
        print("%-9s %d positions  %.2f s  moves %08x" % (rule, len(boards), seconds, check))


if __name__ == "__main__":
    main()
