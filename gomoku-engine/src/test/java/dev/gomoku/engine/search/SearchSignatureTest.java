package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search's signature, like a chess engine's bench: fixed positions searched to a fixed depth on
 * one thread by a fresh default searcher; the total node count and a hash of every position's best
 * move, score and node count. A refactor must leave both unchanged; a change meant to alter the search
 * updates them on purpose (the failure message prints the new values and every position's line).
 */
class SearchSignatureTest {
    /** Depth of every search: deep enough that pruning and ordering show, short enough for a unit test. */
    static final int DEPTH = 7;
    static final long EXPECTED_NODES = 423698L;
    static final long EXPECTED_HASH = 0xa0d7f9e577bba5dbL;

    /** The positions: the 26 renju openings under freestyle and renju, plus seeded random midgames. */
    static List<Board> positions() {
        List<Board> out = new ArrayList<>();
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            for (int[] opening : openings()) {
                Board b = Board.create(15, rule);
                for (int i = 0; i < opening.length; i += 2) {
                    b.play(b.index(7 + opening[i], 7 + opening[i + 1]));
                }
                out.add(b);
            }
            SplittableRandom rnd = new SplittableRandom(20261123L);
            for (int i = 0; i < 8; i++) {
                out.add(Positions.random(rnd, rule, 8 + i));
            }
        }
        return out;
    }

    /** The positions under one rule. */
    static List<Board> positions(Rule rule) {
        return positions().stream().filter(b -> b.rule() == rule).toList();
    }

    /** Move, score and node count of every position, searched to a depth by a searcher. */
    static List<String> results(Searcher s, List<Board> positions, int depth) {
        List<String> out = new ArrayList<>();
        for (Board b : positions) {
            SearchResult r = s.search(b, SearchLimits.depth(depth), SearchListener.NONE);
            out.add(r.bestMove() + " " + r.score() + " " + r.nodes());
        }
        return out;
    }

    private static List<int[]> openings() {
        List<int[]> out = new ArrayList<>();
        for (String line : Positions.dataLines(SearchSignatureTest.class, "renju-26-offset.txt")) {
            String[] parts = line.split(",");
            int[] xy = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                xy[i] = Integer.parseInt(parts[i].trim());
            }
            out.add(xy);
        }
        return out;
    }

    @Test
    void signatureIsUnchanged() {
        long nodes = 0;
        long hash = 0xcbf29ce484222325L;
        StringBuilder lines = new StringBuilder();
        List<Board> ps = positions();
        for (int i = 0; i < ps.size(); i++) {
            Board b = ps.get(i);
            SearchResult r = Engine.create().search(b, SearchLimits.depth(DEPTH), SearchListener.NONE);
            nodes += r.nodes();
            for (long v : new long[] {r.bestMove(), r.score(), r.nodes()}) {
                hash = (hash ^ v) * 0x100000001b3L;
            }
            lines.append(String.format("%n%2d %-9s %3d stones: move %s score %d depth %d nodes %d",
                    i, b.rule(), b.moveCount(), RenjuNotation.name(b, r.bestMove()), r.score(), r.depth(), r.nodes()));
        }
        String message = String.format("new signature: nodes %dL, hash 0x%016xL%s", nodes, hash, lines);
        assertEquals(EXPECTED_NODES, nodes, message);
        assertEquals(EXPECTED_HASH, hash, message);
    }
}
