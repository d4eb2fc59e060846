import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The checks Maven Central applies to a deployment, run on a local staging repository (release/stage):
 * each published component has its jar, sources jar, Javadoc jar and POM, MD5 and SHA-1 checksums that
 * match, signatures that verify (when signed), and a POM with coordinates, name, description, URL,
 * licence, developers and SCM, no SNAPSHOT anywhere. Also this project's own rules: the published set
 * is exactly core, protocol and engine, each with a CycloneDX SBOM, and every package a module does
 * not export is named {@code *.internal} (the API check compares all others).
 *
 * <p>{@code java release/CheckStaging.java STAGING_DIR VERSION [--signed]}; the last line is
 * {@code N passed, N failed}, the exit code 1 when any failed.
 */
public final class CheckStaging {
    private static final String GROUP = "dev.gomoku";
    private static final List<String> PUBLISHED = List.of("gomoku-core", "gomoku-protocol", "gomoku-engine");
    private static final Set<String> SIDE_FILES = Set.of(".md5", ".sha1", ".sha256", ".sha512", ".asc");

    private int passed;
    private int failed;

    private void check(boolean ok, String what) {
        if (ok) {
            passed++;
            System.out.println("ok    " + what);
        } else {
            failed++;
            System.out.println("FAIL  " + what);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: java release/CheckStaging.java STAGING_DIR VERSION [--signed]");
            System.exit(2);
        }
        CheckStaging c = new CheckStaging();
        c.run(Path.of(args[0]), args[1], args.length > 2 && args[2].equals("--signed"));
        System.out.println(c.passed + " passed, " + c.failed + " failed");
        System.exit(c.failed == 0 ? 0 : 1);
    }

    private void run(Path staging, String version, boolean signed) throws Exception {
        check(!version.isEmpty() && !version.contains("SNAPSHOT"), "release version " + version + " (no SNAPSHOT)");
        Path group = staging.resolve(GROUP.replace('.', '/'));
        Set<String> present = new TreeSet<>();
        if (Files.isDirectory(group)) {
            try (Stream<Path> s = Files.list(group)) {
                s.filter(Files::isDirectory).forEach(p -> present.add(p.getFileName().toString()));
            }
        }
        check(present.equals(new TreeSet<>(PUBLISHED)), "published artifacts are exactly " + PUBLISHED + ": " + present);
        for (String artifact : PUBLISHED) {
            component(group.resolve(artifact), artifact, version, signed, present);
        }
    }

