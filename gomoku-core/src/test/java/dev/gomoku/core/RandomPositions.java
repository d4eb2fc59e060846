package dev.gomoku.core;

import java.util.SplittableRandom;

/** Random boards for property tests, biased towards rows of four to seven stones so that fives, overlines and blocked ends are common. */
final class RandomPositions {
    /** Sizes worth covering: the smallest, thin rectangles, the usual squares, the largest. */
    static final int[][] SIZES = {{5, 5}, {5, 9}, {9, 5}, {32, 7}, {7, 32}, {15, 15}, {20, 20}, {32, 32}, {6, 11}};

    private RandomPositions() {
    }

    static Board emptyBoard(SplittableRandom rnd, Rule rule) {
        int[] size = rnd.nextInt(4) == 0
                ? new int[] {rnd.nextInt(Board.MIN_SIZE, Board.MAX_SIZE + 1), rnd.nextInt(Board.MIN_SIZE, Board.MAX_SIZE + 1)}
                : SIZES[rnd.nextInt(SIZES.length)];
        return Board.create(size[0], size[1], rule);
    }

    static Rule rule(SplittableRandom rnd) {
        Rule[] rules = Rule.values();
        return rules[rnd.nextInt(rules.length)];
    }

    /** A random position: scattered stones plus a few straight runs, with either colour anywhere. */
    static Board position(SplittableRandom rnd, Rule rule) {
        Board board = emptyBoard(rnd, rule);
        int cells = board.width() * board.height();
        int scattered = rnd.nextInt(cells / 2 + 1);
        for (int i = 0; i < scattered; i++) {
            placeIfEmpty(board, rnd.nextInt(board.width()), rnd.nextInt(board.height()), randomSide(rnd));
        }
        int runs = rnd.nextInt(1, 7);
        for (int r = 0; r < runs; r++) {
            int[] d = BoardReference.DIRECTIONS[rnd.nextInt(4)];
            int len = rnd.nextInt(3, 8);
            int x = rnd.nextInt(board.width());
            int y = rnd.nextInt(board.height());
            Side side = randomSide(rnd);
            for (int k = 0; k < len; k++) {
                // the odd gap makes broken fours and threes
                if (rnd.nextInt(6) != 0) {
                    placeIfEmpty(board, x + k * d[0], y + k * d[1], side);
                }
            }
            if (rnd.nextBoolean()) {
                placeIfEmpty(board, x - d[0], y - d[1], side.opponent());
            }
            if (rnd.nextBoolean()) {
                placeIfEmpty(board, x + len * d[0], y + len * d[1], side.opponent());
            }
        }
        return board;
    }

    static Side randomSide(SplittableRandom rnd) {
        return rnd.nextBoolean() ? Side.BLACK : Side.WHITE;
    }

    private static void placeIfEmpty(Board board, int x, int y, Side side) {
        if (board.contains(x, y) && board.stoneAt(x, y) == null) {
            board.place(board.index(x, y), side);
        }
    }
}
