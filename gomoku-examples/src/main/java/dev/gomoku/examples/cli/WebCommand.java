package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku web [BRAIN...]}: a local web page to play brains, replay records and see their analysis. */
@Command(name = "web", mixinStandardHelpOptions = true,
        description = {"Serves a local web page: play any brain (the example brains and the BRAINs given), "
                + "see what it thinks, mark threats and forbidden points, replay .psq, SGF and pos records.",
            "Only this machine can reach it unless --bind says otherwise."})
final class WebCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "BRAIN", description = "brain commands offered on the page")
    List<String> brains = new ArrayList<>();

    @Option(names = "--record", paramLabel = "FILE", description = "a record (.psq, .sgf or pos) offered for replay")
    List<Path> records = new ArrayList<>();

    @Option(names = "--protocol", description = "force a protocol for the given brains: pipe or legacy")
    BrainProtocol protocol;

    @Option(names = "--port", description = "port, 0 = any free one (default: ${DEFAULT-VALUE})", defaultValue = "8080")
    int port;

    @Option(names = "--bind", description = "address to serve on (default: ${DEFAULT-VALUE}, this machine only)",
            defaultValue = "127.0.0.1")
    String bind;

    @Option(names = "--tolerance", paramLabel = "MS", description = "grace per move in ms before a brain loses "
            + "on time, as the Gomocup referee's (default: ${DEFAULT-VALUE})", defaultValue = "1000")
    long toleranceMillis;

    @Override
    public Integer call() throws IOException {
        List<BrainSpec> specs = BrainArgs.specs(brains, protocol);
        try {
            WebOptions.start(System.out, bind, port, specs, records, false, toleranceMillis);
        } catch (IOException e) {
            System.err.println("gomoku web: " + e.getMessage());
            return 2;
        }
        WebOptions.serveUntilInterrupted();
        return 0;
    }
}
