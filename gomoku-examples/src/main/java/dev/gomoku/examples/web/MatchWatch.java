package dev.gomoku.examples.web;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.BrainEvent;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.Tournament;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.stats.MatchScore;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A running match or tournament as the page shows it: one tile per game thread ({@code -c N} gives N
 * tiles) with the position, who is thinking for how long, the last answer times and the game clocks;
 * the score, progress, standings and recent results. Fed by the arena's listeners (called from the game
 * threads) and by {@link WatchedPlayer}s; read by the server's threads.
 */
final class MatchWatch {
    /** Finished-game summaries kept for the page. */
    private static final int RESULTS = 20;

    private final Updates updates;
    private final Map<Thread, Tile> tiles = new LinkedHashMap<>();
    private final Deque<String> results = new ArrayDeque<>();
    private final Map<String, MatchScore> standings = new LinkedHashMap<>();
    private String title = "";
    private String current = "";
    private int total;
    private int finished;
    private MatchScore score = MatchScore.ZERO;
    private String first = "";
    private String second = "";
    private boolean done;
    private String finalText = "";

    MatchWatch(Updates updates) {
        this.updates = updates;
    }

    /** A player factory whose players report to this watch. */
    Supplier<Player> watched(Supplier<Player> players) {
        return () -> new WatchedPlayer(players.get(), this);
    }

    /** A brain's event, from its game thread: its latest {@code MESSAGE} (or fault) is shown on its tile. */
    void event(BrainEvent e) {
        if (e.kind() == BrainEvent.Kind.MESSAGE || e.kind() == BrainEvent.Kind.FAULT) {
            tile().said(e.brain() + ": " + e.text());
            updates.changed();
        }
    }

    /** The tile of the calling game thread. */
    synchronized Tile tile() {
        return tiles.computeIfAbsent(Thread.currentThread(), t -> new Tile());
    }

    /** The listener of one match of {@code games} games between {@code a} and {@code b}. */
    MatchListener match(String matchTitle, int games, String a, String b) {
        synchronized (this) {
            title = matchTitle;
            total = games;
            finished = 0;
            score = MatchScore.ZERO;
            first = a;
            second = b;
            // a tournament's next match runs on new game threads: its tiles replace the last match's
            tiles.clear();
            standings.putIfAbsent(a, MatchScore.ZERO);
            standings.putIfAbsent(b, MatchScore.ZERO);
        }
        updates.changed();
        return new MatchListener() {
            @Override
            public void gameStarted(int game, String black, String white) {
                tile().start(game, black, white);
                updates.changed();
            }

            @Override
            public void gameFinished(int game, GameResult result, MatchScore s, int n) {
                synchronized (MatchWatch.this) {
                    score = s;
                    finished = n;
                    results.addFirst("game " + (game + 1) + ": " + result.summary());
                    while (results.size() > RESULTS) {
                        results.removeLast();
                    }
                    String w = result.winnerName();
                    for (String name : List.of(result.black(), result.white())) {
                        int outcome = w == null ? 0 : w.equals(name) ? 1 : -1;
                        standings.merge(name, MatchScore.ZERO.plus(outcome), MatchScore::plus);
                    }
                }
                tile().finished(result);
                updates.changed();
            }
        };
    }

    /** The listener of a tournament: one {@link #match} per pairing. */
    Tournament.Listener tournament(String name, int gamesPerMatch) {
        synchronized (this) {
            title = name;
        }
        return new Tournament.Listener() {
            @Override
            public MatchListener matchStarted(int index, int matches, String a, String b) {
                synchronized (MatchWatch.this) {
                    current = "match " + (index + 1) + " of " + matches;
                }
                return match(name, gamesPerMatch, a, b);
            }

            @Override
            public void matchFinished(int index, MatchResult result) {
                updates.changed();
            }
        };
    }

    /** The match or tournament is over. */
    void done(String text) {
        synchronized (this) {
            done = true;
            finalText = text;
        }
        updates.changed();
    }

