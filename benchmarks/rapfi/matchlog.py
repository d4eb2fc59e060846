"""matchlog.py: the game results of a match log (gomoku match -v ... > NAME.log), for the scripts beside it."""
import re

# "game 12: w-x (black) wins: five in a row; 12/60 ..." or "game 1: draw (a vs b, board full); 1/60 ..."
GAME = re.compile(r'game (\d+): (.*?); \d+/\d+')
WINNER = re.compile(r'(\S+) \((black|white)\) wins')


def results(path):
    """Per game number: our side's score (the brain not named rapfi-*) and, when we won, our colour (else None)."""
    out = {}
    for line in open(path, errors='replace'):
        if line.startswith('['):
            continue
        m = GAME.match(line)
        if not m:
            continue
        w = WINNER.match(m.group(2))
        if w is None:
            out[int(m.group(1))] = (0.5, None)
        else:
            ours = not w.group(1).startswith('rapfi')
            out[int(m.group(1))] = (1.0 if ours else 0.0, w.group(2) if ours else None)
    return out
