package dev.gomoku.engine.arena;

import java.nio.file.Path;

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
}
