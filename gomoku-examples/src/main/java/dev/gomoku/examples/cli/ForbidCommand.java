package dev.gomoku.examples.cli;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import dev.gomoku.core.record.RecordFormatException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku forbid}: black's forbidden points of a renju position. */
@Command(name = "forbid", mixinStandardHelpOptions = true,
        description = "Shows black's renju-forbidden points of a position given as moves (h8 h7 i7 ... or 7,7 ...) "
                + "or as a .psq file.")
final class ForbidCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "MOVE", description = "moves in order, black first")
    List<String> moves = new ArrayList<>();

    @Option(names = "--psq", paramLabel = "FILE", description = "read the moves from a .psq record")
    Path psq;

    @Option(names = {"-s", "--size"}, description = "board size when given moves (default: ${DEFAULT-VALUE})",
            defaultValue = "15")
    int size;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        Board board;
        try {
            if (psq != null) {
                GameRecord r = Psq.read(Files.readString(psq, StandardCharsets.UTF_8));
                board = Board.create(r.width(), r.height(), Rule.RENJU);
                for (Point p : r.moves()) {
                    board.play(board.index(p.x(), p.y()));
                }
            } else {
                board = Board.create(size, Rule.RENJU);
                for (String m : moves) {
                    Point p = BoardText.parse(m, size);
                    if (p == null || !board.contains(p.x(), p.y()) || !board.isEmpty(board.index(p.x(), p.y()))) {
                        System.err.println("gomoku forbid: bad or repeated move: " + m);
                        return 2;
                    }
                    board.play(board.index(p.x(), p.y()));
                }
            }
        } catch (RecordFormatException | IllegalArgumentException e) {
            System.err.println("gomoku forbid: " + e.getMessage());
            return 2;
        }
        List<Point> forbidden = ForbiddenMoves.all(board);
        out.print(BoardText.draw(board, forbidden));
        List<String> names = new ArrayList<>();
        for (Point p : forbidden) {
            names.add(BoardText.name(p, board.height()) + " (" + p + ", "
                    + ForbiddenMoves.check(board, board.index(p.x(), p.y())).name().toLowerCase(java.util.Locale.ROOT)
                    .replace('_', '-') + ")");
        }
        out.println(forbidden.isEmpty() ? "No forbidden points for black."
                : "Forbidden for black: " + String.join(", ", names));
        return 0;
    }
}
