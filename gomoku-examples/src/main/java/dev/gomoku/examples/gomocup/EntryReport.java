package dev.gomoku.examples.gomocup;

import java.util.List;

/**
 * The result of checking a Gomocup entry's zip.
 *
 * @param zipBytes the zip file's size
 * @param unpackedBytes the size of its files once unpacked
 * @param program the root program GomocupJudge would start (its name in the zip), or null if none
 * @param findings everything found, problems first
 */
public record EntryReport(long zipBytes, long unpackedBytes, String program, List<Finding> findings) {
    /**
     * Copies the findings.
     *
     * @param zipBytes the zip file's size
     * @param unpackedBytes the unpacked size
     * @param program the program GomocupJudge would start, or null
     * @param findings everything found
     */
    public EntryReport {
        findings = List.copyOf(findings);
    }

    /**
     * Whether the entry passes.
     *
     * @return true when no finding is an {@link Finding.Severity#ERROR}
     */
    public boolean accepted() {
        return findings.stream().noneMatch(f -> f.severity() == Finding.Severity.ERROR);
    }
}
