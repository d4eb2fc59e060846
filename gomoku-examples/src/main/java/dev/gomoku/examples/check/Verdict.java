package dev.gomoku.examples.check;

/** How a brain fared in one check. */
public enum Verdict {
    /** It does what the managers expect. */
    PASS,
    /** It survives the Gomocup referee, but another manager, a busier machine or an optional command trips it. */
    WARN,
    /** The referee would forfeit, time out or disqualify it. */
    FAIL,
    /** Not checked (not asked for, or nothing to judge). */
    SKIP
}
