#!/usr/bin/env python3
"""Reference values for PentanomialTest, computed apart from the Java code.

The GSPRT log-likelihood ratio of pair counts n = (n0..n4) (pair scores 0, 1/2, 1, 3/2, 2 points,
i.e. a = 0, 1/4, 1/2, 3/4, 1 per game) between logistic Elo elo0 and elo1 is
    LLR = max{ sum n_i ln p_i : sum p_i a_i = s1 } - max{ sum n_i ln p_i : sum p_i a_i = s0 },
    s = 1 / (1 + 10^(-elo/400))
(M. Van den Bergh, "Comments on Normalized Elo", proposition 1.1, and fishtest/fastchess's
logistic pentanomial SPRT). Here each maximum is found directly, over the simplex, by scipy's SLSQP:
no Lagrange multiplier, no root finding (the Java code solves the dual equation instead). The
trinomial case is the same with a = 0, 1/2, 1.

Elo and its 95% error from pairs: mu = sum n_i a_i / N, var = sum n_i (a_i - mu)^2 / N,
Elo = -400 log10(1/mu - 1), ends at mu -+ 1.959963984540054 sqrt(var / N), error = half the width.

fastchess (app/src/matchmaking/sprt/sprt.cpp, model=logistic) does the same maximisation after
replacing a zero count by 1e-3; here (and in the Java code) zero counts stay zero, and a mean that
the observed outcomes cannot reach puts the missing mass on an unobserved extreme outcome.

Run: python3 pentanomial-reference.py   (Python 3.11, numpy 2.4.6, scipy 1.17.1); output below the script.
"""
import math
import numpy as np
from scipy.optimize import minimize

PENTA = [0.0, 0.25, 0.5, 0.75, 1.0]
TRI = [0.0, 0.5, 1.0]


def score(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def max_loglik(counts, a, s):
    counts = np.array(counts, float)
    a = np.array(a)
    k = len(a)
    seen = counts > 0

    def f(p):
        return -np.sum(counts[seen] * np.log(np.maximum(p[seen], 1e-300)))

    cons = [{"type": "eq", "fun": lambda p: np.sum(p) - 1},
            {"type": "eq", "fun": lambda p: np.dot(p, a) - s}]
    best = None
    # several starts: the feasible set is a polytope, the objective concave
    rng = np.random.default_rng(1)
    for _ in range(12):
        x0 = rng.dirichlet(np.ones(k))
        r = minimize(f, x0, method="SLSQP", bounds=[(1e-15, 1)] * k, constraints=cons,
                     options={"ftol": 1e-15, "maxiter": 2000})
        if r.success and abs(np.sum(r.x) - 1) < 1e-9 and abs(np.dot(r.x, a) - s) < 1e-9:
            if best is None or r.fun < best:
                best = r.fun
    return -best


def llr(counts, a, elo0, elo1):
    return max_loglik(counts, a, score(elo1)) - max_loglik(counts, a, score(elo0))


def elo(counts, a):
    n = sum(counts)
    mu = sum(c * x for c, x in zip(counts, a)) / n
    var = sum(c * (x - mu) ** 2 for c, x in zip(counts, a)) / n
    se = math.sqrt(var / n)
    lo_s, hi_s = mu - 1.959963984540054 * se, mu + 1.959963984540054 * se
    if lo_s <= 0 or hi_s >= 1:
        return (float("nan"),) * 4  # the Java code turns to Wilson's interval there; not checked here
    e = lambda m: -400 * math.log10(1 / m - 1)
    lo, hi = e(mu - 1.959963984540054 * se), e(mu + 1.959963984540054 * se)
    return e(mu), lo, hi, (hi - lo) / 2


if __name__ == "__main__":
    for counts, e0, e1 in [([10, 20, 40, 25, 5], 0, 10), ([3, 14, 30, 21, 12], -5, 15),
                           ([0, 0, 7, 0, 0], 0, 10), ([0, 0, 0, 0, 12], 0, 40), ([2, 0, 5, 0, 9], 0, 20),
                           ([120, 260, 410, 300, 150], 0, 10)]:
        print("penta", counts, [e0, e1], "LLR %.9f" % llr(counts, PENTA, e0, e1),
              "Elo %.9f low %.9f high %.9f err %.9f" % elo(counts, PENTA))
    for counts, e0, e1 in [([30, 25, 45], 0, 10), ([12, 40, 3], -5, 15)]:
        print("tri(L,D,W)", counts, [e0, e1], "LLR %.9f" % llr(counts, TRI, e0, e1))

# Output:
# penta [10, 20, 40, 25, 5] [0, 10] LLR -0.437486233 Elo -8.687699877 low -43.763202345 high 26.211045464 err 34.987123905
# penta [3, 14, 30, 21, 12] [-5, 15] LLR 2.268207853 Elo 54.735183963 low 14.555167643 high 96.428989880 err 40.936911118
# penta [0, 0, 7, 0, 0] [0, 10] LLR -0.204375271 Elo -0.000000000 low -0.000000000 high -0.000000000 err 0.000000000
# penta [0, 0, 0, 0, 12] [0, 40] LLR 1.302197654 Elo nan low nan high nan err nan
# penta [2, 0, 5, 0, 9] [0, 20] LLR 0.552104708 Elo 162.994130631 low 32.187915005 high 365.535569087 err 166.673827041
# penta [120, 260, 410, 300, 150] [0, 10] LLR 2.802008814 Elo 14.017099563 low 2.917252791 high 25.145628166 err 11.114187688
# tri(L,D,W) [30, 25, 45] [0, 10] LLR 0.520895027
# tri(L,D,W) [12, 40, 3] [-5, 15] LLR -2.013682059
