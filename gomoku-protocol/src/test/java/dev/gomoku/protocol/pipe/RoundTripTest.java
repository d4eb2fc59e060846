package dev.gomoku.protocol.pipe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.testkit.Property;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Encoding then decoding gives the same value, for every command and reply kind. */
class RoundTripTest {
    private static final LineEnd[] ENDS = LineEnd.values();

    /** Feeds the lines of an encoder's output to the decoder, as a byte stream through the line reader. */
    private static List<Command> decodeCommands(String text) throws IOException, ProtocolException {
        BoundedLineReader reader = new BoundedLineReader(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        CommandDecoder decoder = new CommandDecoder();
        List<Command> out = new ArrayList<>();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            assertFalse(reader.lastLineTruncated());
            Optional<Command> c = decoder.decode(line);
            c.ifPresent(out::add);
        }
        assertFalse(decoder.inBlock());
        return out;
    }

    @TestFactory
    Stream<DynamicTest> commandsRoundTrip() {
        return Property.check("command encode/decode round trip", 300, rnd -> {
            Command c = PipeGen.command(rnd);
            String text = new CommandEncoder(ENDS[rnd.nextInt(ENDS.length)]).encode(c);
            try {
                assertEquals(List.of(c), decodeCommands(text), text);
            } catch (IOException | ProtocolException e) {
                throw new AssertionError(text, e);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> commandSequencesRoundTrip() {
        return Property.check("a sequence of commands, mixed line ends, decodes in order", 60, rnd -> {
            List<Command> sent = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            int n = rnd.nextInt(1, 20);
            for (int i = 0; i < n; i++) {
                Command c = PipeGen.command(rnd);
                sent.add(c);
                new CommandEncoder(ENDS[rnd.nextInt(ENDS.length)]).encode(c, text);
            }
            try {
                assertEquals(sent, decodeCommands(text.toString()), text.toString());
            } catch (IOException | ProtocolException e) {
                throw new AssertionError(text.toString(), e);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> repliesRoundTrip() {
        return Property.check("reply encode/decode round trip", 300, rnd -> {
            Reply r = PipeGen.reply(rnd);
            String text = new ReplyEncoder(ENDS[rnd.nextInt(ENDS.length)]).encode(r);
            ReplyDecoder decoder = new ReplyDecoder();
            if (r instanceof Reply.AboutText) {
                decoder.expectAbout();
            }
            try {
                BoundedLineReader reader = new BoundedLineReader(
                        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
                assertEquals(Optional.of(r), decoder.decode(reader.readLine()), text);
                assertNull(reader.readLine(), "one line only: " + text);
            } catch (IOException | ProtocolException e) {
                throw new AssertionError(text, e);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> reencodingIsStable() {
        return Property.check("decode(encode(x)) encodes to the same text", 100, rnd -> {
            SplittableRandom r = rnd;
            Reply reply = PipeGen.reply(r);
            ReplyEncoder enc = new ReplyEncoder();
            ReplyDecoder dec = new ReplyDecoder();
            if (reply instanceof Reply.AboutText) {
                dec.expectAbout();
            }
            String once = enc.encode(reply);
            try {
                assertEquals(once, enc.encode(dec.decode(once).orElseThrow()));
            } catch (ProtocolException e) {
                throw new AssertionError(once, e);
            }
        });
    }
}
