package dev.gomoku.examples.cluster;

import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.protocol.pipe.Swap2Lines;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A brain as it travels to a worker: its name, protocol and command, and where the worker finds the
 * command's program: as given (installed at the same path on every worker), among the worker's own
 * {@code gomoku} launchers, or inside a shipped folder (by the shipment's checksum).
 *
 * @param name the brain's name in results
 * @param command the program (relative for {@code GOMOKU_BIN} and {@code SHIPPED}) and its arguments
 * @param protocol the protocol's name
 * @param origin where the program is
 * @param shipment the shipment's SHA-256 for {@code SHIPPED}, else empty
 * @param swap2Lines the name of the brain's {@link Swap2Lines}
 * @param environment variables set for the brain's process, as {@link BrainSpec#environment()}
 */
record WireBrain(String name, List<String> command, String protocol, Origin origin, String shipment,
        String swap2Lines, Map<String, String> environment) {

    /** Where a worker finds the brain's program. */
    enum Origin {
        /** The command as given: the program is installed at that path (or on the PATH) of every worker. */
        AS_GIVEN,
        /** One of the launchers of this distribution: found in the worker's own {@code bin} folder. */
        GOMOKU_BIN,
        /** Inside a folder the coordinator shipped. */
        SHIPPED
    }

    WireBrain {
        command = List.copyOf(command);
        environment = Collections.unmodifiableMap(new TreeMap<>(environment));
    }

    /**
     * How a coordinator's brain travels: a program inside a shipped folder goes with it, one of this
     * distribution's launchers is found on each worker, anything else must be installed everywhere.
     *
     * @param spec the brain
     * @param gomokuBin this distribution's launcher folder
     * @param shipped shipped folders (or zips, as if they were folders) by their checksum
     */
    static WireBrain of(BrainSpec spec, Path gomokuBin, Map<String, Path> shipped) {
        List<String> cmd = new ArrayList<>(spec.command());
        Path program = Path.of(cmd.get(0)).toAbsolutePath().normalize();
        for (Map.Entry<String, Path> s : shipped.entrySet()) {
            Path root = s.getValue().toAbsolutePath().normalize();
            if (program.startsWith(root) && !program.equals(root)) {
                cmd.set(0, root.relativize(program).toString());
                return new WireBrain(spec.name(), cmd, spec.protocol().name(), Origin.SHIPPED, s.getKey(),
                        spec.swap2Lines().name(), spec.environment());
            }
        }
        Path bin = gomokuBin.toAbsolutePath().normalize();
        if (program.getParent() != null && program.getParent().equals(bin) && Files.isRegularFile(program)) {
            cmd.set(0, program.getFileName().toString());
            return new WireBrain(spec.name(), cmd, spec.protocol().name(), Origin.GOMOKU_BIN, "",
                    spec.swap2Lines().name(), spec.environment());
        }
        return new WireBrain(spec.name(), cmd, spec.protocol().name(), Origin.AS_GIVEN, "",
                spec.swap2Lines().name(), spec.environment());
    }

    void write(DataOutputStream out) throws IOException {
        WireBytes.string(out, name);
        WireBytes.strings(out, command);
        WireBytes.string(out, protocol);
        WireBytes.string(out, origin.name());
        WireBytes.string(out, shipment);
        WireBytes.string(out, swap2Lines);
        // name, value, name, value...: a worker starts the brain with the coordinator's variables
        List<String> pairs = new ArrayList<>();
        environment.forEach((k, v) -> {
            pairs.add(k);
            pairs.add(v);
        });
        WireBytes.strings(out, pairs);
    }

    static WireBrain read(DataInputStream in) throws IOException {
        String name = WireBytes.string(in);
        List<String> command = WireBytes.strings(in);
        String protocol = WireBytes.string(in);
        String origin = WireBytes.string(in);
        String shipment = WireBytes.string(in);
        String swap2Lines = WireBytes.string(in);
        List<String> pairs = WireBytes.strings(in);
        try {
            if (pairs.size() % 2 != 0) {
                throw new IllegalArgumentException("an environment variable without a value");
            }
            Map<String, String> environment = new TreeMap<>();
            for (int i = 0; i < pairs.size(); i += 2) {
                environment.put(pairs.get(i), pairs.get(i + 1));
            }
            BrainProtocol.valueOf(protocol);
            Swap2Lines.valueOf(swap2Lines);
            if (command.isEmpty()) {
                throw new IllegalArgumentException("an empty command");
            }
            return new WireBrain(name, command, protocol, Origin.valueOf(origin), shipment, swap2Lines, environment);
        } catch (IllegalArgumentException e) {
            throw new IOException("brain " + name + ": " + e.getMessage(), e);
        }
    }

    /**
     * The brain on this worker.
     *
     * @param gomokuBin the worker's launcher folder
     * @param shipmentRoot the unpacked shipment's folder (for {@code SHIPPED}), else ignored
     * @return the spec to start it with
     */
    BrainSpec spec(Path gomokuBin, Path shipmentRoot) {
        List<String> cmd = new ArrayList<>(command);
        switch (origin) {
            case GOMOKU_BIN -> cmd.set(0, gomokuBin.resolve(cmd.get(0)).toString());
            case SHIPPED -> cmd.set(0, shipmentRoot.resolve(cmd.get(0)).toString());
            case AS_GIVEN -> { }
        }
        return new BrainSpec(name, cmd, null, BrainProtocol.valueOf(protocol), Swap2Lines.valueOf(swap2Lines),
                environment);
    }
}
