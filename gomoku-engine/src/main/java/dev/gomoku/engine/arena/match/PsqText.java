package dev.gomoku.engine.arena.match;

import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** The Piskvork {@code .psq} text of a game, written by gomoku-core's {@link Psq}. */
final class PsqText {
    private PsqText() {
    }

    static String of(GameResult r) {
        GameSettings s = r.settings();
        List<Integer> times = new ArrayList<>();
        for (long t : r.millis()) {
            times.add((int) Math.min(Integer.MAX_VALUE, Math.max(0, t)));
        }
        return Psq.write(new GameRecord(s.width(), s.height(), r.moves(), times, name(r.black()), name(r.white()),
                OptionalInt.of(-1)));
    }

    private static Optional<String> name(String n) {
        String clean = n.replaceAll("[\\r\\n]", " ").strip();
        return clean.isEmpty() ? Optional.empty() : Optional.of(clean);
    }
}
