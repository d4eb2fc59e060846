package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.testkit.Property;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A claimed VCT must survive every defender reply: after its first move, whatever the defender
 * plays, the attacker still has a VCT one move shorter. The check uses the solver itself, so it
 * catches a defence set that misses a defence (the reply search then proves there is no win).
 */
class VctSoundnessTest {
    private static final int MOVES = 12;
    private static final int THREAT = 2;

    /**
     * White threatens g6, a four whose only block g7 is forbidden for black. Black i8 is off every
     * line through g7, yet it defends: it changes whether a point that g7's threes need is forbidden,
     * so g7 is no longer forbidden. The defence set once missed it and claimed g8 wins.
     */
    @Test
    void aMoveThatUnforbidsTheBlockIsADefence() {
        Board b = Board.create(15, Rule.RENJU);
        for (String s : "j12 g11 h11 k10 c9 f9 h9 f8 h7 j7 d6 i6 i5".split(" ")) {
            b.place(RenjuNotation.index(b, s), Side.BLACK);
        }
        for (String s : "f13 c11 d10 g10 g9 j9 m9 h8 k8 e4 f4 f3".split(" ")) {
            b.place(RenjuNotation.index(b, s), Side.WHITE);
        }
        Board after = b.copy();
        after.play(RenjuNotation.index(b, "g8"));
        after.play(RenjuNotation.index(b, "i8"));
        ThreatSolver.Outcome refuted = ThreatSolver.vct(after, Side.WHITE, MOVES - 1, THREAT, 3_000_000);
        assertTrue(refuted.proven() && !refuted.wins(), "premise: after g8 i8 white has no VCT");
        ThreatSolver.Outcome o = ThreatSolver.vct(b, Side.WHITE, MOVES, THREAT, 300_000);
        if (o.wins()) {
            assertNotEquals(RenjuNotation.index(b, "g8"), o.line()[0], () -> "g8 claimed: " + PuzzleTest.names(b, o.line()));
        }
    }

    @TestFactory
    Stream<DynamicTest> claimedWinsSurviveEveryReply() {
        return Property.check("VCT survives every reply", 24, rnd -> {
            Board b = randomMidgame(rnd);
            Side attacker = b.sideToMove();
            if (ThreatSolver.vcf(b, attacker, 30, 20_000).wins()) {
                return;
            }
            ThreatSolver.Outcome o = ThreatSolver.vct(b, attacker, MOVES, THREAT, 100_000);
            if (!o.wins()) {
                return;
            }
            Board first = b.copy();
            first.play(o.line()[0]);
            for (int y = 0; y < b.height(); y++) {
                for (int x = 0; x < b.width(); x++) {
                    int r = b.index(x, y);
                    if (first.cell(r) != Board.EMPTY || !legalFor(first, attacker.opponent(), r)) {
                        continue;
                    }
                    Board reply = first.copy();
                    reply.play(r);
                    assertFalse(reply.winner() != null, "the defender wins at once");
                    ThreatSolver.Outcome again = ThreatSolver.vct(reply, attacker, MOVES - 1, THREAT, 3_000_000);
                    assertFalse(again.proven() && !again.wins(), () -> "claimed " + PuzzleTest.names(b, o.line())
                            + " is refuted by " + RenjuNotation.name(b, r) + " on " + b.rule());
                }
            }
        });
    }

    private static boolean legalFor(Board b, Side side, int cell) {
        return side != Side.BLACK || b.rule() != Rule.RENJU || !ForbiddenMoves.isForbidden(b, cell);
    }

    /** 16 to 35 stones around the centre, no five; renju and freestyle alike. */
    private static Board randomMidgame(SplittableRandom rnd) {
        Board b = Board.create(15, rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE);
        int stones = 16 + rnd.nextInt(20);
        while (b.moveCount() < stones) {
            int x = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            int y = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            if (b.contains(x, y) && b.isEmpty(b.index(x, y))) {
                b.play(b.index(x, y));
                if (b.winner() != null) {
                    b.undo();
                }
            }
        }
        return b;
    }
}
