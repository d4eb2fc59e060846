#!/usr/bin/env python3
"""standing.py LOG...: where our side (the brain not named rapfi-*) stands over gauntlets against Rapfi:
per match log (gomoku match -v ... > NAME.log) its games, W-L-D, score and wins by colour, and its pairs
(games 2k+1 and 2k+2 play one opening with both colours) by what decided them: one colour won both games
(the opening, not the programs), we won both, Rapfi won both, or a draw in it; then all of them pooled,
with the standard error of the mean game score. Many colour-decided pairs mean the openings are not
balanced for these programs, and those pairs measure nothing."""
import math, sys
import matchlog


def row(label, gs):
    n = len(gs)
    won = sum(1 for s, _ in gs if s == 1.0)
    drawn = sum(1 for s, _ in gs if s == 0.5)
    mean = sum(s for s, _ in gs) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s, _ in gs) / (n - 1)) if n > 1 else 0.0
    black = sum(1 for s, c in gs if c == 'black')
    print(f"{label}: {n} games, {won}-{n - won - drawn}-{drawn}, {mean * 100:.1f}% (SE {sd / math.sqrt(n) * 100:.1f}),"
          f" our wins as black / white {black} / {won - black}")


def pairs(games):
    """games: {game number: (our score, our colour)} of one match log; its pairs counted by what decided them."""
    kinds = {'black': 0, 'white': 0, 'ours': 0, 'rapfi': 0, 'drawn': 0}
    for g in games:
        if g % 2 == 0 or g + 1 not in games:
            continue
        (s1, c1), (s2, c2) = games[g], games[g + 1]
        if 0.5 in (s1, s2):
            kinds['drawn'] += 1
        elif s1 != s2:
            # we won one and lost one, and colours swap within a pair: our winning colour won both
            kinds[c1 if s1 == 1.0 else c2] += 1
        else:
            kinds['ours' if s1 == 1.0 else 'rapfi'] += 1
    return kinds


def pair_row(label, kinds):
    n = sum(kinds.values())
    decided = kinds['black'] + kinds['white']
    if n:
        print(f"{label}: {n} pairs, one colour won both {decided} ({100 * decided / n:.0f}%; black {kinds['black']}, "
              f"white {kinds['white']}), we won both {kinds['ours']}, Rapfi won both {kinds['rapfi']}, "
              f"with a draw {kinds['drawn']}")


if len(sys.argv) < 2:
    sys.exit(__doc__)
pooled = []
pooled_pairs = {}
for path in sys.argv[1:]:
    games = matchlog.results(path)
    gs = list(games.values())
    if not gs:
        sys.exit(f"{path}: no game results")
    pooled += gs
    row(path, gs)
    kinds = pairs(games)
    pair_row(path, kinds)
    for k, v in kinds.items():
        pooled_pairs[k] = pooled_pairs.get(k, 0) + v
if len(sys.argv) > 2:
    row("pooled", pooled)
    pair_row("pooled", pooled_pairs)
