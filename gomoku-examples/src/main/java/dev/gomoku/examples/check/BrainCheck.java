package dev.gomoku.examples.check;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.protocol.pipe.Swap2Lines;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs every check on one pipe-protocol brain: probe sessions (the exact exchange), then games against
 * the sparring partner under our referee (time, memory, folder, renju), Swap2 through our manager's
 * client, and the legacy protocol when asked. Processes run one at a time, each killed when its checks end.
 */
public final class BrainCheck {
    /** How long a brain may take to start and answer START (our manager's start-up time). */
    static final long STARTUP_MILLIS = 20_000;
    /** timeout_match sent in the probes: GomocupJudge's default, 180 s. */
    static final long MATCH_MILLIS = 180_000;
    /** Gomocup's boards: 20x20 for freestyle, 15x15 for standard and renju. */
    private static final int SIZE = 20;

    private final BrainSpec spec;
    private final CheckOptions options;
    private final Consumer<Finding> progress;
    private final List<Finding> findings = new ArrayList<>();
    private final List<Long> folders = new ArrayList<>();

    private BrainCheck(BrainSpec spec, CheckOptions options, Consumer<Finding> progress) {
        this.spec = spec.withProtocol(BrainProtocol.PIPE);
        this.options = options;
        this.progress = progress;
    }

    /**
     * Checks a brain.
     *
     * @param commandLine the brain's command line (split at white space; a {@code pipe:} prefix is allowed)
     * @param options what to check and how
     * @param progress receives each finding as soon as it is made
     * @return the report
     */
    public static Report run(String commandLine, CheckOptions options, Consumer<Finding> progress) {
        long t0 = System.nanoTime();
        BrainCheck c = new BrainCheck(BrainSpec.parse(commandLine), options, progress);
        c.all();
        return new Report(commandLine.strip(), c.findings, (System.nanoTime() - t0) / 1_000_000L);
    }

    private void add(Finding f) {
        findings.add(f);
        progress.accept(f);
    }

    private void all() {
        long turn = options.turnMillis();
        long tol = options.toleranceMillis();
        boolean quick = options.quick();
        if (options.checks(Area.PROTOCOL) || options.checks(Area.TIMING) || options.checks(Area.FOLDER)) {
            List<SessionCheck> p = new ArrayList<>(List.of(new StartCheck(SIZE, STARTUP_MILLIS),
                    new InfoCheck(turn, MATCH_MILLIS, Rule.FREESTYLE)));
            if (options.checks(Area.PROTOCOL)) {
                p.addAll(List.of(new BigBoardCheck(SIZE, quick ? 120 : 240, turn, tol), new TakebackCheck(SIZE, turn, tol),
                        new RestartCheck(SIZE, turn, tol), new AboutCheck(turn + tol),
                        new UnknownCommandCheck(turn + tol), new LooseLinesCheck(false, SIZE, turn, tol),
                        new LooseLinesCheck(true, SIZE, turn, tol), new OutputCheck(), new EndCheck()));
            }
            session("protocol", p, f -> options.checks(f.area()) || f.verdict() == Verdict.FAIL);
        }
        if (options.checks(Area.TIMING)) {
            session("cold", List.of(new ColdMoveCheck(SIZE, options.coldTurnMillis(), tol),
                    new SuspensionCheck(SIZE, options.coldTurnMillis(), tol), new PonderCheck()), f -> true);
        }
        if (options.checks(Area.PROTOCOL) && !quick) {
            session("rect", List.of(new RectStartCheck(turn, tol)), f -> true);
        }
        // max_memory 0 (none): memory is the memory checks' business; over it, each probe would find a killed process
        TimeControl probe = clocks(turn, MATCH_MILLIS, 0);
        if (options.checks(Area.SWAP2)) {
            for (Swap2Lines l : quick ? List.of(Swap2Lines.XY) : List.of(Swap2Lines.XY, Swap2Lines.XY_FIELD)) {
                new Swap2Check(l, probe).run(spec).forEach(this::add);
            }
        }
        if (options.checks(Area.RENJU)) {
            add(new RenjuTrapsCheck(probe).run(spec));
            session("renju", List.of(new ForbidQueryCheck(turn, tol)), f -> true);
        }
        games();
        if (options.checks(Area.LEGACY)) {
            add(new LegacyCheck(clocks(Math.max(turn, 2000), MATCH_MILLIS, CheckOptions.GOMOCUP_MEMORY))
                    .run(options.legacyCommand().isBlank() ? String.join(" ", spec.command()) : options.legacyCommand()));
        }
    }

