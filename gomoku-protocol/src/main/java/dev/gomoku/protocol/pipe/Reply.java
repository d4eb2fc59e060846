package dev.gomoku.protocol.pipe;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A line the brain sends to the manager. Written by {@link ReplyEncoder} (brain side) and decoded by
 * {@link ReplyDecoder} (manager side), which tells the kinds apart by their shape.
 */
public sealed interface Reply
        permits Reply.Ok, Reply.Error, Reply.Unknown, Reply.Message, Reply.Debug, Reply.Suggest,
        Reply.Moved, Reply.About, Reply.AboutText, Reply.Swap, Reply.Stones, Reply.Forbid {

    /** {@code OK}: the command was carried out. */
    record Ok() implements Reply {
    }

    /**
     * {@code ERROR message}: a known command that cannot be carried out.
     *
     * @param message the message, without surrounding blanks; may be empty
     */
    record Error(String message) implements Reply {
        /**
         * Checks the message.
         *
         * @param message the message
         * @throws IllegalArgumentException if the message holds a line break
         */
        public Error {
            message = Text.oneLine(message, "message");
        }
    }

    /**
     * {@code UNKNOWN message}: an unknown or unimplemented command.
     *
     * @param message the message, without surrounding blanks; may be empty
     */
    record Unknown(String message) implements Reply {
        /**
         * Checks the message.
         *
         * @param message the message
         * @throws IllegalArgumentException if the message holds a line break
         */
        public Unknown {
            message = Text.oneLine(message, "message");
        }
    }

    /**
     * {@code MESSAGE text}: a line for the log.
     *
     * @param text the text, without surrounding blanks; may be empty
     */
    record Message(String text) implements Reply {
        /**
         * Checks the text.
         *
         * @param text the text
         * @throws IllegalArgumentException if the text holds a line break
         */
        public Message {
            text = Text.oneLine(text, "text");
        }
    }

    /**
     * {@code DEBUG text}: a line for the brain's author.
     *
     * @param text the text, without surrounding blanks; may be empty
     */
    record Debug(String text) implements Reply {
        /**
         * Checks the text.
         *
         * @param text the text
         * @throws IllegalArgumentException if the text holds a line break
         */
        public Debug {
            text = Text.oneLine(text, "text");
        }
    }

    /**
     * {@code SUGGEST x,y}: the brain proposes a move without playing it; the manager answers {@code PLAY}.
     *
     * @param move the proposed move
     */
    record Suggest(Move move) implements Reply {
        /**
         * Checks the move.
         *
         * @param move the move
         * @throws NullPointerException if the move is null
         */
        public Suggest {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * {@code x,y}: the brain's move; also the one-stone answer to {@code SWAP2BOARD}.
     *
     * @param move the move
     */
    record Moved(Move move) implements Reply {
        /**
         * Checks the move.
         *
         * @param move the move
         * @throws NullPointerException if the move is null
         */
        public Moved {
            Objects.requireNonNull(move, "move");
        }

        /**
         * Creates the reply from coordinates.
         *
         * @param x the column
         * @param y the row
         * @throws IllegalArgumentException if a coordinate is negative
         */
        public Moved(int x, int y) {
            this(new Move(x, y));
        }
    }

    /**
     * The answer to {@code ABOUT}: {@code key="value"} pairs separated by commas, e.g.
     * {@code name="SomeBrain", version="1.0", author="Nymand", country="USA"}.
     *
     * @param fields the pairs in the order sent, unmodifiable, never empty; keys without blanks, quotes,
     *     {@code =} or {@code ,}; values without quotes or line breaks
     */
    record About(Map<String, String> fields) implements Reply {
        /**
         * Checks and copies the pairs, keeping their order.
         *
         * @param fields the pairs
         * @throws IllegalArgumentException if there are no pairs, or a key or value cannot be written
         * @throws NullPointerException if a key or value is null
         */
        public About {
            if (fields.isEmpty()) {
                throw new IllegalArgumentException("no fields");
            }
            Map<String, String> copy = new LinkedHashMap<>();
            for (Map.Entry<String, String> e : fields.entrySet()) {
                String key = Text.key(e.getKey(), "key");
                String value = Objects.requireNonNull(e.getValue(), "value");
                if (value.indexOf('"') >= 0 || value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
                    throw new IllegalArgumentException("value must not hold a quote or line break: " + value);
                }
                copy.put(key, value);
            }
            fields = Collections.unmodifiableMap(copy);
        }

        /**
         * The value of one key, e.g. {@code "name"}.
         *
         * @param key the key, matched exactly
         * @return the value, or null if the brain did not send that key
         */
        public String get(String key) {
            return fields.get(key);
        }
    }

    /**
     * The answer to {@code ABOUT} of an old brain that writes free text instead of pairs.
     *
     * @param text the line, without surrounding blanks; never empty
     */
    record AboutText(String text) implements Reply {
        /**
         * Checks the text.
         *
         * @param text the text
         * @throws IllegalArgumentException if the text is blank or holds a line break
         */
        public AboutText {
            text = Text.oneLine(text, "text");
            if (text.isEmpty()) {
                throw new IllegalArgumentException("text must not be blank");
            }
        }
    }

    /** {@code SWAP}: the Swap2 answer "swap colours". */
    record Swap() implements Reply {
    }

    /**
     * Two or three stones separated by one space, the Swap2 answers, in move order: the three opening
     * stones ({@code 7,7 8,7 9,9}: black, white, black) or the 4th (white) and 5th (black) stone to let
     * the opponent choose ({@code 8,8 8,6}).
     *
     * @param stones the stones in move order, unmodifiable, two or three of them
     */
    record Stones(List<Move> stones) implements Reply {
        /**
         * Checks and copies the stones.
         *
         * @param stones the stones
         * @throws IllegalArgumentException if there are not two or three stones
         * @throws NullPointerException if the list or a stone is null
         */
        public Stones {
            stones = List.copyOf(stones);
            if (stones.size() < 2 || stones.size() > 3) {
                throw new IllegalArgumentException("two or three stones expected, got " + stones.size());
            }
        }
    }

    /**
     * {@code FORBID} (Yixin extension), the answer to {@code YXSHOWFORBID}: the forbidden points written
     * as two-digit x then two-digit y, then a dot ({@code FORBID 09121011.}; {@code FORBID .} when none).
     *
     * @param points the forbidden points, unmodifiable; coordinates below 100
     */
    record Forbid(List<Move> points) implements Reply {
        /**
         * Checks and copies the points.
         *
         * @param points the points
         * @throws IllegalArgumentException if a coordinate does not fit in two digits
         * @throws NullPointerException if the list or a point is null
         */
        public Forbid {
            points = List.copyOf(points);
            for (Move m : points) {
                if (m.x() > 99 || m.y() > 99) {
                    throw new IllegalArgumentException("coordinate beyond two digits: " + m);
                }
            }
        }
    }
}
