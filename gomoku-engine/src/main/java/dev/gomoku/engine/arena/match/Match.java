package dev.gomoku.engine.arena.match;

import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.PairCounts;
import dev.gomoku.engine.arena.stats.Sprt;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Runs a match: N games between two players, colours alternating, openings in turn, several games at
 * once, an optional SPRT stop, a {@code .psq} record per game, and optionally a {@link MatchJournal}
 * from which a stopped match resumes.
 */
public final class Match {
    private final Supplier<Player> a;
    private final Supplier<Player> b;
    private final MatchSettings settings;
    private final MatchListener listener;
    private final GameResult[] results;
    /** The journal, or null. */
    private final MatchJournal journal;
    /** The next game to hand to a game thread: the lowest not finished (in the journal) nor handed out. */
    private int next;
    private final AtomicBoolean stop = new AtomicBoolean();
    private MatchScore score = MatchScore.ZERO;
    private int finished;
    private Sprt.Decision decision;
    private String nameA;
    private String nameB;

    private Match(Supplier<Player> a, Supplier<Player> b, MatchSettings settings, MatchListener listener,
            MatchJournal journal) {
        this.a = a;
        this.b = b;
        this.settings = settings;
        this.listener = listener;
        this.journal = journal;
        this.results = new GameResult[settings.games()];
        this.decision = settings.sprt() == null ? null : Sprt.Decision.CONTINUE;
    }

    /**
     * Plays a match between two brain programs, the second named apart from the first
     * ({@link BrainSpec#namedApartFrom}).
     *
     * @param first the first brain (black in even-numbered games)
     * @param second the second brain
     * @param settings the match settings
     * @param listener follows the progress
     * @param log receives brain events
     * @return the result
     */
    public static MatchResult run(BrainSpec first, BrainSpec second, MatchSettings settings, MatchListener listener,
            ArenaLog log) {
        BrainSpec s2 = second.namedApartFrom(first);
        return run(() -> BrainClients.player(first, log), () -> BrainClients.player(s2, log), settings, listener);
    }

    /**
     * Plays a match between players made by factories (one pair per concurrent game). The two
     * factories must make players with different names.
     *
     * @param first makes the first player
     * @param second makes the second player
     * @param settings the match settings
     * @param listener follows the progress
     * @return the result
     * @throws IllegalArgumentException if both players have the same name
     */
    public static MatchResult run(Supplier<Player> first, Supplier<Player> second, MatchSettings settings,
            MatchListener listener) {
        return new Match(first, second, settings, listener, null).run(null, null);
    }

    /**
     * Plays a match that resumes from a journal: the games the journal holds count at once (the listener
     * hears of each, in order) and are not played; each game that ends is recorded and then written to
     * the journal. Played through to its end, the match has the same games as one never stopped.
     *
     * @param first makes the first player, named {@code firstName}
     * @param second makes the second player, named {@code secondName}
     * @param firstName the first player's name
     * @param secondName the second player's name
     * @param settings the match settings
     * @param listener follows the progress
     * @param journal the games finished so far, and where each new one is written
     * @return the result, journaled games included
     * @throws IllegalArgumentException if both players have the same name
     * @throws java.io.UncheckedIOException if the journal exists and cannot be read
     */
    public static MatchResult resume(Supplier<Player> first, Supplier<Player> second, String firstName,
            String secondName, MatchSettings settings, MatchListener listener, MatchJournal journal) {
        return new Match(first, second, settings, listener, journal).run(firstName, secondName);
    }

    private MatchResult run(String firstName, String secondName) {
        if (journal != null) {
            nameA = firstName;
            nameB = secondName;
            Map<Integer, GameResult> done;
            try {
                done = journal.read(settings);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the journal " + journal.file(), e);
            }
            // the test decides on the games so far as it did when they were played
            done.forEach((i, r) -> count(i, r, firstName));
        }
        int todo = 0;
        for (GameResult r : results) {
            todo += r == null ? 1 : 0;
        }
        int workers = stop.get() ? 0 : Math.min(settings.concurrency(), todo);
        List<Thread> threads = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (int w = 0; w < workers; w++) {
            Thread t = new Thread(() -> {
                try {
                    work();
                } catch (RuntimeException e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    stop.set(true);
                }
            }, "arena-game-" + w);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            boolean interrupted = false;
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    stop.set(true);
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        List<GameResult> played = new ArrayList<>();
        for (GameResult r : results) {
            if (r != null) {
                played.add(r);
            }
        }
        return new MatchResult(nameA == null ? "?" : nameA, nameB == null ? "?" : nameB, score, played, decision);
    }

    private void work() {
        try (Player pa = a.get(); Player pb = b.get()) {
            synchronized (this) {
                nameA = pa.name();
                nameB = pb.name();
            }
            if (pa.name().equals(pb.name())) {
                throw new IllegalArgumentException("both players are named " + pa.name());
            }
            int i;
            while (!stop.get() && (i = nextGame()) < settings.games()) {
                boolean aFirst = MatchSettings.firstOpens(i);
                Player first = aFirst ? pa : pb;
                Player second = aFirst ? pb : pa;
                listener.gameStarted(i, first.name(), second.name());
                GameResult r = Referee.play(first, second, settings.gameSettings(i), settings.gameSeed(i));
                Records.write(settings.recordDir(), i, r);
                finish(i, r, pa.name());
            }
        }
    }

    private synchronized int nextGame() {
        while (next < results.length && results[next] != null) {
            next++;
        }
        return next++;
    }

    private synchronized void finish(int i, GameResult r, String aName) {
        if (journal != null) {
            try {
                journal.append(i, r);
            } catch (IOException e) {
                System.err.println("gomoku arena: cannot write game " + (i + 1) + " to the journal " + journal.file()
                        + ": " + e.getMessage());
            }
        }
        count(i, r, aName);
    }

    private void count(int i, GameResult r, String aName) {
        results[i] = r;
        String w = r.winnerName();
        score = score.plus(w == null ? 0 : w.equals(aName) ? 1 : -1);
        finished++;
        if (settings.sprt() != null) {
            decision = settings.sprt().decide(score, PairCounts.of(results, aName));
            if (decision != Sprt.Decision.CONTINUE) {
                stop.set(true);
            }
        }
        listener.gameFinished(i, r, score, finished);
    }
}
