package dev.gomoku.core;

import java.util.SplittableRandom;

/** Seeded random renju-like positions and their conversion to boards, for the forbidden-move tests. */
final class RenjuPositions {
    static final int SIZE = 15;

    private RenjuPositions() {
    }

    /**
     * 20..70 stones, black as many as white or one more, clustered around the centre; black is kept
     * tighter than white in most positions so that threes and fours (and nested threes) are common.
     */
    static int[][] random(SplittableRandom rnd) {
        int[][] g = new int[SIZE][SIZE];
        int n = 20 + rnd.nextInt(51);
        double blackSpread = 1.4 + rnd.nextDouble() * 1.8;
        double whiteSpread = blackSpread + rnd.nextDouble() * 2.5;
        for (int i = 0; i < n; i++) {
            int colour = i % 2 == 0 ? RenjuReference.BLACK : RenjuReference.WHITE;
            double spread = colour == RenjuReference.BLACK ? blackSpread : whiteSpread;
            while (true) {
                int x = (int) Math.round(SIZE / 2 + rnd.nextGaussian() * spread);
                int y = (int) Math.round(SIZE / 2 + rnd.nextGaussian() * spread);
                if (x >= 0 && y >= 0 && x < SIZE && y < SIZE && g[y][x] == RenjuReference.EMPTY) {
                    g[y][x] = colour;
                    break;
                }
            }
        }
        return g;
    }

    /** A renju board with the stones of {@code grid[y][x]}, black first then alternating where possible. */
    static Board board(int[][] grid) {
        Board b = Board.create(grid[0].length, grid.length, Rule.RENJU);
        for (int y = 0; y < grid.length; y++) {
            for (int x = 0; x < grid[0].length; x++) {
                if (grid[y][x] != RenjuReference.EMPTY) {
                    b.place(b.index(x, y), grid[y][x] == RenjuReference.BLACK ? Side.BLACK : Side.WHITE);
                }
            }
        }
        return b;
    }

    static Board board(RenjuData.Case c) {
        return board(c.grid());
    }

    /** Cells, hash and history length, to show a board came back unchanged. */
    record Snapshot(int[] cells, long hash, int moves) {
        static Snapshot of(Board b) {
            int[] cells = new int[b.width() * b.height()];
            for (int y = 0; y < b.height(); y++) {
                for (int x = 0; x < b.width(); x++) {
                    cells[y * b.width() + x] = b.cell(b.index(x, y));
                }
            }
            return new Snapshot(cells, b.hash(), b.moveCount());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Snapshot s && java.util.Arrays.equals(cells, s.cells) && hash == s.hash
                    && moves == s.moves;
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(cells) * 31 + Long.hashCode(hash) + moves;
        }

        @Override
        public String toString() {
            return "Snapshot[hash=" + Long.toHexString(hash) + ", moves=" + moves + "]";
        }
    }
}
