package dev.gomoku.examples.check;

import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainEvent;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One game of the checked brain against the {@link Sparring} partner under our referee, which judges
 * time, memory and the folder as GomocupJudge does, in a process of its own after a {@link WarmUp} move.
 *
 * @param label which game, for the evidence
 * @param result the result
 * @param brainSide the brain's colour
 * @param peakUss the peak unique memory of the brain's process tree, 0 if not measured
 */
record PlayedGame(String label, GameResult result, Side brainSide, long peakUss) {
    /** The manager's RESOURCES line: "... (N bytes)". */
    private static final Pattern BYTES = Pattern.compile("\\((\\d+) bytes\\)");

    /**
     * Plays a game.
     *
     * @param spec the brain
     * @param label which game
     * @param settings the game's settings
     * @param brainFirst whether the brain has black
     * @param seed the sparring partner's seed
     * @return the game
     */
    static PlayedGame play(BrainSpec spec, String label, GameSettings settings, boolean brainFirst, long seed) {
        List<BrainEvent> events = new ArrayList<>();
        ArenaLog log = e -> {
            synchronized (events) {
                events.add(e);
            }
        };
        GameResult r;
        try (Player brain = WarmUp.player(spec, log, settings); Sparring sparring = new Sparring(seed)) {
            r = brainFirst ? Referee.play(brain, sparring, settings, seed) : Referee.play(sparring, brain, settings, seed);
        }
        long peak = 0;
        synchronized (events) {
            for (BrainEvent e : events) {
                Matcher m = BYTES.matcher(e.text());
                if (e.kind() == BrainEvent.Kind.RESOURCES && m.find()) {
                    peak = Math.max(peak, Long.parseLong(m.group(1)));
                }
            }
        }
        return new PlayedGame(label, r, r.black().equals(spec.name()) ? Side.BLACK : Side.WHITE, peak);
    }

    /** Whether the brain lost the game. */
    boolean brainLost() {
        return result.winner() == brainSide.opponent();
    }

    /** How many stones the brain played. */
    int brainMoves() {
        int n = 0;
        for (int i = 0; i < result.moves().size(); i++) {
            n += sideAt(i) == brainSide ? 1 : 0;
        }
        return n;
    }

    /** Whose stone the i-th is: black first, no opening stones in these games. */
    Side sideAt(int i) {
        return i % 2 == 0 ? Side.BLACK : Side.WHITE;
    }

    /** The result in a few words. */
    String summary() {
        return label + ": " + result.summary() + " after " + result.moves().size() + " stones";
    }
}
