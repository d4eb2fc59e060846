package dev.gomoku.examples.gomocup;

import dev.gomoku.examples.gomocup.Finding.Severity;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Checks a Gomocup entry's zip against the organisers' rules and what their referee, GomocupJudge,
 * does with it: it unpacks the zip, starts the {@code .exe} at the top whose name begins with
 * {@code pbrain} with the pipe protocol (any other {@code .exe} there with the old file protocol),
 * choosing among several by "64" in the name (its rule-test script also searches sub-folders and
 * prefers names ending {@code _renju}, {@code _15} and the like), in the unpacked folder.
 * The rules: a 64-bit console program, "statically linked" (nothing outside the zip but Windows),
 * no absolute paths, a zip of at most 8 MB unless the organisers approve more.
 */
public final class EntryCheck {
    /** The default size limit of an entry's zip: 8 MB (decimal, the stricter reading). */
    public static final long SIZE_LIMIT = 8_000_000L;
    /** The longest executable read for its header and imports. */
    private static final int MAX_PE_BYTES = 64 << 20;
    private static final int MAX_TEXT_BYTES = 1 << 20;
    private static final Pattern ABSOLUTE = Pattern.compile(
            "(?<![A-Za-z0-9])[A-Za-z]:[\\\\/]|\\\\\\\\[A-Za-z0-9]|(?<![\\w.:/])/(?:home|root|tmp|usr|opt|var|mnt|work|Users)/");
    private static final Set<String> TEXT = Set.of("cfg", "ini", "txt", "bat", "cmd", "properties", "conf", "json");

    private EntryCheck() {
    }

    /**
     * Checks an entry. Never throws for a bad file: an unreadable or corrupt zip is an error finding.
     *
     * @param zip the entry's zip file
     * @return what was found
     */
    public static EntryReport check(Path zip) {
        List<Finding> findings = new ArrayList<>();
        long size;
        try {
            size = Files.size(zip);
        } catch (IOException | UncheckedIOException e) {
            findings.add(new Finding(Severity.ERROR, "zip", "cannot read " + zip + ": " + e.getMessage()));
            return new EntryReport(0, 0, null, findings);
        }
        long unpacked = 0;
        String program = null;
        try (ZipFile file = new ZipFile(zip.toFile())) {
            List<ZipEntry> entries = new ArrayList<>();
            file.stream().forEach(entries::add);
            unpacked = entries.stream().mapToLong(e -> Math.max(0, e.getSize())).sum();
            program = check(file, entries, findings);
        } catch (IOException | UncheckedIOException | IllegalArgumentException | IllegalStateException e) {
            findings.add(new Finding(Severity.ERROR, "zip", "not a readable zip (GomocupJudge could not unpack it "
                    + "either): " + e.getMessage()));
        }
        if (size > SIZE_LIMIT) {
            findings.add(new Finding(Severity.WARNING, "size", String.format(Locale.ROOT,
                    "the zip is %,d bytes (%.1f MB), over the default limit of 8 MB: ask the organisers for "
                            + "approval when you register, or make it smaller (fewer JDK modules in the runtime, "
                            + "fewer or smaller jars)", size, size / 1e6)));
        } else {
            findings.add(new Finding(Severity.INFO, "size", String.format(Locale.ROOT,
                    "the zip is %,d bytes (%.1f MB), within the default limit of 8 MB", size, size / 1e6)));
        }
        findings.add(new Finding(Severity.INFO, "size", String.format(Locale.ROOT, "%,d bytes unpacked", unpacked)));
        findings.sort(Comparator.comparing(Finding::severity));
        return new EntryReport(size, unpacked, program, findings);
    }

    private static String check(ZipFile file, List<ZipEntry> entries, List<Finding> findings) throws IOException {
        if (entries.isEmpty()) {
            findings.add(new Finding(Severity.ERROR, "zip", "the zip holds no files"));
            return null;
        }
        Map<String, Set<String>> folders = new HashMap<>();
        Set<String> seen = new HashSet<>();
        List<String> rootExes = new ArrayList<>();
        List<String> deepBrains = new ArrayList<>();
        for (ZipEntry e : entries) {
            String name = e.getName();
            names(name, findings);
            String path = name.replace('\\', '/');
            if (!seen.add(path.toLowerCase(Locale.ROOT))) {
                findings.add(new Finding(Severity.WARNING, "names", "two entries named " + name
                        + " (Windows ignores case): one overwrites the other"));
            }
            if (e.isDirectory()) {
                continue;
            }
            int slash = path.lastIndexOf('/');
            String folder = slash < 0 ? "" : path.substring(0, slash);
            String base = path.substring(slash + 1).toLowerCase(Locale.ROOT);
            folders.computeIfAbsent(folder, f -> new HashSet<>()).add(base);
            if (base.endsWith(".exe")) {
                if (slash < 0) {
                    rootExes.add(path);
                } else if (base.startsWith("pbrain")) {
                    deepBrains.add(path);
                }
            }
        }
        String program = program(rootExes, deepBrains, findings);
        for (ZipEntry e : entries) {
            String path = e.getName().replace('\\', '/');
            String lower = path.toLowerCase(Locale.ROOT);
            if (e.isDirectory()) {
                continue;
            }
            if (lower.endsWith(".exe") || lower.endsWith(".dll")) {
                executable(file, e, path, path.equals(program), folders, findings);
            } else if (path.indexOf('/') < 0 && TEXT.contains(lower.substring(lower.lastIndexOf('.') + 1))) {
                text(file, e, path, findings);
            }
        }
        return program;
    }

