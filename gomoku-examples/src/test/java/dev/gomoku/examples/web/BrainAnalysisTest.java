package dev.gomoku.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The brain's lines read into the page's analysis. Rapfi's lines are copied from a run of the real
 * Rapfi (dhbloo/rapfi 3aedf3a, {@code YXNBEST 3} after {@code INFO show_detail 2}, and after
 * {@code YXSHOWINFO}); it answered {@code 6,7} after {@code Bestline G8 H10 ...}, so {@code G8} is 6,7.
 */
class BrainAnalysisTest {
    private static Point p(int x, int y) {
        return new Point(x, y);
    }

    private static BrainAnalysis fresh() {
        BrainAnalysis a = new BrainAnalysis();
        a.reset(15, 15);
        return a;
    }

    private static void info(BrainAnalysis a, String... lines) {
        for (String l : lines) {
            a.info(l);
        }
    }

    @Test
    void readsRapfisDetailBlocksAsRankedMoves() {
        BrainAnalysis a = fresh();
        info(a, "PV 0", "NUMPV 3", "DEPTH 2", "SELDEPTH 3", "NODES 3", "TOTALNODES 64", "TOTALTIME 1", "SPEED 64000",
                "EVAL -27", "WINRATE 0.466301", "BESTLINE 7,9 9,7", "PV DONE");
        info(a, "PV 1", "NUMPV 3", "DEPTH 2", "SELDEPTH 3", "EVAL -131", "BESTLINE 7,6 8,7", "PV DONE");
        info(a, "PV 2", "NUMPV 3", "DEPTH 2", "SELDEPTH 3", "EVAL -136", "BESTLINE 8,7 7,6", "PV DONE");
        assertEquals(List.of(
                new BrainAnalysis.Candidate(1, p(7, 9), "-27", "2-3", List.of(p(7, 9), p(9, 7))),
                new BrainAnalysis.Candidate(2, p(7, 6), "-131", "2-3", List.of(p(7, 6), p(8, 7))),
                new BrainAnalysis.Candidate(3, p(8, 7), "-136", "2-3", List.of(p(8, 7), p(7, 6)))), a.candidates());
        // the first ranked move's block is the search line too
        assertEquals(new BrainAnalysis.Line("2-3", "-27", List.of(p(7, 9), p(9, 7))), a.latest());
        // a deeper iteration ranks 8,7 first: it leaves third place
        info(a, "PV 0", "DEPTH 3", "SELDEPTH 4", "EVAL -19", "BESTLINE 8,7 9,7 8,8", "PV DONE");
        assertEquals(List.of(p(8, 7), p(7, 6)), a.candidates().stream().map(BrainAnalysis.Candidate::move).toList());
        info(a, "PV 1", "NUMPV 1");
        assertEquals(1, a.candidates().size());
    }

    @Test
    void readsRapfisMessagesInItsOwnNotation() {
        BrainAnalysis a = fresh();
        // a line of no interest here (searchoutput.cpp line 38)
        assertFalse(a.message("OptiTime 1.2s | MaxTime 2.4s"));
        a.message("(1) -118 | 17-24 | G8 H10 H11 I7");
        a.message("(2) -139 | 17-28 | H10 J8 I8");
        a.message("(3) -172 | 17-39 | H6 G8 H10");
        assertEquals(List.of(
                new BrainAnalysis.Candidate(1, p(6, 7), "-118", "17-24", List.of(p(6, 7), p(7, 9), p(7, 10), p(8, 6))),
                new BrainAnalysis.Candidate(2, p(7, 9), "-139", "17-28", List.of(p(7, 9), p(9, 7), p(8, 7))),
                new BrainAnalysis.Candidate(3, p(7, 5), "-172", "17-39", List.of(p(7, 5), p(6, 7), p(7, 9)))),
                a.candidates());
        a.message("Depth 17-24 | Eval -118 | Time 706ms | G8 H10 H11");
        assertEquals(new BrainAnalysis.Line("17-24", "-118", List.of(p(6, 7), p(7, 9), p(7, 10))), a.latest());
        a.message("Speed 924K | Depth 17-34 | Eval -107 | Node 897K | Time 970ms");
        assertEquals(new BrainAnalysis.Line("17-34", "-107", List.of(p(6, 7), p(7, 9), p(7, 10))), a.latest());
        a.message("Bestline G8 H10 H11 I7 H7");
        assertEquals(5, a.latest().pv().size());
        // the UCI-like mode (searchoutput.cpp line 131), and a proven loss as Rapfi prints it
        a.message("depth 12-20 multipv 2 ev -M9 n 1.2M n/ms 300 tm 500 pv A1 B2");
        assertEquals(new BrainAnalysis.Candidate(2, p(0, 0), "-M9", "12-20", List.of(p(0, 0), p(1, 1))),
                a.candidates().get(1));
    }

