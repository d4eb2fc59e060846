package dev.gomoku.bench;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The search's speed where it plays: nodes per second ({@code searchGamePositions:nodes}) over positions
 * from our games against Rapfi at 1 s per move ({@code game-positions.txt}), single-threaded, each
 * searched from a cleared table to a fixed node budget (50,000 nodes). One invocation searches the
 * rule's whole set, so every invocation does the same work and two builds with the same search count
 * the same nodes: the rate then differs by speed alone (the check of a neutral speed-up), and the node
 * total differs only when the search does.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GamePositionsBenchmark {
    /**
     * Each position's search: a node budget, and a 16 MiB table (ample for it), so that clearing the
     * table before each search costs little beside the search.
     */
    private static final SearchLimits LIMITS = SearchLimits.nodes(50_000).withMemory(16 << 20);

    /** The rule whose positions are searched. */
    @Param({"FREESTYLE", "RENJU"})
    public Rule rule;

    private final List<Board> boards = new ArrayList<>();
    private Searcher searcher;

    /** Reads the rule's positions. */
    @Setup(Level.Trial)
    public void setUp() {
        searcher = Engine.create();
        boards.addAll(load(rule));
        if (boards.isEmpty()) {
            throw new IllegalStateException("no " + rule + " positions in game-positions.txt");
        }
    }

    /**
     * Searches every position of the rule to the node budget; the nodes go to the counter.
     *
     * @param counter the nodes
     * @return a checksum of the moves found
     */
    @Benchmark
    public long searchGamePositions(SearchNodes counter) {
        long check = 0;
        for (Board b : boards) {
            searcher.clear();
            SearchResult r = searcher.search(b, LIMITS, SearchListener.NONE);
            counter.nodes += r.nodes();
            check = check * 31 + r.bestMove();
        }
        return check;
    }

    /** The positions of one rule: lines {@code rule | x,y x,y ...}, the moves from the first; # starts a comment. */
    private static List<Board> load(Rule rule) {
        List<Board> out = new ArrayList<>();
        try (InputStream in = GamePositionsBenchmark.class.getResourceAsStream("game-positions.txt")) {
            if (in == null) {
                throw new IllegalStateException("game-positions.txt is not on the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                if (Rule.valueOf(f[0].trim().toUpperCase(Locale.ROOT)) != rule) {
                    continue;
                }
                Board b = Board.create(15, rule);
                for (String move : f[1].trim().split("\\s+")) {
                    String[] xy = move.split(",");
                    b.play(b.index(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
                }
                out.add(b);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
