package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.protocol.pipe.Swap2Lines;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Turns command-line brain arguments into specs, and finds the example brains' launchers. */
final class BrainArgs {
    private BrainArgs() {
    }

    /**
     * Specs for brain commands; a command names an executable, possibly with arguments
     * ({@code "./pbrain-x --fast"}). A bare example name ({@code search}, {@code weights},
     * {@code random}) means the example brain's launcher next to this tool.
     */
    static List<BrainSpec> specs(List<String> commands, BrainProtocol forced) {
        List<BrainSpec> out = new ArrayList<>();
        for (String c : commands) {
            BrainSpec s;
            if (c.matches("random|weights|search")) {
                s = example(c);
            } else {
                s = BrainSpec.parse(c);
                if (forced == null && BrainProtocol.prefixOf(c).isEmpty()) {
                    System.err.println(guessWarning(c, s.protocol()));
                }
            }
            out.add(forced == null ? s : s.withProtocol(forced));
        }
        return out;
    }

    /** Says that a brain's protocol was guessed from its name, and how to name it instead. */
    static String guessWarning(String command, BrainProtocol guessed) {
        String p = guessed.name().toLowerCase(java.util.Locale.ROOT);
        return "warning: " + command + ": no protocol given, guessed " + p + " from the program's name"
                + " (pbrain-* speak the pipe protocol, other names the legacy file protocol); say it with "
                + "pipe:" + command + ", legacy:" + command + " or koth:" + command + " (or --protocol)";
    }

    /** The example brain {@code name} (random, weights, search) through its {@code pbrain-} launcher. */
    static BrainSpec example(String name) {
        Path bin = binDir();
        Path launcher = bin.resolve("pbrain-" + name);
        return new BrainSpec(name, List.of(launcher.toString()), null, BrainProtocol.PIPE);
    }

    /**
     * The folder of the launchers: the system property {@code gomoku.bin}, else {@code ../bin} of the
     * jar this class was loaded from (the distribution layout {@code bin/} and {@code lib/}), else
     * {@code dist/bin} beside the classes folder of a build.
     */
    static Path binDir() {
        String prop = System.getProperty("gomoku.bin");
        if (prop != null) {
            return Path.of(prop);
        }
        try {
            Path here = Path.of(BrainArgs.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path dir = Files.isDirectory(here) ? here : here.getParent();
            for (Path c : List.of(dir.resolve("../bin"), dir.resolve("bin"), dir.resolve("../dist/bin"), dir)) {
                if (Files.isRegularFile(c.resolve("pbrain-search"))) {
                    return c.normalize();
                }
            }
            return dir.resolve("../bin").normalize();
        } catch (URISyntaxException | RuntimeException e) {
            return Path.of("bin");
        }
    }

    static String describe(BrainSpec s) {
        return s.name() + " (" + String.join(" ", s.command()).replace(File.separator + File.separator, File.separator)
                + ", " + s.protocol().name().toLowerCase(java.util.Locale.ROOT)
                + (s.swap2Lines() == Swap2Lines.XY_FIELD ? ", SWAP2BOARD x,y,field" : "") + ")";
    }
}
