package dev.gomoku.engine.arena.client;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

/** In-process players and process commands for the arena tests. */
public final class TestPlayers {
    private TestPlayers() {
    }

    /** The command that runs a main class of the test class path in a small, quick-starting JVM. */
    public static List<String> java(String mainClass, String... args) {
        return javaWithHeap("-Xmx64m", mainClass, args);
    }

    /** The same with another heap limit. */
    public static List<String> javaWithHeap(String heap, String mainClass, String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", heap, "-cp", System.getProperty("java.class.path"),
                mainClass));
        Collections.addAll(cmd, args);
        return cmd;
    }

    /** A pipe-protocol spec for the hostile brain in a mode. */
    public static BrainSpec hostile(String mode) {
        // the memory hog needs a heap that lets it grow past any limit a test sets
        return new BrainSpec("hostile-" + mode.replace(':', '_').replace(',', '_'),
                javaWithHeap(mode.equals("hog") ? "-Xmx512m" : "-Xmx64m", HostileBrain.class.getName(), mode), null,
                BrainProtocol.PIPE);
    }

    /** Plays the empty cell last in raster order (bottom right first): never interferes with scripts. */
    public static class LastEmpty implements Player {
        private final String name;
        public int games;

        public LastEmpty(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Answer newGame(GameSettings settings, String opponent, long seed) {
            games++;
            return Answer.moves(List.of(), 0);
        }

        @Override
        public Answer move(Board board, long timeLeftMillis) {
            for (int y = board.height() - 1; y >= 0; y--) {
                for (int x = board.width() - 1; x >= 0; x--) {
                    int idx = board.index(x, y);
                    if (board.isEmpty(idx) && !(board.sideToMove() == Side.BLACK && board.rule().hasForbiddenMoves()
                            && dev.gomoku.core.ForbiddenMoves.isForbidden(board, idx))) {
                        return Answer.moves(List.of(new Point(x, y)), 1);
                    }
                }
            }
            return Answer.fault(Answer.Fault.GARBAGE, "board full", 0);
        }

        @Override
        public Answer swap2(Board board, long timeLeftMillis) {
            return Answer.choice(Answer.Kind.SWAP, 0);
        }

        @Override
        public void gameOver(GameResult result, Side mySide) {
        }

        @Override
        public void close() {
        }
    }

    /** Gives prepared answers in order, then faults. */
    public static final class Scripted implements Player {
        private final String name;
        private final Deque<Answer> moves = new ArrayDeque<>();
        private final Deque<Answer> swaps = new ArrayDeque<>();
        public Side sideAtEnd;

        public Scripted(String name) {
            this.name = name;
        }

        public Scripted moves(int... xy) {
            for (int i = 0; i < xy.length; i += 2) {
                moves.add(Answer.moves(List.of(new Point(xy[i], xy[i + 1])), 1));
            }
            return this;
        }

        public Scripted answer(Answer a) {
            moves.add(a);
            return this;
        }

        public Scripted swap(Answer a) {
            swaps.add(a);
            return this;
        }

        public static Answer stones(int... xy) {
            List<Point> p = new ArrayList<>();
            for (int i = 0; i < xy.length; i += 2) {
                p.add(new Point(xy[i], xy[i + 1]));
            }
            return Answer.moves(p, 1);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Answer newGame(GameSettings settings, String opponent, long seed) {
            return Answer.moves(List.of(), 0);
        }

        @Override
        public Answer move(Board board, long timeLeftMillis) {
            return moves.isEmpty() ? Answer.fault(Answer.Fault.GARBAGE, "script ended", 0) : moves.poll();
        }

        @Override
        public Answer swap2(Board board, long timeLeftMillis) {
            return swaps.isEmpty() ? Answer.fault(Answer.Fault.REFUSED, "no swap script", 0) : swaps.poll();
        }

        @Override
        public void gameOver(GameResult result, Side mySide) {
            sideAtEnd = mySide;
        }

        @Override
        public void close() {
        }
    }
}
