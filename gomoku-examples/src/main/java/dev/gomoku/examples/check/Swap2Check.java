package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Swap2;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.protocol.pipe.Swap2Lines;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The three Swap2 situations as GomocupJudge's {@code ai_match.play()} runs them, through our manager's
 * pipe client, after a {@link WarmUp} move: one process (the opener) gets an empty {@code SWAP2BOARD} and answers three stones; a
 * second process (the responder) gets them and answers {@code SWAP}, one stone or two; the opener
 * then gets five stones and answers {@code SWAP} or one stone. Stones are sent as {@code x,y} (the
 * referee) or {@code x,y,field} (managers that add the field; {@code gomoku match --swap2-xyc}).
 *
 * @param lines the line format of the stones
 * @param time the clocks
 */
record Swap2Check(Swap2Lines lines, TimeControl time) {
    /** The protocol document's example stones, used when the brain's own cannot be. */
    private static final List<Point> EXAMPLE = List.of(new Point(7, 7), new Point(8, 7), new Point(9, 9));

    private String suffix() {
        return lines == Swap2Lines.XY ? "xy" : "xyf";
    }

    private Finding finding(String stage, String title) {
        return new Finding("swap2." + stage + "." + suffix(), Area.SWAP2, Verdict.SKIP, title + " (stones as "
                + (lines == Swap2Lines.XY ? "x,y" : "x,y,field") + ")", "", "");
    }

    /**
     * Runs the three situations.
     *
     * @param spec the brain
     * @return one finding per situation
     */
    List<Finding> run(BrainSpec spec) {
        GameSettings gs = GameSettings.of(15, Rule.FREESTYLE, time).withSwap2(true);
        BrainSpec s = spec.withSwap2Lines(lines);
        List<Finding> out = new ArrayList<>();
        try (Player opener = WarmUp.player(s, ArenaLog.NONE, gs);
                Player responder = WarmUp.player(s, ArenaLog.NONE, gs)) {
            Board b0 = Board.create(15, Rule.FREESTYLE);
            Finding open = finding("open", "empty SWAP2BOARD answered with 3 stones");
            Answer a = start(opener, gs);
            a = a.isFault() ? a : opener.swap2(b0, time.matchMillis());
            List<Point> three = judge(out, open, b0, 0, a) ? a.points() : EXAMPLE;

            Board b3 = Board.create(15, Rule.FREESTYLE);
            three.forEach(p -> b3.play(b3.index(p.x(), p.y())));
            Finding after3 = finding("after3", "3 stones answered with SWAP, 1 or 2 stones");
            Answer r = start(responder, gs);
            r = r.isFault() ? r : responder.swap2(b3, time.matchMillis());
            boolean ok3 = judge(out, after3, b3, 3, r);

            Board b5 = b3.copy();
            List<Point> two = ok3 && r.kind() == Answer.Kind.MOVES && r.points().size() == 2 ? r.points() : twoMore(b3);
            two.forEach(p -> b5.play(b5.index(p.x(), p.y())));
            Finding after5 = finding("after5", "5 stones answered with SWAP or 1 stone");
            Answer c = a.isFault() ? start(opener, gs) : Answer.moves(List.of(), 0);
            c = c.isFault() ? c : opener.swap2(b5, time.matchMillis());
            judge(out, after5, b5, 5, c);
        }
        return out;
    }

    /** A new game for a player: START (or RESTART) and the INFOs. */
    private static Answer start(Player p, GameSettings gs) {
        return p.newGame(gs, "sparring", 1);
    }

    /** Judges an answer on the state machine the referee uses; adds the finding; true if it was good. */
    private static boolean judge(List<Finding> out, Finding f, Board b, int stones, Answer a) {
        Board work = b.copy();
        Swap2 state = Swap2.after(work, stones);
        String took = " in " + a.elapsedMillis() + " ms";
        if (a.isFault()) {
            out.add(f.with(Verdict.FAIL, a.fault() + ": " + a.detail(), a.fault() == Answer.Fault.TIMEOUT
                    ? Referees.TIME_LOSS : Referees.CRASH_LOSS));
            return false;
        }
        String said = a.kind() == Answer.Kind.SWAP ? "SWAP" : a.points().toString();
        boolean fits = switch (a.kind()) {
            case SWAP -> state.mayTakeBlack();
            case STAY -> state.mayStay();
            case MOVES -> state.mayAnswerStones(a.points().size());
            case FAULT -> false;
        };
        if (!fits) {
            out.add(f.with(Verdict.FAIL, "answered " + said + " to " + b.moveCount() + " stones" + took,
                    Referees.SWAP2_LOSS));
            return false;
        }
        if (a.kind() == Answer.Kind.MOVES) {
            state.answerStones(a.points().size());
            for (Point p : a.points()) {
                Legality l = state.place(p);
                if (l != Legality.LEGAL || work.isWin(work.lastMove())) {
                    out.add(f.with(Verdict.FAIL, "answered " + said + took + ": " + p + " "
                            + (l != Legality.LEGAL ? l : "makes five"),
                            Referees.SWAP2_LOSS));
                    return false;
                }
            }
        }
        out.add(f.with(Verdict.PASS, "answered " + said + took, Referees.FINE));
        return true;
    }

    /** Two legal stones (white, black) next to the opening, when the responder gave none. */
    private static List<Point> twoMore(Board b3) {
        Board b = b3.copy();
        List<Point> out = new ArrayList<>();
        Random r = new Random(5);
        while (out.size() < 2) {
            Point p = Sparring.choose(b, r);
            b.play(b.index(p.x(), p.y()));
            out.add(p);
        }
        return out;
    }
}
