package dev.gomoku.examples.check;

/**
 * What the managers do, as the report says it. Read from the Gomocup referee's client code
 * (GomocupJudge at c11ec6a: {@code client/new_protocol.py}, {@code client/ai_match.py},
 * {@code client/old_protocol.py}) and from Piskvork's {@code source/protocol.cpp} (plastovicka/Piskvork at
 * 2c32965); the README's "Protocol notes" has the longer comparison.
 */
final class Referees {
    private Referees() {
    }

    /** Nothing happens. */
    static final String FINE = "nothing: the referee accepts this";
    /**
     * new_protocol.wait(): no parsable answer within tolerance + min(timeout_match - used, timeout_turn)
     * raises TLE; ai_match scores it as a loss by timeout.
     */
    static final String TIME_LOSS = "GomocupJudge: loss on time (TLE) for the game";
    /** A brain over the limit without the tolerance is inside GomocupJudge's grace only. */
    static final String TOLERANCE_ONLY = "GomocupJudge accepts it within its 1 s tolerance; a busier tournament"
            + " machine or a manager with less grace makes it a loss on time";
    /** wait() raises MLE after the answer when the peak USS of the tree exceeds max_memory: scored as a crash. */
    static final String MEMORY_LOSS = "GomocupJudge: MLE, the game is lost (scored as a crash)";
    /** wait() raises FLE when the folder's files add up to more than 70 * 1024 * 1024 bytes: scored as a crash. */
    static final String FOLDER_LOSS = "GomocupJudge: FLE, the game is lost (scored as a crash)";
    /** Any exception of the engine in ai_match.play() other than TLE is scored as a crash (endby 4). */
    static final String CRASH_LOSS = "GomocupJudge: the game is lost as a crash";
    /** ai_match.make_move(): an occupied point is illegal (endby 3); off the board raises in wait() (a crash). */
    static final String ILLEGAL_LOSS = "GomocupJudge: the game is lost (illegal coordinate or crash)";
    /** ai_match.make_move() with rule 4: check_forbid() of black's stone is a foul (endby 1). */
    static final String FOUL_LOSS = "GomocupJudge: foul, the game is lost";
    /** ai_match.play(): a Swap2 answer of the wrong size or on an occupied point sets status -1: a loss. */
    static final String SWAP2_LOSS = "GomocupJudge: the Swap2 answer is refused and the game is lost";
    /**
     * Piskvork's readCommand() skips lines starting with "debug " or "message "; the move loop then needs
     * "%d,%d" or reports "has not returned coordinates" and stops the brain.
     */
    static final String PISKVORK_STRAY = "GomocupJudge skips such lines, but Piskvork reads the first line that is"
            + " not MESSAGE/DEBUG as the answer (\"has not returned coordinates\") and stops the brain: a loss;"
            + " our manager loses at once on UNKNOWN";
    /** Piskvork needs OK to START ("did not answer OK to the START command") and stops the brain. */
    static final String START_REFUSED = "Piskvork stops the brain (\"did not answer OK to the START command\");"
            + " GomocupJudge never waits for OK, so the brain simply gets the first move on its clock";
    /** clean(): END, 0.5 s, then the process and its children are killed (Piskvork waits 0.7 s). */
    static final String END_KILL = "GomocupJudge kills the process tree 0.5 s after END (Piskvork after 0.7 s):"
            + " files being written then are cut, the game result stands";
    /** Piskvork sends TAKEBACK and RESTART and falls back to a new process and BOARD if they are not answered OK. */
    static final String PISKVORK_FALLBACK = "GomocupJudge never sends it; Piskvork falls back to a new process"
            + " and BOARD (slower, no loss)";
    /** The referee suspends the brain's own process only (psutil), not its children. */
    static final String SUSPEND_ESCAPE = "GomocupJudge suspends only the brain's own process (psutil suspend):"
            + " these processes think on the opponent's time on the tournament machine, which the suspension"
            + " exists to prevent (disqualification risk)";
    /** Piskvork suspends the waiting brain's threads (suspendAI, on by default) unless turned off. */
    static final String PONDERING = "harmless under the referee's suspension; under a manager that does not"
            + " suspend (Piskvork with its suspend option off, gomoku --no-suspend) it takes CPU from the opponent";
    /** Optional commands: managers that find them refused carry on. */
    static final String OPTIONAL = "no referee sends it; managers that do carry on when it is refused";
}
