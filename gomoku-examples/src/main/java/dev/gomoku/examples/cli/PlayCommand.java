package dev.gomoku.examples.cli;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku play [BRAIN]}: a person against a brain in the terminal. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play against a brain. Type a move as h8 (column letter, row from the bottom) or 7,7 "
                + "(x,y from the top left); 'undo' takes back your last move and the brain's answer; 'quit' ends."})
final class PlayCommand implements Callable<Integer> {
    @Parameters(arity = "0..1", paramLabel = "BRAIN", description = "brain command (default: search)")
    String brain;

    @Mixin
    GameOptions game;

    @Option(names = "--white", description = "play white (the brain opens)")
    boolean white;

    @Option(names = "--protocol", description = "force a protocol: pipe or legacy")
    BrainProtocol protocol;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        BrainSpec spec = BrainArgs.specs(List.of(brain == null ? "search" : brain), protocol).get(0);
        GameSettings settings = game.settings().withSwap2(false);
        Board board = Board.create(settings.width(), settings.height(), settings.rule());
        Side human = white ? Side.WHITE : Side.BLACK;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try (Player p = BrainClients.player(spec, ArenaLog.NONE)) {
            out.println("You play " + (human == Side.BLACK ? "X (black)" : "O (white)") + " against " + spec.name()
                    + ", rule " + settings.rule().name().toLowerCase(java.util.Locale.ROOT) + ".");
            Answer ready = p.newGame(settings, "human", 1);
            if (ready.isFault()) {
                out.println("The brain did not start: " + ready.fault() + " " + ready.detail());
                return 1;
            }
            while (true) {
                if (board.isFull()) {
                    out.print(BoardText.draw(board));
                    out.println("Draw: the board is full.");
                    return 0;
                }
                if (board.sideToMove() == human) {
                    out.print(BoardText.draw(board));
                    out.print("Your move: ");
                    out.flush();
                    String line = in.readLine();
                    if (line == null || line.trim().equalsIgnoreCase("quit")) {
                        return 0;
                    }
                    if (line.trim().equalsIgnoreCase("undo") || line.trim().equalsIgnoreCase("takeback")) {
                        int plies = board.moveCount() >= 2 ? 2 : 0;
                        for (int i = 0; i < plies; i++) {
                            board.undo();
                        }
                        if (plies == 0) {
                            out.println("Nothing to take back.");
                        }
                        continue;
                    }
                    Point pt = BoardText.parse(line, board.height());
                    if (pt == null || !board.contains(pt.x(), pt.y())) {
                        out.println("Not a point of the board: " + line.trim());
                        continue;
                    }
                    int idx = board.index(pt.x(), pt.y());
                    if (!board.isEmpty(idx)) {
                        out.println("That point is taken.");
                        continue;
                    }
                    if (human == Side.BLACK && settings.rule().hasForbiddenMoves() && ForbiddenMoves.isForbidden(board, idx)) {
                        out.println("Forbidden for black: " + ForbiddenMoves.check(board, idx));
                        continue;
                    }
                    board.play(idx);
                    if (board.isWin(idx)) {
                        out.print(BoardText.draw(board));
                        out.println("You win!");
                        return 0;
                    }
                } else {
                    Answer a = p.move(board, Long.MAX_VALUE);
                    if (a.isFault()) {
                        out.print(BoardText.draw(board));
                        out.println("The brain failed (" + a.fault() + ": " + a.detail() + "): you win.");
                        return 0;
                    }
                    Point pt = a.points().get(0);
                    if (!board.contains(pt.x(), pt.y()) || !board.isEmpty(board.index(pt.x(), pt.y()))) {
                        out.println("The brain played an illegal move " + pt + ": you win.");
                        return 0;
                    }
                    int idx = board.index(pt.x(), pt.y());
                    if (board.sideToMove() == Side.BLACK && settings.rule().hasForbiddenMoves()
                            && ForbiddenMoves.isForbidden(board, idx)) {
                        out.println("The brain played the forbidden point " + BoardText.name(pt, board.height()) + ": you win.");
                        return 0;
                    }
                    board.play(idx);
                    out.println(spec.name() + " plays " + BoardText.name(pt, board.height()) + " (" + a.elapsedMillis() + " ms)");
                    if (board.isWin(idx)) {
                        out.print(BoardText.draw(board));
                        out.println(spec.name() + " wins.");
                        return 0;
                    }
                }
            }
        }
    }
}