    synchronized void json(Json j) {
        j.beginObject();
        j.field("title", title).field("current", current);
        j.field("games", total).field("finished", finished);
        j.field("first", first).field("second", second);
        j.field("score", score.pointsVersus());
        j.field("wld", score.countsText());
        j.field("done", done).field("final", finalText);
        j.key("standings").beginArray();
        standings.entrySet().stream()
                .sorted((x, y) -> Double.compare(y.getValue().points(), x.getValue().points()))
                .forEach(e -> j.beginArray().value(e.getKey()).value(e.getValue().games()).value(e.getValue().wins())
                        .value(e.getValue().losses()).value(e.getValue().draws()).value(e.getValue().pointsText())
                        .endArray());
        j.endArray();
        j.key("tiles").beginArray();
        for (Tile t : tiles.values()) {
            t.json(j);
        }
        j.endArray();
        j.key("results").beginArray();
        for (String r : results) {
            j.value(r);
        }
        j.endArray();
        j.endObject();
    }

    /** One game thread's current game. */
    final class Tile {
        private int game = -1;
        private String black = "";
        private String white = "";
        private GameSettings settings;
        private List<Point> moves = new ArrayList<>();
        private Side toMove = Side.BLACK;
        private boolean thinking;
        private long thinkingSince;
        private final long[] lastMillis = new long[2];
        private final long[] timeLeft = {-1, -1};
        private String result = "";
        private String said = "";

        void said(String line) {
            synchronized (MatchWatch.this) {
                said = line.length() > 200 ? line.substring(0, 200) + "..." : line;
            }
        }

        void start(int g, String opener, String other) {
            synchronized (MatchWatch.this) {
                game = g;
                black = opener;
                white = other;
                moves = new ArrayList<>();
                toMove = Side.BLACK;
                thinking = false;
                lastMillis[0] = 0;
                lastMillis[1] = 0;
                timeLeft[0] = -1;
                timeLeft[1] = -1;
                result = "";
                said = "";
            }
        }

        void settings(GameSettings s) {
            synchronized (MatchWatch.this) {
                settings = s;
            }
        }

        void asked(String name, Board board, long left) {
            synchronized (MatchWatch.this) {
                List<Point> m = new ArrayList<>(board.moveCount());
                for (int i = 0; i < board.moveCount(); i++) {
                    int idx = board.moveAt(i);
                    m.add(new Point(board.x(idx), board.y(idx)));
                }
                moves = m;
                toMove = board.sideToMove();
                // Swap2 may give the opener white: the one asked for a colour's stone plays that colour
                if (toMove == Side.BLACK) {
                    black = name;
                } else {
                    white = name;
                }
                if (left != Long.MAX_VALUE) {
                    timeLeft[toMove.ordinal()] = left;
                }
                thinking = true;
                thinkingSince = System.currentTimeMillis();
            }
            updates.changed();
        }

        void answered(Side side, Answer a) {
            synchronized (MatchWatch.this) {
                thinking = false;
                lastMillis[side.ordinal()] = a.elapsedMillis();
                if (timeLeft[side.ordinal()] >= 0) {
                    timeLeft[side.ordinal()] -= a.elapsedMillis();
                }
                if (!a.isFault()) {
                    for (Point p : a.points()) {
                        if (!moves.contains(p)) {
                            moves.add(p);
                        }
                    }
                }
            }
            updates.changed();
        }

        void finished(GameResult r) {
            synchronized (MatchWatch.this) {
                thinking = false;
                moves = new ArrayList<>(r.moves());
                black = r.black();
                white = r.white();
                result = r.summary();
                settings = r.settings();
            }
        }

        private void json(Json j) {
            j.beginObject();
            j.field("game", game + 1);
            j.field("black", black).field("white", white);
            j.field("width", settings == null ? 15 : settings.width());
            j.field("height", settings == null ? 15 : settings.height());
            j.field("rule", settings == null ? "" : settings.rule().name().toLowerCase(Locale.ROOT));
            j.field("turn", settings == null ? 0 : settings.time().turnMillis());
            j.key("moves").beginArray();
            for (Point p : moves) {
                j.beginArray().value(p.x()).value(p.y()).endArray();
            }
            j.endArray();
            j.field("toMove", toMove == Side.BLACK ? "black" : "white");
            j.field("thinking", thinking);
            // when it began, in the server's epoch milliseconds: the state is cached, a duration would age
            j.field("thinkingSince", thinking ? thinkingSince : 0);
            j.key("lastMs").beginArray().value(lastMillis[0]).value(lastMillis[1]).endArray();
            j.key("timeLeft").beginArray().value(timeLeft[0]).value(timeLeft[1]).endArray();
            j.field("result", result);
            j.field("said", said);
            j.endObject();
        }
    }
}
