package dev.gomoku.protocol.pipe;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.testkit.Property;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Garbage never makes a decoder throw anything but the declared {@link ProtocolException}. */
class GarbageTest {
    private static final String[] PIECES = {"TURN", "BOARD", "DONE", "INFO", "SWAP2BOARD", "YXBOARD", "START",
        "RECTSTART", "FORBID", "SUGGEST", "SWAP", "OK", "ERROR", "MESSAGE", "timeout_turn", "time_left",
        "evaluate", "folder", "=", "\"", ",", ".", " ", "\t", "\r", "\n", "-", "0", "7", "99", "2147483648",
        "-9223372036854775809", "name=\"x\"", "\u0000", "\uFFFF", "中"};

    static String garbage(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(12);
        for (int i = 0; i < n; i++) {
            if (r.nextInt(4) == 0) {
                sb.append((char) r.nextInt(0x80));
            } else {
                sb.append(PIECES[r.nextInt(PIECES.length)]);
            }
        }
        return sb.toString();
    }

    @TestFactory
    Stream<DynamicTest> commandDecoderOnlyThrowsProtocolException() {
        return Property.check("command decoder on garbage", 200, rnd -> {
            CommandDecoder d = new CommandDecoder(8);
            for (int i = 0; i < 30; i++) {
                try {
                    d.decode(garbage(rnd));
                } catch (ProtocolException expected) {
                    // the declared error
                }
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> replyDecoderOnlyThrowsProtocolException() {
        return Property.check("reply decoder on garbage", 200, rnd -> {
            ReplyDecoder d = new ReplyDecoder();
            for (int i = 0; i < 30; i++) {
                if (rnd.nextInt(5) == 0) {
                    d.expectAbout();
                }
                try {
                    d.decode(garbage(rnd));
                } catch (ProtocolException expected) {
                    // the declared error
                }
            }
        });
    }
}
