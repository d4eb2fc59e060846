package dev.gomoku.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gomoku new NAME}: a ready brain project in the folder {@code NAME}: a pom on the SDK, a brain
 * with a test, the Maven wrapper, and a build whose {@code package} makes the launchers, a linked
 * runtime and the tournament zip.
 */
@Command(name = "new", mixinStandardHelpOptions = true,
        description = {"Creates a brain project: ./mvnw package in it builds, tests and packages the brain "
                + "(pbrain-NAME, legacy-NAME, koth-NAME, a jlink runtime, NAME.zip; for Gomocup, pbrain-NAME.exe "
                + "and NAME-gomocup.zip)."})
final class NewCommand implements Callable<Integer> {
    private static final String TEMPLATE = "template/";
    /** The Windows launcher the SDK ships (built from gomoku-examples/src/main/c). */
    private static final String LAUNCHER_EXE = "/dev/gomoku/examples/gomocup/gomocup-launcher.exe";

    @Parameters(paramLabel = "NAME", description = "the brain's name: lower-case letters, digits and '-', e.g. mybrain")
    String name;

    @Option(names = "--package", paramLabel = "PACKAGE", description = "the Java package (default: brains.NAME)")
    String javaPackage;

    @Option(names = "--dir", paramLabel = "DIR", description = "where to create the project (default: ./NAME)")
    Path dir;

    @Override
    public Integer call() throws IOException {
        if (!name.matches("[a-z][a-z0-9-]{0,39}")) {
            System.err.println("gomoku new: the name must be 1..40 lower-case letters, digits or '-', starting "
                    + "with a letter (it names the launchers pbrain-NAME and the zip): " + name);
            return 2;
        }
        String pkg = javaPackage != null ? javaPackage : "brains." + name.replace("-", "");
        if (!pkg.matches("[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*")) {
            System.err.println("gomoku new: not a lower-case Java package name: " + pkg);
            return 2;
        }
        Path root = dir != null ? dir : Path.of(name);
        if (Files.exists(root) && (!Files.isDirectory(root) || hasFiles(root))) {
            System.err.println("gomoku new: " + root + " exists and is not empty");
            return 2;
        }
        String cls = className(name);
        Map<String, String> tokens = Map.of("@NAME@", name, "@PACKAGE@", pkg, "@CLASS@", cls,
                "@GROUP@", pkg, "@SDK_VERSION@", sdkVersion());
        Path src = Path.of(pkg.replace('.', '/'));
        write(root.resolve("pom.xml"), "pom.xml", tokens);
        write(root.resolve("README.md"), "README.md", tokens);
        write(root.resolve(".gitignore"), "gitignore", tokens);
        write(root.resolve("src/dist/launcher.sh"), "launcher.sh", Map.of());
        write(root.resolve("src/main/java").resolve(src).resolve(cls + ".java"), "Brain.java", tokens);
        write(root.resolve("src/test/java").resolve(src).resolve(cls + "Test.java"), "BrainTest.java", tokens);
        write(root.resolve("mvnw"), "wrapper/mvnw", Map.of());
        write(root.resolve("mvnw.cmd"), "wrapper/mvnw.cmd", Map.of());
        write(root.resolve(".mvn/wrapper/maven-wrapper.properties"), "wrapper/.mvn/wrapper/maven-wrapper.properties",
                Map.of());
        copy(root.resolve("src/gomocup/launcher.exe"), LAUNCHER_EXE);
        executable(root.resolve("mvnw"));
        System.out.println("Created " + root + ": the brain " + pkg + "." + cls + " with a test.");
        System.out.println("Next: cd " + root + " && ./mvnw package, then play it:");
        System.out.println("  gomoku match " + root.resolve("target/" + name + "/pbrain-" + name) + " search");
        return 0;
    }

    /** {@code my-brain} to {@code MyBrainBrain}, {@code fast} to {@code FastBrain}. */
    static String className(String name) {
        StringBuilder b = new StringBuilder();
        for (String part : name.split("-")) {
            if (!part.isEmpty()) {
                b.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        if (!b.toString().toLowerCase(Locale.ROOT).endsWith("brain")) {
            b.append("Brain");
        }
        return b.toString();
    }

    private static boolean hasFiles(Path dir) throws IOException {
        try (var list = Files.list(dir)) {
            return list.findAny().isPresent();
        }
    }

    private static String sdkVersion() {
        Properties p = new Properties();
        try (InputStream in = NewCommand.class.getResourceAsStream("sdk.properties")) {
            if (in == null) {
                throw new IllegalStateException("sdk.properties is missing from the gomoku tool");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p.getProperty("version");
    }

    private static void write(Path to, String template, Map<String, String> tokens) throws IOException {
        String text;
        try (InputStream in = NewCommand.class.getResourceAsStream(TEMPLATE + template)) {
            if (in == null) {
                throw new IllegalStateException("template " + template + " is missing from the gomoku tool");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (Map.Entry<String, String> t : tokens.entrySet()) {
            text = text.replace(t.getKey(), t.getValue());
        }
        Files.createDirectories(to.toAbsolutePath().getParent());
        Files.writeString(to, text, StandardCharsets.UTF_8);
    }

    private static void copy(Path to, String resource) throws IOException {
        try (InputStream in = NewCommand.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the gomoku tool");
            }
            Files.createDirectories(to.toAbsolutePath().getParent());
            Files.copy(in, to);
        }
    }

    private static void executable(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: mvnw.cmd is the launcher there
        }
    }
}
