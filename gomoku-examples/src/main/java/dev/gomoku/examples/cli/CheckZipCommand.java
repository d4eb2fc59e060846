package dev.gomoku.examples.cli;

import dev.gomoku.examples.gomocup.EntryCheck;
import dev.gomoku.examples.gomocup.EntryReport;
import dev.gomoku.examples.gomocup.Finding;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code gomoku check-zip FILE...}: a Gomocup entry's zip against the organisers' rules and their referee. */
@Command(name = "check-zip", mixinStandardHelpOptions = true,
        description = {"Checks Gomocup entries (zip files) as the organisers and their referee, GomocupJudge, "
                + "would: a pbrain-NAME.exe at the top, a 64-bit x86-64 console program that imports only Windows' "
                + "own DLLs (or DLLs in the zip), no absolute paths, the zip against 8 MB.",
            "Exit status: 0 when every entry passes (warnings allowed), 1 when one has an error."})
final class CheckZipCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "the entry's zip file")
    List<Path> zips;

    @Override
    public Integer call() {
        boolean all = true;
        for (Path zip : zips) {
            EntryReport report = EntryCheck.check(zip);
            System.out.println(zip + ":");
            for (Finding f : report.findings()) {
                System.out.println("  " + f);
            }
            System.out.println("  " + (report.accepted() ? "PASSED" : "FAILED"));
            all &= report.accepted();
        }
        return all ? 0 : 1;
    }
}