    @Test
    void readsOurLinesAsTheLabelsNameThem() {
        BrainAnalysis a = fresh();
        a.message("depth 9 ev +W7 n 51234 tm 830 pv h8 i9 j10");
        assertEquals(new BrainAnalysis.Line("9", "+W7", List.of(p(7, 7), p(8, 6), p(9, 5))), a.latest());
        a.message("nbest 1 of 2 h8 ev 35 depth 7 pv h8 i9");
        a.message("nbest 2 of 2 a1 ev -20 depth 5 pv a1");
        assertEquals(List.of(new BrainAnalysis.Candidate(1, p(7, 7), "35", "7", List.of(p(7, 7), p(8, 6))),
                new BrainAnalysis.Candidate(2, p(0, 14), "-20", "5", List.of(p(0, 14)))), a.candidates());
    }

    @Test
    void aNewRequestRanksAfreshAndKeepsTheLastLineAsOld() {
        BrainAnalysis a = fresh();
        a.message("nbest 1 of 1 h8 ev 35 depth 7 pv h8 i9");
        a.message("depth 7 ev 35 n 100 tm 5 pv h8 i9");
        assertTrue(a.current());
        a.request(15, 15);
        assertEquals(List.of(), a.candidates());
        // the last thing the brain said is still shown, but it is no line of the position now asked
        assertEquals("35", a.latest().ev());
        assertFalse(a.current());
        a.message("Speed 30K | Depth 2-4 | Eval 12 | Node 30 | Time 1ms");
        assertEquals(new BrainAnalysis.Line("2-4", "12", List.of()), a.latest());
        assertTrue(a.current());
        a.reset(15, 15);
        assertNull(a.latest());
    }

    @Test
    void realtimeBestStandsInUntilAScoredLine() {
        BrainAnalysis a = fresh();
        a.message("REALTIME POS 7,7");
        assertNull(a.latest());
        a.message("REALTIME BEST 7,7");
        a.message("REALTIME BEST 8,8");
        assertEquals(List.of(p(8, 8)), a.latest().pv());
        a.message("Depth 5-9 | Eval 12 | Time 3ms | H8");
        a.message("REALTIME BEST 1,1");
        assertEquals(new BrainAnalysis.Line("5-9", "12", List.of(p(7, 7))), a.latest());
    }

    @Test
    void garbledLinesChangeNothingAndNeverThrow() {
        BrainAnalysis a = fresh();
        a.message("(1) 10 | 5-6 | H8 I9");
        a.message("Depth 1 | Eval 0 | Time 0ms | ");
        BrainAnalysis.Line before = a.latest();
        List<BrainAnalysis.Candidate> ranked = a.candidates();
        String[] messages = {"", "(", "(x) 5 | 1 | H8", "(2)", "(2) 5", "(0) 5 | 1-1 | H8", "(11) 5 | 1-1 | H8",
            "(999999999999) 5 | 1-1 | H8", "(2) 5 | 1-1 | Z99 H8", "(2) 5 | 1-1 | P1", "(2) 5 | 1-1 | Pass",
            "nbest 2 of 3 zz ev 1 depth 1 pv zz", "nbest 2 of 3 h99 ev 1 depth 1 pv h99",
            "REALTIME BEST 99,99", "REALTIME", "multipv 3 ev 1 pv", "depth", "\u0000\uffff\ud800",
            "x".repeat(100_000)};
        for (String m : messages) {
            a.message(m);
        }
        String[][] blocks = {{"PV DONE"}, {"PV -1", "BESTLINE 1,1", "PV DONE"}, {"PV 3", "EVAL 5", "PV DONE"},
            {"PV 11", "BESTLINE 1,1", "PV DONE"}, {"PV 2", "BESTLINE 15,15 1,1", "PV DONE"},
            {"PV 2", "BESTLINE ,,, 1,1", "PV DONE"}, {"NUMPV x"}, {"NUMPV 0"}, {""}, {"BESTLINE"}};
        for (String[] b : blocks) {
            info(a, b);
        }
        assertEquals(ranked, a.candidates());
        assertEquals(before, a.latest());
        // a line ends at its first word that is no point: its readable start counts
        a.message("(2) 4 | 3-3 | I9 J10 ?? K11");
        assertEquals(List.of(p(8, 8), p(9, 9)), a.candidates().get(1).pv());
    }
}
