package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.Match;
import dev.gomoku.engine.arena.match.MatchJournal;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchRunner;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.examples.web.WebServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Plays matches on this machine, each resuming from its journal: {@code match-ID.journal} beside the
 * records ({@code --out}) or in the state folder, ID a hash of the match's definition. A match's journal
 * is removed when it is over, or, for the matches of a tournament, when the tournament is over
 * ({@link #forgetJournals}). Optionally the games are watched on the web page and the brains pinned to cores.
 */
final class LocalRunner implements MatchRunner {
    private final ArenaLog log;
    private final WebServer server;
    private final CorePins pins;
    private final Path stateDir;
    private final boolean keepJournals;
    private final Consumer<String> say;
    private final List<MatchJournal> kept = new ArrayList<>();

    /**
     * A runner.
     *
     * @param log receives the brains' events
     * @param server the page the games are shown on, or null
     * @param pins the cores the brains are pinned to, or null
     * @param stateDir where journals go when a match writes no records
     * @param keepJournals whether journals stay until {@link #forgetJournals} (a tournament's) rather than
     *     going when their match is over
     * @param say prints a line for the user
     */
    LocalRunner(ArenaLog log, WebServer server, CorePins pins, Path stateDir, boolean keepJournals,
            Consumer<String> say) {
        this.log = log;
        this.server = server;
        this.pins = pins;
        this.stateDir = stateDir;
        this.keepJournals = keepJournals;
        this.say = say;
    }

    /** Where the journals of runs without {@code --out} go: {@code $XDG_STATE_HOME/gomoku}, else {@code ~/.local/state/gomoku}. */
    static Path defaultStateDir() {
        String xdg = System.getenv("XDG_STATE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".local",
                "state");
        return base.resolve("gomoku");
    }

    @Override
    public MatchResult run(BrainSpec first, BrainSpec second, MatchSettings settings, MatchListener listener) {
        BrainSpec other = second.namedApartFrom(first);
        Path dir = settings.recordDir() != null ? settings.recordDir() : stateDir;
        MatchJournal journal = MatchJournal.at(dir.resolve("match-" + MatchJournal.id(first, other, settings)
                + ".journal"));
        if (Files.exists(journal.file())) {
            say.accept("Resuming " + first.name() + " vs " + other.name() + " from " + journal.file()
                    + " (delete it to start afresh)");
        }
        ArenaLog events = server == null ? log : e -> {
            log.event(e);
            server.watchLog().event(e);
        };
        MatchResult r = Match.resume(players(first, events), players(other, events), first.name(), other.name(),
                settings, listener, journal);
        if (keepJournals) {
            kept.add(journal);
        } else {
            remove(journal);
        }
        return r;
    }

    private Supplier<Player> players(BrainSpec spec, ArenaLog events) {
        // the page's players report every move and the example brains their analysis: the tiles show both
        BrainSpec shown = server == null ? spec : WebOptions.withMessages(spec);
        Supplier<Player> made = () -> BrainClients.player(pins == null ? shown : pins.pin(shown), events);
        return server == null ? made : server.watched(made);
    }

    /** Removes the journals kept for a tournament: it is over. */
    void forgetJournals() {
        kept.forEach(this::remove);
        kept.clear();
    }

    private void remove(MatchJournal journal) {
        try {
            journal.delete();
        } catch (IOException e) {
            say.accept("gomoku: cannot remove the journal " + journal.file() + ": " + e.getMessage());
        }
    }
}
