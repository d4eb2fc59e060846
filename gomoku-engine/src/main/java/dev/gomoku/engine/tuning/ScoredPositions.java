package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.IllegalMoveException;
import dev.gomoku.core.Rule;
import dev.gomoku.core.record.RecordFormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * Positions labelled with an expected score rather than a game result: what a stronger program's
 * search thinks each is worth to the side to move. One position per line, {@code SCORE x,y x,y ...}:
 * the score between 0 and 1, then the moves from the empty board in the order played (black first,
 * 0-based columns and rows); blank lines and lines starting with {@code #} are skipped. A search score
 * labels every position, where a game result is one noisy outcome for a whole game, so far fewer
 * positions fit the same weights.
 */
public final class ScoredPositions {
    private ScoredPositions() {
    }

    /**
     * Reads a file's text.
     *
     * @param text the lines
     * @param size the board's width and height
     * @param rule the rule the positions are under
     * @return the positions, in file order
     * @throws RecordFormatException naming the first line that is not a score and a legal move sequence
     * @throws IllegalArgumentException if no {@link Board} has that size
     */
    public static List<LabeledPosition> read(String text, int size, Rule rule) throws RecordFormatException {
        List<LabeledPosition> out = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\\s+");
            double score;
            try {
                score = Double.parseDouble(fields[0]);
            } catch (NumberFormatException e) {
                score = Double.NaN; // refused below, like a score out of range
            }
            if (!(score >= 0 && score <= 1)) {
                throw new RecordFormatException(n + 1, "expected a score between 0 and 1, got " + fields[0]);
            }
            Board board = Board.create(size, size, rule);
            for (int i = 1; i < fields.length; i++) {
                String[] xy = fields[i].split(",", -1);
                try {
                    if (xy.length != 2) {
                        throw new NumberFormatException();
                    }
                    board.play(board.index(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
                } catch (NumberFormatException e) {
                    throw new RecordFormatException(n + 1, "move " + i + ": expected x,y, got " + fields[i]);
                } catch (IllegalMoveException e) {
                    throw new RecordFormatException(n + 1, "move " + i + ": " + e.getMessage());
                }
            }
            out.add(new LabeledPosition(board, score));
        }
        return out;
    }
}
