package dev.gomoku.engine.arena.client;

import dev.gomoku.protocol.koth.KothPrompt;
import dev.gomoku.protocol.koth.KothStone;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A scripted KoTH bot: appends every prompt to {@code prompts.txt} in its working directory and answers
 * with fixed opening stones, the Swap2 reply named by its first argument ({@code two}: place a black and
 * a white stone, {@code black}: take black, {@code white}: take white and place a stone), "W" when asked
 * for a colour, and the first empty point in raster order for a move.
 */
public final class KothScriptBot {
    private KothScriptBot() {
    }

    /**
     * Runs the bot.
     *
     * @param args the Swap2 reply, then the judge's opponent name and seed
     * @throws Exception on unreadable prompts: the judge sees a crash
     */
    public static void main(String[] args) throws Exception {
        String swap = args[0];
        Path log = Path.of("prompts.txt");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            KothPrompt p = KothPrompt.decode(line);
            String answer;
            if (p instanceof KothPrompt.Exit) {
                return;
            } else if (p instanceof KothPrompt.Open) {
                answer = "(7,7) (8,8) (7,8)";
            } else if (p instanceof KothPrompt.Swap) {
                answer = switch (swap) {
                    case "two" -> "(0,5) (1,5)";
                    case "black" -> "B";
                    default -> "W (0,5)";
                };
            } else if (p instanceof KothPrompt.ChooseColor) {
                answer = "W";
            } else {
                answer = firstEmpty(((KothPrompt.Move) p).board());
            }
            System.out.print(answer + "\n");
            System.out.flush();
        }
    }

    private static String firstEmpty(List<KothStone> board) {
        Set<Integer> taken = new HashSet<>();
        for (KothStone s : board) {
            taken.add(s.point().y() * 15 + s.point().x());
        }
        int i = 0;
        while (taken.contains(i)) {
            i++;
        }
        return "(" + i % 15 + "," + i / 15 + ")";
    }
}