    private static void names(String name, List<Finding> findings) {
        String path = name.replace('\\', '/');
        if (path.startsWith("/") || path.matches("^[A-Za-z]:.*")) {
            findings.add(new Finding(Severity.ERROR, "paths", "absolute path in the zip: " + name
                    + " (unpacking drops or rewrites it)"));
        }
        for (String part : path.split("/")) {
            if (part.equals("..")) {
                findings.add(new Finding(Severity.ERROR, "paths", "'..' in a path in the zip: " + name));
                break;
            }
        }
        if (name.indexOf('\\') >= 0) {
            findings.add(new Finding(Severity.WARNING, "names", "backslash in an entry name (zip paths use '/'): "
                    + name));
        }
    }

    /** The root program GomocupJudge would start, with findings about that choice. */
    private static String program(List<String> rootExes, List<String> deepBrains, List<Finding> findings) {
        rootExes.sort(null);
        List<String> brains = rootExes.stream().filter(n -> n.toLowerCase(Locale.ROOT).startsWith("pbrain")).toList();
        if (brains.isEmpty()) {
            String where = deepBrains.isEmpty() ? "" : "; " + deepBrains.get(0) + " lies in a folder: zip that "
                    + "folder's contents, not the folder, so that it is at the top";
            String old = rootExes.isEmpty() ? "" : "; GomocupJudge would start " + rootExes.get(0)
                    + " with the old file protocol";
            findings.add(new Finding(Severity.ERROR, "program", "no pbrain-NAME.exe at the top of the zip" + where + old));
            return null;
        }
        String chosen = brains.stream().filter(n -> n.contains("64")).findFirst().orElse(brains.get(0));
        if (brains.size() > 1) {
            findings.add(new Finding(Severity.WARNING, "program", brains.size() + " pbrain programs at the top "
                    + brains + ": GomocupJudge starts one whose name holds \"64\" on 64-bit Windows, else the first "
                    + "its folder listing gives; leave one, or name them by rule and size (pbrain-NAME_renju-15.exe)"));
        }
        if (!deepBrains.isEmpty()) {
            findings.add(new Finding(Severity.WARNING, "program", "pbrain programs in folders too " + deepBrains
                    + ": GomocupJudge's rule tests search every folder and might start one of them"));
        }
        if (!chosen.toLowerCase(Locale.ROOT).startsWith("pbrain-")) {
            findings.add(new Finding(Severity.WARNING, "program", chosen + ": the organisers ask for the name "
                    + "pbrain-NAME.exe"));
        }
        findings.add(new Finding(Severity.INFO, "program", "GomocupJudge starts " + chosen
                + " with the pipe protocol, in the unpacked folder"));
        return chosen;
    }

    private static void executable(ZipFile file, ZipEntry e, String path, boolean program,
            Map<String, Set<String>> folders, List<Finding> findings) throws IOException {
        PeImage image;
        try (InputStream in = file.getInputStream(e)) {
            image = PeImage.parse(in.readNBytes(MAX_PE_BYTES));
        } catch (PeFormatException x) {
            findings.add(new Finding(program ? Severity.ERROR : Severity.WARNING, "pe", path + ": " + x.getMessage()));
            return;
        } catch (IOException x) {
            findings.add(new Finding(Severity.ERROR, "zip", "cannot unpack " + path + ": " + x.getMessage()));
            return;
        }
        if (program) {
            if (image.machine() != PeImage.AMD64 || !image.pe32Plus()) {
                findings.add(new Finding(Severity.ERROR, "pe", String.format(Locale.ROOT,
                        "%s is not a 64-bit x86-64 program (machine 0x%x, %s)", path, image.machine(),
                        image.pe32Plus() ? "PE32+" : "PE32")));
            }
            if (image.subsystem() != PeImage.CONSOLE || image.dll()) {
                findings.add(new Finding(Severity.ERROR, "pe", path + " is not a console program (subsystem "
                        + image.subsystem() + (image.dll() ? ", a DLL" : "") + "): the referee talks to it over "
                        + "standard input and output"));
            }
            findings.add(new Finding(Severity.INFO, "imports", path + " imports " + image.imports()));
        }
        int slash = path.lastIndexOf('/');
        Set<String> beside = folders.getOrDefault(slash < 0 ? "" : path.substring(0, slash), Set.of());
        for (String dll : image.imports()) {
            if (!SystemDlls.contains(dll) && !beside.contains(dll.toLowerCase(Locale.ROOT))) {
                findings.add(new Finding(Severity.ERROR, "imports", path + " needs " + dll + ", which is neither "
                        + "part of Windows nor beside it in the zip: link it statically or ship it"));
            }
        }
    }

    private static void text(ZipFile file, ZipEntry e, String path, List<Finding> findings) throws IOException {
        String text;
        try (InputStream in = file.getInputStream(e)) {
            text = new String(in.readNBytes(MAX_TEXT_BYTES), StandardCharsets.ISO_8859_1);
        }
        Matcher m = ABSOLUTE.matcher(text);
        if (m.find()) {
            int line = 1 + (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count();
            findings.add(new Finding(Severity.ERROR, "paths", path + " line " + line + " holds an absolute path ("
                    + m.group() + "...): it breaks once the organisers unpack the entry elsewhere"));
        }
    }
}
