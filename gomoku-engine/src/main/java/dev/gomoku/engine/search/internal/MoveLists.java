package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;

/** Helpers for the searches' small cell lists (plain int arrays, no allocation). */
final class MoveLists {
    private MoveLists() {
    }

    /**
     * One step of a selection sort: swaps the best-scored of {@code moves[i..n)} (the first of equals)
     * into place {@code i}, with its score, so that a search that cuts off early sorts little.
     *
     * @param moves the cells
     * @param scores their scores, in step
     * @param i the place to fill
     * @param n the lists' length
     * @return the cell now at {@code i}
     */
    static int pickBest(int[] moves, int[] scores, int i, int n) {
        // The best score first (a branch-free maximum), then its first place: measured faster than one
        // compare-and-remember pass (docs/search.md#speed).
        int best = scores[i];
        for (int j = i + 1; j < n; j++) {
            best = Math.max(best, scores[j]);
        }
        int bi = i;
        while (scores[bi] != best) {
            bi++;
        }
        int m = moves[bi];
        moves[bi] = moves[i];
        moves[i] = m;
        int t = scores[bi];
        scores[bi] = scores[i];
        scores[i] = t;
        return m;
    }

    /**
     * Inserts a cell into a list sorted by descending score (insertion sort: the lists are short and
     * mostly arrive in order); equal scores keep their arrival order.
     *
     * @param list cells then scores
     * @param half offset of the scores
     * @param n the list's length before the insertion
     * @param cell the cell
     * @param score its score
     */
    static void insertDescending(int[] list, int half, int n, int cell, int score) {
        int j = n;
        list[j] = cell;
        list[j + half] = score;
        while (j > 0 && list[j + half - 1] < score) {
            list[j] = list[j - 1];
            list[j + half] = list[j + half - 1];
            list[j - 1] = cell;
            list[j + half - 1] = score;
            j--;
        }
    }

    /**
     * Appends {@code cell} unless the list already holds it.
     *
     * @param list the cells
     * @param n the list's length
     * @param cell the cell
     * @return the new length
     */
    static int addUnique(int[] list, int n, int cell) {
        for (int i = 0; i < n; i++) {
            if (list[i] == cell) {
                return n;
            }
        }
        list[n] = cell;
        return n + 1;
    }

    /**
     * Appends the empty cells that can change whether {@code cell} is forbidden for black, without
     * duplicates, up to 500 cells: the defences of a line whose only block is forbidden. A point's
     * status depends on its four lines and, through the points that would extend its threes and
     * fours, on theirs, so this is every empty cell within five steps in the four line directions of
     * {@code cell} or of such a cell (stopping at the board's edge).
     *
     * @param pos the position
     * @param list the cells
     * @param n the list's length
     * @param cell the forbidden block
     * @return the new length
     */
    static int addEmptyAround(SearchBoard pos, int[] list, int n, int cell) {
        boolean[] seen = new boolean[pos.board().capacity()];
        for (int i = 0; i < n; i++) {
            seen[list[i]] = true;
        }
        int first = n;
        n = addLines(pos, list, n, cell, seen);
        int end = n;
        for (int i = first; i < end; i++) {
            n = addLines(pos, list, n, list[i], seen);
        }
        return n;
    }

    private static int addLines(SearchBoard pos, int[] list, int n, int cell, boolean[] seen) {
        for (int dir = 0; dir < 4; dir++) {
            int st = pos.step(dir);
            for (int sign = -1; sign <= 1; sign += 2) {
                int x = cell;
                for (int k = 0; k < 5 && n < 500; k++) {
                    x += sign * st;
                    int v = pos.cell(x);
                    if (v == Board.WALL) {
                        break;
                    }
                    if (v == Board.EMPTY && !seen[x]) {
                        seen[x] = true;
                        list[n++] = x;
                    }
                }
            }
        }
        return n;
    }
}
