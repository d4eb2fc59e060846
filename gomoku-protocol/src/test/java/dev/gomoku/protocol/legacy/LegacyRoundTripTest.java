package dev.gomoku.protocol.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.testkit.Property;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Seeded round trips: encode then decode gives the value back, whatever the line ends. */
class LegacyRoundTripTest {

    static LegacyBoard board(SplittableRandom rnd) {
        LegacyBoard b = LegacyBoard.empty(1 + rnd.nextInt(30), 1 + rnd.nextInt(30));
        LegacyCell[] cells = LegacyCell.values();
        int stones = rnd.nextInt(b.width() * b.height() + 1);
        for (int i = 0; i < stones; i++) {
            b = b.with(rnd.nextInt(b.width()), rnd.nextInt(b.height()), cells[rnd.nextInt(cells.length)]);
        }
        return b;
    }

    static LegacyTimeouts timeouts(SplittableRandom rnd) {
        long turn = rnd.nextBoolean() ? 1000L * rnd.nextInt(1000) : 1_000_000L + rnd.nextInt(100_000_000);
        long left = rnd.nextInt(4) == 0 ? LegacyTimeouts.UNLIMITED : rnd.nextLong(-100_000, 10_000_000);
        return new LegacyTimeouts(turn, left);
    }

    static String word(SplittableRandom rnd, int min) {
        String alphabet = "abcdefghijklmnopqrstuvwxyz_0123456789.:\\/ěščř";
        StringBuilder sb = new StringBuilder();
        int n = min + rnd.nextInt(8);
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    static LegacyInfo info(SplittableRandom rnd) {
        Map<String, String> m = new LinkedHashMap<>();
        String[] numeric = {LegacyInfo.TIMEOUT_TURN, LegacyInfo.TIMEOUT_MATCH, LegacyInfo.MAX_MEMORY,
            LegacyInfo.TIME_LEFT, LegacyInfo.GAME_TYPE, LegacyInfo.RULE};
        for (String k : numeric) {
            if (rnd.nextBoolean()) {
                m.put(k, Long.toString(rnd.nextLong(-1000, 1L << 40)));
            }
        }
        if (rnd.nextBoolean()) {
            m.put(LegacyInfo.FOLDER, word(rnd, 1) + " " + word(rnd, 1) + "  " + word(rnd, 1));
        }
        for (int i = rnd.nextInt(3); i > 0; i--) {
            m.put("x_" + word(rnd, 1), rnd.nextBoolean() ? "" : word(rnd, 1));
        }
        return new LegacyInfo(m);
    }

    /** The same text with LF instead of CR LF, and maybe without the final line end. */
    static String relined(SplittableRandom rnd, String text) {
        String t = rnd.nextBoolean() ? text.replace("\r\n", "\n") : text;
        if (rnd.nextBoolean() && t.endsWith("\n")) {
            t = t.substring(0, t.length() - (t.endsWith("\r\n") ? 2 : 1));
        }
        return t;
    }

    @TestFactory
    Stream<DynamicTest> boards() {
        return Property.check("PLOCHA.DAT round trip", 100, rnd -> {
            LegacyBoard b = board(rnd);
            assertEquals(b, decode(() -> LegacyBoard.decode(relined(rnd, b.encode()))));
        });
    }

    @TestFactory
    Stream<DynamicTest> files() {
        return Property.check("request and answer files round trip", 150, rnd -> {
            LegacyRequest r = new LegacyRequest(board(rnd), rnd.nextBoolean() ? Mark.X : Mark.O,
                    rnd.nextBoolean() ? Optional.of(timeouts(rnd)) : Optional.empty(),
                    rnd.nextBoolean() ? Optional.of(info(rnd)) : Optional.empty());
            Map<String, String> files = new LinkedHashMap<>();
            r.toFiles().forEach((k, v) -> files.put(k, relined(rnd, v)));
            assertEquals(r, decode(() -> LegacyRequest.fromFiles(files)));

            Optional<String> msg = rnd.nextBoolean() ? Optional.empty()
                    : Optional.of(rnd.nextBoolean() ? word(rnd, 1) : word(rnd, 1) + "\n" + word(rnd, 0) + " " + word(rnd, 1));
            LegacyAnswer a = new LegacyAnswer(new LegacyMove(rnd.nextInt(100), rnd.nextInt(100)), msg);
            Map<String, String> out = new LinkedHashMap<>();
            a.toFiles().forEach((k, v) -> out.put(k, relined(rnd, v)));
            assertEquals(a, decode(() -> LegacyAnswer.fromFiles(out)));
        });
    }

    interface Decoding<T> {
        T run() throws ProtocolException;
    }

    static <T> T decode(Decoding<T> d) {
        try {
            return d.run();
        } catch (ProtocolException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
