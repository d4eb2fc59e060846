package dev.gomoku.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.core.Point;
import dev.gomoku.testkit.Property;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Seeded round trips (write then read gives the value back) on boards 5..32, square or not. */
class RecordRoundTripTest {

    static List<Point> distinctPoints(SplittableRandom rnd, int width, int height, int count) {
        List<Point> all = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                all.add(new Point(x, y));
            }
        }
        Collections.shuffle(all, new java.util.Random(rnd.nextLong()));
        return new ArrayList<>(all.subList(0, Math.min(count, all.size())));
    }

    static String name(SplittableRandom rnd) {
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-_. []\\,ěž";
        StringBuilder sb = new StringBuilder("p");
        for (int i = rnd.nextInt(12); i > 0; i--) {
            sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
        }
        return sb.append(".zip").toString();
    }

    static GameRecord record(SplittableRandom rnd) {
        int w = GameRecord.MIN_SIZE + rnd.nextInt(GameRecord.MAX_SIZE - GameRecord.MIN_SIZE + 1);
        int h = rnd.nextInt(3) == 0 ? w : GameRecord.MIN_SIZE + rnd.nextInt(GameRecord.MAX_SIZE - GameRecord.MIN_SIZE + 1);
        int n = rnd.nextInt(4) == 0 ? w * h : rnd.nextInt(Math.min(w * h, 80) + 1);
        List<Point> moves = distinctPoints(rnd, w, h, n);
        List<Integer> times = new ArrayList<>();
        if (rnd.nextBoolean()) {
            for (int i = 0; i < moves.size(); i++) {
                times.add(rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(1_000_000));
            }
        }
        boolean names = rnd.nextBoolean();
        return new GameRecord(w, h, moves, times,
                names ? Optional.of(name(rnd)) : Optional.empty(),
                names && rnd.nextBoolean() ? Optional.of(name(rnd)) : Optional.empty(),
                rnd.nextBoolean() ? OptionalInt.of(rnd.nextInt(-3, 5)) : OptionalInt.empty());
    }

    static String crlf(SplittableRandom rnd, String text) {
        return rnd.nextBoolean() ? text.replace("\n", "\r\n") : text;
    }

    @TestFactory
    Stream<DynamicTest> psq() {
        return Property.check("psq write/read", 150, rnd -> {
            GameRecord r = record(rnd);
            try {
                assertEquals(r, Psq.read(crlf(rnd, Psq.write(r))));
            } catch (RecordFormatException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> sgf() {
        return Property.check("sgf write/read", 150, rnd -> {
            GameRecord full = record(rnd);
            GameRecord r = new GameRecord(full.width(), full.height(), full.moves(), List.of(),
                    full.blackName(), full.whiteName(), OptionalInt.empty());
            try {
                assertEquals(r, Sgf.read(crlf(rnd, Sgf.write(r))));
            } catch (RecordFormatException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> openings() {
        return Property.check("offset and pos write/read", 150, rnd -> {
            int w = GameRecord.MIN_SIZE + rnd.nextInt(GameRecord.MAX_SIZE - GameRecord.MIN_SIZE + 1);
            int h = rnd.nextBoolean() ? w : GameRecord.MIN_SIZE + rnd.nextInt(GameRecord.MAX_SIZE - GameRecord.MIN_SIZE + 1);
            List<Opening> openings = new ArrayList<>();
            for (int i = 1 + rnd.nextInt(5); i > 0; i--) {
                List<Point> points = distinctPoints(rnd, w, h, 1 + rnd.nextInt(12));
                Opening o = Opening.ofPoints(points, w, h);
                assertEquals(points, o.points(w, h));
                openings.add(o);
            }
            try {
                assertEquals(openings, Opening.readOffsets(crlf(rnd, Opening.writeOffsets(openings))));
                assertEquals(openings, Opening.readPos(crlf(rnd, Opening.writePos(openings, w, h)), w, h));
                Opening first = openings.get(0);
                assertEquals(first, Opening.parseOffsets(first.toOffsets()));
                assertEquals(first, Opening.parsePos(first.toPos(w, h), w, h));
            } catch (RecordFormatException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        });
    }
}
