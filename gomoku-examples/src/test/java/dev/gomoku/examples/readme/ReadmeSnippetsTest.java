package dev.gomoku.examples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's Java snippets are the code compiled and tested here: every {@code java} block of the
 * README occurs line for line (at any indentation) in a source of this folder, and every brain class
 * here is, after its {@code package} line, exactly one README block.
 */
class ReadmeSnippetsTest {
    private static final Path README = Path.of("..", "README.md");
    private static final Path HERE = Path.of("src", "test", "java", "dev", "gomoku", "examples", "readme");

    static List<List<String>> javaBlocks(List<String> readme) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> block = null;
        for (String line : readme) {
            if (block == null && line.equals("```java")) {
                block = new ArrayList<>();
            } else if (block != null && line.equals("```")) {
                blocks.add(block);
                block = null;
            } else if (block != null) {
                block.add(line);
            }
        }
        return blocks;
    }

    /** Whether {@code block} occurs in {@code source} as consecutive lines with one extra indent. */
    static boolean contains(List<String> source, List<String> block) {
        for (int start = 0; start + block.size() <= source.size(); start++) {
            String first = source.get(start);
            if (!first.endsWith(block.get(0)) || !first.substring(0, first.length() - block.get(0).length()).isBlank()) {
                continue;
            }
            String indent = first.substring(0, first.length() - block.get(0).length());
            boolean all = true;
            for (int i = 0; i < block.size() && all; i++) {
                String want = block.get(i).isEmpty() ? "" : indent + block.get(i);
                all = source.get(start + i).equals(want);
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    private static List<Path> sources() throws IOException {
        try (Stream<Path> files = Files.list(HERE)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
    }

    @Test
    void everyReadmeBlockIsCompiledHere() throws IOException {
        List<List<String>> blocks = javaBlocks(Files.readAllLines(README));
        assertTrue(blocks.size() >= 3, "the README's java blocks: " + blocks.size());
        List<List<String>> sources = new ArrayList<>();
        for (Path f : sources()) {
            sources.add(Files.readAllLines(f));
        }
        for (List<String> block : blocks) {
            assertTrue(sources.stream().anyMatch(s -> contains(s, block)),
                    "README block not found in " + HERE + ":\n" + String.join("\n", block));
        }
    }

    @Test
    void everyBrainHereIsAReadmeBlock() throws IOException {
        List<List<String>> blocks = javaBlocks(Files.readAllLines(README));
        List<Path> brains = sources().stream()
                .filter(f -> !f.getFileName().toString().endsWith("Test.java")).toList();
        assertFalse(brains.isEmpty());
        for (Path f : brains) {
            List<String> lines = Files.readAllLines(f);
            assertEquals("package dev.gomoku.examples.readme;", lines.get(0), f.toString());
            assertEquals("", lines.get(1), f.toString());
            List<String> body = lines.subList(2, lines.size());
            assertTrue(blocks.contains(body), f + " differs from every README block");
        }
    }

    @Test
    void theMatcherTellsIndentedCopiesFromChangedOnes() {
        List<String> block = List.of("a(", "    b);", "", "c;");
        assertTrue(contains(List.of("x", "  a(", "      b);", "", "  c;"), block));
        assertFalse(contains(List.of("  a(", "     b);", "", "  c;"), block));
        assertFalse(contains(List.of("  a(", "      b);"), block));
    }
}
