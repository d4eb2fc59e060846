package dev.gomoku.engine.arena.client;

import dev.gomoku.protocol.pipe.Swap2Lines;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * How to start a brain.
 *
 * @param name the name shown in results and records
 * @param command the program and its arguments (non-empty)
 * @param workDir the working directory of the brain; null for a fresh temporary folder per brain
 * @param protocol how to talk to it
 * @param swap2Lines how a pipe brain is sent the stones of {@code SWAP2BOARD}: {@code x,y} lines as the
 *     Gomocup referee sends them ({@link Swap2Lines#XY}, the default), or {@code x,y,field} for a brain
 *     that needs the field ({@link Swap2Lines#XY_FIELD})
 * @param environment variables set for the brain's process on top of this program's own
 */
public record BrainSpec(String name, List<String> command, Path workDir, BrainProtocol protocol,
        Swap2Lines swap2Lines, Map<String, String> environment) {

    /**
     * Checks and copies the values.
     *
     * @param name the name component
     * @param command the command component
     * @param workDir the workDir component
     * @param protocol the protocol component
     * @param swap2Lines the swap2Lines component
     * @param environment the environment component
     * @throws IllegalArgumentException if the command is empty
     * @throws NullPointerException if a component other than workDir is null, or a variable's name or value
     */
    public BrainSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(swap2Lines, "swap2Lines");
        environment = Collections.unmodifiableMap(new TreeMap<>(environment));
        command = List.copyOf(command);
        if (command.isEmpty()) {
            throw new IllegalArgumentException("empty brain command");
        }
    }

    /**
     * A brain sent {@code SWAP2BOARD} stones as {@code x,y} lines.
     *
     * @param name the name shown in results and records
     * @param command the program and its arguments (non-empty)
     * @param workDir the working directory, or null for a temporary one
     * @param protocol how to talk to it
     * @throws IllegalArgumentException if the command is empty
     * @throws NullPointerException if name, command or protocol is null
     */
    public BrainSpec(String name, List<String> command, Path workDir, BrainProtocol protocol) {
        this(name, command, workDir, protocol, Swap2Lines.XY);
    }

    /**
     * A brain started in this program's environment.
     *
     * @param name the name shown in results and records
     * @param command the program and its arguments (non-empty)
     * @param workDir the working directory, or null for a temporary one
     * @param protocol how to talk to it
     * @param swap2Lines how a pipe brain is sent the stones of {@code SWAP2BOARD}
     * @throws IllegalArgumentException if the command is empty
     * @throws NullPointerException if name, command, protocol or swap2Lines is null
     */
    public BrainSpec(String name, List<String> command, Path workDir, BrainProtocol protocol, Swap2Lines swap2Lines) {
        this(name, command, workDir, protocol, swap2Lines, Map.of());
    }

    /**
     * A brain from a command line split at white space. A prefix {@code pipe:}, {@code legacy:} or
     * {@code koth:} names the protocol ({@link BrainProtocol#prefixOf}); without one the protocol is
     * guessed from the executable's name ({@link BrainProtocol#byName}). The name is the executable's
     * file name without {@code pbrain-} and extension.
     *
     * @param commandLine e.g. {@code "./pbrain-foo --fast"} or {@code "pipe:java -jar foo.jar"}
     * @return the spec
     * @throws IllegalArgumentException if the line is blank
     */
    public static BrainSpec parse(String commandLine) {
        java.util.Optional<BrainProtocol> named = BrainProtocol.prefixOf(commandLine);
        String line = commandLine.strip();
        if (named.isPresent()) {
            line = line.substring(line.indexOf(':') + 1).strip();
        }
        List<String> parts = new ArrayList<>(List.of(line.split("\\s+")));
        if (parts.isEmpty() || parts.get(0).isEmpty()) {
            throw new IllegalArgumentException("empty brain command");
        }
        return new BrainSpec(shortName(parts.get(0)), parts, null, named.orElse(BrainProtocol.byName(parts.get(0))));
    }

    /**
     * The same brain spoken to with another protocol.
     *
     * @param p the protocol
     * @return the new spec
     */
    public BrainSpec withProtocol(BrainProtocol p) {
        return new BrainSpec(name, command, workDir, p, swap2Lines, environment);
    }

    /**
     * The same brain under another name.
     *
     * @param newName the name
     * @return the new spec
     */
    public BrainSpec withName(String newName) {
        return new BrainSpec(newName, command, workDir, protocol, swap2Lines, environment);
    }

    /**
     * The same brain in a given working directory.
     *
     * @param dir the directory, or null for a temporary one
     * @return the new spec
     */
    public BrainSpec withWorkDir(Path dir) {
        return new BrainSpec(name, command, dir, protocol, swap2Lines, environment);
    }

    /**
     * The same brain sent {@code SWAP2BOARD} stones in another form.
     *
     * @param lines {@code x,y} or {@code x,y,field}
     * @return the new spec
     */
    public BrainSpec withSwap2Lines(Swap2Lines lines) {
        return new BrainSpec(name, command, workDir, protocol, lines, environment);
    }

    /**
     * The same brain with one more environment variable (replacing one of the same name).
     *
     * @param variable the variable's name
     * @param value its value
     * @return the new spec
     */
    public BrainSpec withEnvironment(String variable, String value) {
        Map<String, String> env = new TreeMap<>(environment);
        env.put(variable, value);
        return new BrainSpec(name, command, workDir, protocol, swap2Lines, env);
    }

    /**
     * The brains renamed apart so that results stay attributable: the second brain of a name gets a
     * {@code -2} suffix, the third {@code -3}, and so on; brains with unique names keep them.
     *
     * @param brains the brains, in the order given
     * @return the brains with distinct names, in the same order
     */
    public static List<BrainSpec> namedApart(List<BrainSpec> brains) {
        List<BrainSpec> named = new ArrayList<>();
        Map<String, Integer> seen = new java.util.HashMap<>();
        for (BrainSpec b : brains) {
            int n = seen.merge(b.name(), 1, Integer::sum);
            named.add(n == 1 ? b : b.withName(b.name() + "-" + n));
        }
        return named;
    }

    /**
     * This brain named apart from the one it plays ({@link #namedApart}): renamed with a {@code -2}
     * suffix if the names are equal.
     *
     * @param first the opponent, named first
     * @return this spec, or a renamed copy
     */
    public BrainSpec namedApartFrom(BrainSpec first) {
        return namedApart(List.of(first, this)).get(1);
    }

    private static String shortName(String executable) {
        Path f = Path.of(executable).getFileName();
        String n = f == null ? executable : f.toString();
        if (n.toLowerCase(java.util.Locale.ROOT).startsWith("pbrain-")) {
            n = n.substring(7);
        }
        int dot = n.lastIndexOf('.');
        if (dot > 0) {
            n = n.substring(0, dot);
        }
        return n.isEmpty() ? executable : n;
    }
}
