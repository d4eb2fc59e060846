package dev.gomoku.protocol.koth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.gomoku.protocol.ProtocolException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Fuzzes both KoTH directions: the bot's decoding of judge lines and the judge's decoding of bot
 * answers. On any text a decoder either throws {@link ProtocolException} or returns a value that
 * encodes and decodes back to itself. In a normal build only the inputs under
 * {@code KothFuzzTestInputs} run; {@code .ci/fuzz} fuzzes.
 */
class KothFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void judgeLines(byte[] data) throws ProtocolException {
        String text = new String(data, StandardCharsets.UTF_8);
        KothPrompt prompt;
        try {
            prompt = KothPrompt.decode(text);
        } catch (ProtocolException expected) {
            return;
        }
        assertEquals(prompt, KothPrompt.decode(prompt.encode()));
    }

    private static final List<KothPrompt> PROMPTS = List.of(
            new KothPrompt.Open(),
            new KothPrompt.Swap(List.of()),
            new KothPrompt.ChooseColor(List.of()),
            new KothPrompt.Move(1, List.of()),
            new KothPrompt.Exit(Optional.empty()));

    /** The first byte picks the prompt being answered, the rest is the bot's line. */
    @FuzzTest(maxDuration = "30s")
    void botAnswers(byte[] data) throws ProtocolException {
        if (data.length == 0) {
            return;
        }
        KothPrompt prompt = PROMPTS.get(Byte.toUnsignedInt(data[0]) % PROMPTS.size());
        String text = new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
        KothAnswer answer;
        try {
            answer = KothAnswer.decode(prompt, text);
        } catch (ProtocolException expected) {
            return;
        }
        assertEquals(answer, KothAnswer.decode(prompt, answer.encode()));
    }
}