    /** The games, then the findings judged from them. */
    private void games() {
        boolean quick = options.quick();
        List<PlayedGame> played = new ArrayList<>();
        List<PlayedGame> timed = new ArrayList<>();
        long gomocup = CheckOptions.GOMOCUP_MEMORY;
        if (options.checks(Area.TIMING)) {
            timed.add(judged("time_left running down", SIZE, Rule.FREESTYLE, clocks(500, 5000, gomocup), true, played));
            timed.add(judged("time_left under timeout_turn", SIZE, Rule.FREESTYLE, clocks(2000, 3000, gomocup), false,
                    played));
            if (!quick) {
                timed.add(judged("timeout_turn 0", SIZE, Rule.FREESTYLE, clocks(0, 10_000, gomocup), true, played));
            }
        }
        if (options.checks(Area.MEMORY)) {
            if (!quick) {
                played.add(game("memory at 350 MiB", SIZE, Rule.FREESTYLE, clocks(1000, 15_000, gomocup), true));
            }
            played.add(game("memory at " + MemoryCheck.mib(options.smallMemoryBytes()), SIZE, Rule.FREESTYLE,
                    clocks(1000, quick ? 4000 : 8000, options.smallMemoryBytes()), false));
        }
        PlayedGame renju = null;
        if (options.checks(Area.RENJU) && !quick) {
            renju = judged("renju as black", 15, Rule.RENJU, clocks(500, 8000, gomocup), true, played);
        }
        for (PlayedGame g : timed) {
            add(new TimeControlCheck(g.result().settings().time().turnMillis() == 0 ? Verdict.WARN : Verdict.FAIL)
                    .judge(g));
        }
        if (options.checks(Area.MEMORY)) {
            add(new MemoryCheck(gomocup, Verdict.FAIL).judge(played));
            add(new MemoryCheck(options.smallMemoryBytes(), Verdict.WARN).judge(played));
        }
        if (renju != null) {
            add(new RenjuGameCheck().judge(renju));
        }
        if (options.checks(Area.PROTOCOL) && !played.isEmpty()) {
            add(new GameFaultsCheck().judge(played));
        }
        if (options.checks(Area.FOLDER)) {
            add(new FolderCheck().judge(folders, played));
        }
    }

    /**
     * A game for a line other than memory: played under the referee's max_memory, and again with none if
     * the brain lost it on memory (memory.350's finding), so that the line can judge what it is about.
     * Both games join {@code played}; the one returned is the one to judge.
     */
    private PlayedGame judged(String label, int size, Rule rule, TimeControl t, boolean brainFirst,
            List<PlayedGame> played) {
        PlayedGame g = game(label, size, rule, t, brainFirst);
        played.add(g);
        if (!g.brainLost() || g.result().ending() != Ending.MEMORY) {
            return g;
        }
        PlayedGame again = game(label + " (max_memory 0 after a memory loss)", size, rule,
                clocks(t.turnMillis(), t.matchMillis(), 0), brainFirst);
        played.add(again);
        return again;
    }

    private PlayedGame game(String label, int size, Rule rule, TimeControl time, boolean brainFirst) {
        return PlayedGame.play(spec, label, GameSettings.of(size, rule, time), brainFirst, label.hashCode());
    }

    private TimeControl clocks(long turn, long match, long memory) {
        return new TimeControl(turn, match, options.toleranceMillis(), memory, STARTUP_MILLIS, true);
    }

    /** Runs checks in order on one process; those after its death are skipped; the folder is measured. */
    private void session(String name, List<SessionCheck> checks, java.util.function.Predicate<Finding> shown) {
        try (ProbeSession s = ProbeSession.start(spec, name)) {
            String died = null;
            for (SessionCheck c : checks) {
                Finding f;
                if (died != null && !(c instanceof OutputCheck)) {
                    f = c.result(Verdict.SKIP, "the process had ended (see " + died + ")", "");
                } else {
                    f = c.run(s);
                    if (died == null && !s.alive() && !(c instanceof EndCheck)) {
                        died = c.id();
                    }
                }
                if (shown.test(f)) {
                    add(f);
                }
            }
            folders.add(FolderCheck.size(s.folder()));
            s.deleteFolder();
        } catch (IOException e) {
            for (SessionCheck c : checks) {
                add(c.result(Verdict.FAIL, "cannot start " + spec.command() + ": " + e.getMessage(),
                        Referees.CRASH_LOSS));
            }
        }
    }

    /** Sleeps, keeping an interrupt for the caller. */
    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
