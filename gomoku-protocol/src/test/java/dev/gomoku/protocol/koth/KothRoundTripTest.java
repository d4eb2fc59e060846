package dev.gomoku.protocol.koth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.testkit.Property;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Seeded round trips for every prompt and answer, with LF, CR LF or no line end. */
class KothRoundTripTest {

    static KothPoint point(SplittableRandom rnd) {
        return new KothPoint(rnd.nextInt(KothPoint.SIZE), rnd.nextInt(KothPoint.SIZE));
    }

    static List<KothStone> board(SplittableRandom rnd) {
        List<KothPoint> all = new ArrayList<>();
        for (int y = 0; y < KothPoint.SIZE; y++) {
            for (int x = 0; x < KothPoint.SIZE; x++) {
                all.add(new KothPoint(x, y));
            }
        }
        Collections.shuffle(all, new java.util.Random(rnd.nextLong()));
        int n = rnd.nextInt(all.size() + 1);
        List<KothStone> stones = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            stones.add(new KothStone(all.get(i), i % 2 == 0 ? KothColor.BLACK : KothColor.WHITE));
        }
        return stones;
    }

    static KothPrompt prompt(SplittableRandom rnd) {
        switch (rnd.nextInt(5)) {
            case 0:
                return new KothPrompt.Open();
            case 1:
                return new KothPrompt.Swap(board(rnd));
            case 2:
                return new KothPrompt.ChooseColor(board(rnd));
            case 3:
                return new KothPrompt.Move(rnd.nextInt(KothPrompt.MAX_NUMBER + 1), board(rnd));
            default:
                return new KothPrompt.Exit(rnd.nextBoolean() ? Optional.empty()
                        : Optional.of("bot " + Long.toString(rnd.nextLong() & 0xffffff, 36)));
        }
    }

    static KothAnswer answer(SplittableRandom rnd, KothPrompt prompt) {
        if (prompt instanceof KothPrompt.Open) {
            return new KothAnswer.Opening(point(rnd), point(rnd), point(rnd));
        }
        if (prompt instanceof KothPrompt.Swap) {
            switch (rnd.nextInt(3)) {
                case 0:
                    return new KothAnswer.TakeBlack();
                case 1:
                    return new KothAnswer.TakeWhite(point(rnd));
                default:
                    return new KothAnswer.PlaceTwo(point(rnd), point(rnd));
            }
        }
        if (prompt instanceof KothPrompt.ChooseColor) {
            return new KothAnswer.Choose(rnd.nextBoolean() ? KothColor.BLACK : KothColor.WHITE);
        }
        return new KothAnswer.Move(point(rnd));
    }

    static String lineEnd(SplittableRandom rnd) {
        return new String[] {"", "\n", "\r\n"}[rnd.nextInt(3)];
    }

    /** Inserts random spaces, which the judge ignores in answers. */
    static String spaced(SplittableRandom rnd, String line) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            if (rnd.nextInt(4) == 0) {
                sb.append(rnd.nextBoolean() ? " " : "  ");
            }
            sb.append(line.charAt(i));
        }
        return sb.toString();
    }

    @TestFactory
    Stream<DynamicTest> prompts() {
        return Property.check("KoTH prompt round trip", 200, rnd -> {
            KothPrompt p = prompt(rnd);
            try {
                assertEquals(p, KothPrompt.decode(p.encode() + lineEnd(rnd)));
            } catch (ProtocolException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> answers() {
        return Property.check("KoTH answer round trip", 200, rnd -> {
            KothPrompt p = prompt(rnd);
            if (p instanceof KothPrompt.Exit) {
                return;
            }
            KothAnswer a = answer(rnd, p);
            String line = rnd.nextBoolean() ? a.encode() : spaced(rnd, a.encode());
            try {
                assertEquals(a, KothAnswer.decode(p, line + lineEnd(rnd)));
            } catch (ProtocolException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        });
    }
}
