package dev.gomoku.engine.search.internal;

/** Small move lists kept in one int array: cells at {@code [0, half)}, their scores at {@code [half, 2*half)}. */
final class MoveLists {
    private MoveLists() {
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
}
