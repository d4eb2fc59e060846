package dev.gomoku.examples.check;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The report card of one brain.
 *
 * @param brain the brain's command line
 * @param findings the findings in the order checked
 * @param millis how long the check took
 */
public record Report(String brain, List<Finding> findings, long millis) {

    /**
     * Checks and copies the values.
     *
     * @param brain the brain component
     * @param findings the findings component
     * @param millis the millis component
     * @throws NullPointerException if the brain or the list is null
     */
    public Report {
        Objects.requireNonNull(brain, "brain");
        findings = List.copyOf(findings);
    }

    /**
     * Whether any check failed.
     *
     * @return true if one finding is {@link Verdict#FAIL}
     */
    public boolean failed() {
        return count(Verdict.FAIL) > 0;
    }

    /**
     * How many findings have a verdict.
     *
     * @param v the verdict
     * @return the count
     */
    public long count(Verdict v) {
        return findings.stream().filter(f -> f.verdict() == v).count();
    }

    /**
     * One finding as a report line: verdict, id and title, then the evidence and what the referee does.
     *
     * @param f the finding
     * @return the text, two or three lines
     */
    public static String line(Finding f) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-4s  %-20s %s%n", f.verdict(), f.id(), f.title()));
        if (!f.evidence().isEmpty()) {
            sb.append("      ").append(f.evidence()).append(System.lineSeparator());
        }
        if (f.verdict() != Verdict.PASS && f.verdict() != Verdict.SKIP && !f.referee().isEmpty()) {
            sb.append("      referee: ").append(f.referee()).append(System.lineSeparator());
        }
        return sb.toString();
    }

    /**
     * The summary line.
     *
     * @return e.g. {@code "FAILED: 25 pass, 1 warn, 2 fail, 0 skip in 84 s"}
     */
    public String summary() {
        return String.format(Locale.ROOT, "%s: %d pass, %d warn, %d fail, %d skip in %d s", failed() ? "FAILED"
                : "PASSED", count(Verdict.PASS), count(Verdict.WARN), count(Verdict.FAIL), count(Verdict.SKIP),
                Math.round(millis / 1000.0));
    }

    /**
     * The report as JSON, for CI: the brain, whether it passed, the counts and every finding.
     *
     * @return one JSON object
     */
    public String json() {
        StringBuilder sb = new StringBuilder("{\"brain\":").append(quote(brain)).append(",\"passed\":")
                .append(!failed()).append(",\"millis\":").append(millis).append(",\"counts\":{");
        Verdict[] vs = Verdict.values();
        for (int i = 0; i < vs.length; i++) {
            sb.append(i > 0 ? "," : "").append(quote(vs[i].name().toLowerCase(Locale.ROOT))).append(':')
                    .append(count(vs[i]));
        }
        sb.append("},\"findings\":[");
        for (int i = 0; i < findings.size(); i++) {
            Finding f = findings.get(i);
            sb.append(i > 0 ? "," : "").append("{\"id\":").append(quote(f.id())).append(",\"area\":")
                    .append(quote(f.area().name().toLowerCase(Locale.ROOT))).append(",\"verdict\":")
                    .append(quote(f.verdict().name().toLowerCase(Locale.ROOT))).append(",\"title\":")
                    .append(quote(f.title())).append(",\"evidence\":").append(quote(f.evidence()))
                    .append(",\"referee\":").append(quote(f.referee())).append('}');
        }
        return sb.append("]}").toString();
    }

    /** A JSON string. */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
