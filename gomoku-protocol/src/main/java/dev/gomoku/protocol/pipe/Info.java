package dev.gomoku.protocol.pipe;

import java.util.Objects;

/**
 * {@code INFO key value}: information for the brain, no reply. Every key this codec knows has its own
 * record; any other key is kept as {@link Other}. Keys are matched case-insensitively and written in
 * lower case.
 */
public sealed interface Info extends Command
        permits Info.TimeoutTurn, Info.TimeoutMatch, Info.MaxMemory, Info.TimeLeft, Info.GameType,
        Info.Rule, Info.Evaluate, Info.Folder, Info.FbCheck, Info.MaxDepth, Info.MaxNode, Info.HashSize,
        Info.ThreadNum, Info.Other {

    /**
     * The key as written on the wire.
     *
     * @return the lower-case key, e.g. {@code "timeout_turn"}
     */
    String key();

    /**
     * The value as written on the wire: the text a brain's {@code info(key, value)} callback receives.
     *
     * @return the value, e.g. {@code "1000"} or {@code "7,7"}; may be empty only for {@link Other}
     */
    String text();

    /**
     * {@code timeout_turn}: time limit per move.
     *
     * @param millis milliseconds; 0 = play as fast as possible
     */
    record TimeoutTurn(long millis) implements Info {
        @Override
        public String key() {
            return "timeout_turn";
        }

        @Override
        public String text() {
            return Long.toString(millis);
        }
    }

    /**
     * {@code timeout_match}: time limit for the whole match.
     *
     * @param millis milliseconds; 0 = no limit
     */
    record TimeoutMatch(long millis) implements Info {
        @Override
        public String key() {
            return "timeout_match";
        }

        @Override
        public String text() {
            return Long.toString(millis);
        }
    }

    /**
     * {@code max_memory}: memory limit.
     *
     * @param bytes bytes; 0 = no limit
     */
    record MaxMemory(long bytes) implements Info {
        @Override
        public String key() {
            return "max_memory";
        }

        @Override
        public String text() {
            return Long.toString(bytes);
        }
    }

    /**
     * {@code time_left}: remaining match time.
     *
     * @param millis milliseconds; 2147483647 when unlimited; may be negative
     */
    record TimeLeft(long millis) implements Info {
        @Override
        public String key() {
            return "time_left";
        }

        @Override
        public String text() {
            return Long.toString(millis);
        }
    }

    /**
     * {@code game_type}: who the opponent is.
     *
     * @param type 0 = human, 1 = brain, 2 = tournament, 3 = network tournament
     */
    record GameType(int type) implements Info {
        @Override
        public String key() {
            return "game_type";
        }

        @Override
        public String text() {
            return Integer.toString(type);
        }
    }

    /**
     * {@code rule}: bit mask of the rules. Note that the Yixin family uses {@code rule 2} for renju; this
     * record keeps the number as sent and leaves its reading to the brain.
     *
     * @param mask 1 = exactly five wins, 2 = continuous game, 4 = renju, 8 = caro
     */
    record Rule(int mask) implements Info {
        /** Bit: exactly five in a row wins. */
        public static final int EXACT_FIVE = 1;
        /** Bit: continuous game. */
        public static final int CONTINUOUS = 2;
        /** Bit: renju. */
        public static final int RENJU = 4;
        /** Bit: caro. */
        public static final int CARO = 8;

        @Override
        public String key() {
            return "rule";
        }

        @Override
        public String text() {
            return Integer.toString(mask);
        }

        /**
         * Whether a bit of the mask is set.
         *
         * @param bit one of {@link #EXACT_FIVE}, {@link #CONTINUOUS}, {@link #RENJU}, {@link #CARO}
         * @return true if set
         */
        public boolean has(int bit) {
            return (mask & bit) != 0;
        }
    }

    /**
     * {@code evaluate}: the point under the mouse (debug builds may report an evaluation).
     *
     * @param at the point
     */
    record Evaluate(Move at) implements Info {
        /**
         * Checks the point.
         *
         * @param at the at
         * @throws NullPointerException if the point is null
         */
        public Evaluate {
            Objects.requireNonNull(at, "at");
        }

        @Override
        public String key() {
            return "evaluate";
        }

        @Override
        public String text() {
            return at.x() + "," + at.y();
        }
    }

    /**
     * {@code folder}: folder for persistent files.
     *
     * @param path the folder as sent, without surrounding blanks; never empty
     */
    record Folder(String path) implements Info {
        /**
         * Checks the path.
         *
         * @param path the path
         * @throws IllegalArgumentException if the path is blank or holds a line break
         */
        public Folder {
            path = Text.oneLine(path, "path");
            if (path.isEmpty()) {
                throw new IllegalArgumentException("path must not be blank");
            }
        }

        @Override
        public String key() {
            return "folder";
        }

        @Override
        public String text() {
            return path;
        }
    }

    /**
     * {@code fb_check} (seed 004): whether forbidden moves are checked for black.
     *
     * @param value 1 = checked, 0 = not checked (other values kept as sent)
     */
    record FbCheck(int value) implements Info {
        @Override
        public String key() {
            return "fb_check";
        }

        @Override
        public String text() {
            return Integer.toString(value);
        }

        /**
         * Whether forbidden moves are checked.
         *
         * @return true if the value is not 0
         */
        public boolean enabled() {
            return value != 0;
        }
    }

    /**
     * {@code max_depth} (Yixin extension): search depth limit.
     *
     * @param depth plies
     */
    record MaxDepth(int depth) implements Info {
        @Override
        public String key() {
            return "max_depth";
        }

        @Override
        public String text() {
            return Integer.toString(depth);
        }
    }

    /**
     * {@code max_node} (Yixin extension): node limit.
     *
     * @param nodes number of nodes
     */
    record MaxNode(long nodes) implements Info {
        @Override
        public String key() {
            return "max_node";
        }

        @Override
        public String text() {
            return Long.toString(nodes);
        }
    }

    /**
     * {@code hash_size} (Yixin extension): hash table size.
     *
     * @param kilobytes size in KB
     */
    record HashSize(long kilobytes) implements Info {
        @Override
        public String key() {
            return "hash_size";
        }

        @Override
        public String text() {
            return Long.toString(kilobytes);
        }
    }

    /**
     * {@code thread_num} (Yixin extension): number of search threads.
     *
     * @param threads number of threads
     */
    record ThreadNum(int threads) implements Info {
        @Override
        public String key() {
            return "thread_num";
        }

        @Override
        public String text() {
            return Integer.toString(threads);
        }
    }

    /**
     * Any key this codec does not know; a brain ignores those it does not know either.
     *
     * @param key the key as sent (no blanks, never empty)
     * @param value the rest of the line, without surrounding blanks; may be empty
     */
    record Other(String key, String value) implements Info {
        /**
         * Checks key and value.
         *
         * @param key the key
         * @param value the value
         * @throws IllegalArgumentException if the key is empty or holds blanks, or either holds a line break
         */
        public Other {
            key = Text.word(key, "key");
            value = Text.oneLine(value, "value");
        }

        @Override
        public String text() {
            return value;
        }
    }
}
