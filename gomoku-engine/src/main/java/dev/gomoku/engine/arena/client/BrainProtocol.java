package dev.gomoku.engine.arena.client;

import java.nio.file.Path;
import java.util.Optional;

/** How the manager talks to a brain program. */
public enum BrainProtocol {
    /** The Gomocup pipe protocol over stdin/stdout; one process for many games. */
    PIPE,
    /** The legacy file protocol: PLOCHA.DAT, TAH.DAT...; one process run per move. */
    LEGACY,
    /** The KoTH Swap2 format: one process per game, started with the opponent's name and a seed. */
    KOTH;

    /**
     * The protocol Gomocup managers pick from the executable's name: {@code pbrain-*} speaks the pipe
     * protocol, anything else the legacy file protocol.
     *
     * @param executable the program path or name
     * @return {@link #PIPE} or {@link #LEGACY}
     */
    public static BrainProtocol byName(String executable) {
        Path file = Path.of(executable).getFileName();
        String name = file == null ? executable : file.toString();
        return name.toLowerCase(java.util.Locale.ROOT).startsWith("pbrain-") ? PIPE : LEGACY;
    }

    /**
     * The protocol a command line names with a prefix: {@code pipe:CMD}, {@code legacy:CMD} or
     * {@code koth:CMD} (any case).
     *
     * @param commandLine the command line as given
     * @return the named protocol, or empty when the line has no such prefix
     */
    public static Optional<BrainProtocol> prefixOf(String commandLine) {
        String line = commandLine.strip();
        int colon = line.indexOf(':');
        if (colon <= 0) {
            return Optional.empty();
        }
        String word = line.substring(0, colon).toUpperCase(java.util.Locale.ROOT);
        for (BrainProtocol p : values()) {
            if (p.name().equals(word)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