    private void component(Path dir, String artifact, String version, boolean signed, Set<String> published)
            throws Exception {
        String id = artifact + ":" + version;
        Path base = dir.resolve(version);
        String prefix = artifact + "-" + version;
        check(Files.isRegularFile(dir.resolve("maven-metadata.xml")), id + " maven-metadata.xml");
        for (String suffix : List.of(".jar", "-sources.jar", "-javadoc.jar", ".pom", "-cyclonedx.json")) {
            Path f = base.resolve(prefix + suffix);
            check(Files.isRegularFile(f) && Files.size(f) > 0, id + " has " + f.getFileName());
        }
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(base)) {
            try (Stream<Path> s = Files.list(base)) {
                s.filter(p -> SIDE_FILES.stream().noneMatch(x -> p.toString().endsWith(x))).sorted().forEach(files::add);
            }
        }
        for (Path f : files) {
            byte[] bytes = Files.readAllBytes(f);
            check(matches(f, ".md5", "MD5", bytes) && matches(f, ".sha1", "SHA-1", bytes),
                    id + " " + f.getFileName() + ": .md5 and .sha1 match");
            if (signed) {
                check(verifies(f), id + " " + f.getFileName() + ".asc verifies");
            }
        }
        check(files.stream().noneMatch(f -> f.getFileName().toString().endsWith("-tests.jar")), id + " no test jar");
        pom(base.resolve(prefix + ".pom"), artifact, version, published);
        jars(base, prefix, id);
    }

    private static boolean matches(Path file, String ext, String algorithm, byte[] bytes)
            throws IOException, NoSuchAlgorithmException {
        Path sum = Path.of(file + ext);
        if (!Files.isRegularFile(sum)) {
            return false;
        }
        String expected = Files.readString(sum).trim().split("\\s+")[0];
        return expected.equalsIgnoreCase(HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(bytes)));
    }

    private static boolean verifies(Path file) throws IOException, InterruptedException {
        Path asc = Path.of(file + ".asc");
        if (!Files.isRegularFile(asc)) {
            return false;
        }
        Process p = new ProcessBuilder("gpg", "--batch", "--verify", asc.toString(), file.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return p.waitFor() == 0;
    }

    private void pom(Path pom, String artifact, String version, Set<String> published) throws Exception {
        String id = artifact + ":" + version + " POM";
        if (!Files.isRegularFile(pom)) {
            check(false, id + " exists");
            return;
        }
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(false);
        Document doc = f.newDocumentBuilder().parse(pom.toFile());
        Element project = doc.getDocumentElement();
        check(child(project, "parent") == null, id + " stands alone (no parent POM to publish)");
        check(GROUP.equals(text(project, "groupId")) && artifact.equals(text(project, "artifactId"))
                && version.equals(text(project, "version")), id + " coordinates " + GROUP + ":" + artifact + ":" + version);
        for (String e : List.of("name", "description", "url")) {
            check(!text(project, e).isBlank(), id + " <" + e + ">: " + text(project, e));
        }
        Element license = first(project, "licenses", "license");
        check(license != null && !text(license, "name").isBlank() && !text(license, "url").isBlank(),
                id + " <licenses>: " + (license == null ? "" : text(license, "name")));
        Element developer = first(project, "developers", "developer");
        check(developer != null && !text(developer, "name").isBlank(),
                id + " <developers>: " + (developer == null ? "" : text(developer, "name")));
        Element scm = child(project, "scm");
        check(scm != null && !text(scm, "url").isBlank() && !text(scm, "connection").isBlank(),
                id + " <scm> url and connection");
        check(!Files.readString(pom).contains("SNAPSHOT") && !Files.readString(pom).contains("${"),
                id + " no SNAPSHOT, no unresolved ${...}");
        Element deps = child(project, "dependencies");
        if (deps != null) {
            for (Element d : children(deps, "dependency")) {
                String scope = text(d, "scope");
                String ga = text(d, "groupId") + ":" + text(d, "artifactId");
                check(!text(d, "version").isBlank(), id + " dependency " + ga + " has a version");
                if (GROUP.equals(text(d, "groupId")) && !scope.equals("test")) {
                    check(published.contains(text(d, "artifactId")), id + " dependency " + ga + " is published too");
                } else if (!scope.equals("test")) {
                    check(false, id + " runtime dependency " + ga + ": the library modules have none");
                }
            }
        }
    }

    private void jars(Path base, String prefix, String id) throws IOException {
        Path jar = base.resolve(prefix + ".jar");
        if (!Files.isRegularFile(jar)) {
            return;
        }
        ModuleDescriptor m = ModuleFinder.of(jar).findAll().iterator().next().descriptor();
        Set<String> exported = new TreeSet<>();
        m.exports().forEach(e -> exported.add(e.source()));
        Set<String> hidden = new TreeSet<>(m.packages());
        hidden.removeAll(exported);
        check(!m.isAutomatic() && !exported.isEmpty(), id + " module " + m.name() + " exports " + exported);
        check(hidden.stream().allMatch(p -> p.endsWith(".internal") || p.contains(".internal.")),
                id + " every package not exported is *.internal: " + hidden);
        check(entries(base.resolve(prefix + "-sources.jar")).stream().anyMatch(e -> e.endsWith(".java")),
                id + " sources jar holds .java files");
        check(entries(base.resolve(prefix + "-javadoc.jar")).contains("index.html"), id + " javadoc jar holds index.html");
    }

    private static List<String> entries(Path jar) throws IOException {
        List<String> names = new ArrayList<>();
        if (Files.isRegularFile(jar)) {
            try (ZipFile z = new ZipFile(jar.toFile())) {
                z.stream().forEach(e -> names.add(e.getName()));
            }
        }
        return names;
    }

    private static Element child(Element parent, String name) {
        List<Element> c = children(parent, name);
        return c.isEmpty() ? null : c.get(0);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node n = nodes.item(i);
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    private static Element first(Element parent, String list, String item) {
        Element l = child(parent, list);
        return l == null ? null : child(l, item);
    }

    private static String text(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? "" : e.getTextContent().trim();
    }
}
