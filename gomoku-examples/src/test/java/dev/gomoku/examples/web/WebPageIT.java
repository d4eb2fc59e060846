package dev.gomoku.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import dev.gomoku.core.record.Sgf;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.Select;

/**
 * The {@code gomoku web} page in a real headless Chromium against the built launcher: a whole game
 * against {@code pbrain-search} by clicking, a renju forbidden point refused, undo, reload and a second
 * page, Swap2 opened by either side, a replay of a given and an uploaded record, brains that crash, hang
 * or cheat, and bad requests. Each test
 * leaves a screenshot in {@code target/screenshots/}.
 */
class WebPageIT {
    /** The test record offered with --record: a short freestyle game. */
    static final List<Point> RECORD = List.of(new Point(7, 7), new Point(8, 8), new Point(6, 7), new Point(9, 9),
            new Point(5, 7));

    static Path dir;
    static Browser browser;
    static GomokuProc server;

    /** Why the tests are skipped, or null. */
    static String skipped;

    @BeforeAll
    static void start() throws Exception {
        skipped = Browser.missing();
        if (skipped != null) {
            return;
        }
        browser = Browser.start();
        dir = Files.createTempDirectory("gomoku-web-it");
        Path corner = script("pbrain-corner.sh");
        Path crash = script("pbrain-crash.sh");
        Path hang = script("pbrain-hang.sh");
        Path cheat = script("pbrain-cheat.sh");
        Path psq = dir.resolve("given.psq");
        Files.writeString(psq, Psq.write(new GameRecord(15, 15, RECORD)));
        server = GomokuProc.start("web", "--port", "0", "--record", psq.toString(), corner.toString(), crash.toString(),
                hang.toString(), cheat.toString());
    }

    @BeforeEach
    void needsABrowser() {
        Assumptions.assumeTrue(skipped == null, skipped);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
        if (browser != null) {
            browser.close();
        }
    }

    private static Path script(String name) throws IOException {
        Path p = dir.resolve(name);
        try (InputStream in = WebPageIT.class.getResourceAsStream("/web/" + name)) {
            Files.copy(in, p);
        }
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    private void newGame(String brain, String rule, int turnMillis, String side) {
        browser.open(server.url());
        browser.until(d -> d.findElement(By.id("tab-play"))).click();
        browser.until(d -> new Select(d.findElement(By.id("brain"))).getOptions().size() > 1);
        long generation = ((Number) browser.script("return state.play.generation")).longValue();
        new Select(browser.driver.findElement(By.id("brain"))).selectByVisibleText(brain);
        new Select(browser.driver.findElement(By.id("rule"))).selectByVisibleText(rule);
        for (String[] field : new String[][] {{"turn", Integer.toString(turnMillis)}, {"width", "15"}, {"height", "15"}}) {
            WebElement e = browser.driver.findElement(By.id(field[0]));
            e.clear();
            e.sendKeys(field[1]);
        }
        new Select(browser.driver.findElement(By.id("side"))).selectByValue(side);
        browser.driver.findElement(By.id("new")).click();
        browser.until(d -> ((Number) browser.script("return state.play.generation")).longValue() > generation
                && rule.equals(browser.script("return state.play.rule"))
                && Long.valueOf(15).equals(browser.script("return state.play.width"))
                && brain.equals(browser.script("return state.play.brain"))
                && (side.startsWith("swap2") || side.equals(browser.script("return state.play.human"))));
    }

    /** Waits until it is the person's turn or the game is over; true if over. */
    private boolean awaitTurn() {
        // one read of the state (two could straddle an update); a wait ends on neither null nor false: hence words
        return "over".equals(browser.until(d -> browser.script("const p = state.play; return p.over ? 'over'"
                + " : !p.thinking && p.toMove === p.human ? 'turn' : null")));
    }

    private int moves() {
        return ((Number) browser.script("return state.play.moves.length")).intValue();
    }

    @Test
    void playsAWholeGameAgainstSearchByClicking() throws Exception {
        // 1 s a move: at 300 ms the search brain once lost on time on this loaded 2-core machine
        newGame("search", "freestyle", 1000, "black");
        int clicks = 0;
        while (!awaitTurn()) {
            // the person plays the first free point from the top-left corner: a weak, sure way to a result
            @SuppressWarnings("unchecked")
            List<List<Number>> taken = (List<List<Number>>) browser.script("return state.play.moves");
            Point next = firstFree(taken, 15);
            int before = moves();
            browser.clickPoint("play-board", next.x(), next.y());
            browser.until(d -> moves() > before);
            clicks++;
            assertTrue(clicks < 120, "the game does not end");
        }
        String result = browser.text("result");
        assertTrue(result.contains("wins") || result.contains("Draw"), result);
        int n = moves();
        assertTrue(n >= 9, "a five needs at least 9 stones, got " + n);
        assertEquals(n, browser.stones("play-board"));
        assertTrue(browser.text("log").contains("MESSAGE depth"), "the brain's analysis lines are shown");
        assertFalse(browser.text("an-depth").isEmpty(), "the depth is shown");
        browser.screenshot("play-search");

        GameRecord psq = Psq.read(get("/api/save?format=psq"));
        GameRecord sgf = Sgf.read(get("/api/save?format=sgf"));
        assertEquals(n, psq.moves().size());
        assertEquals(psq.moves(), sgf.moves());
        assertEquals("human", psq.blackName().orElseThrow());
    }

    @Test
    void refusesARenjuForbiddenPointUndoesAndSurvivesReloads() throws Exception {
        newGame("corner", "renju", 1000, "black");
        // black builds a cross; the corner brain plays along the bottom row: 13,7 makes a double three
        int[][] black = {{5, 7}, {6, 7}, {7, 5}, {7, 6}};
        for (int[] p : black) {
            assertFalse(awaitTurn());
            int before = moves();
            browser.clickPoint("play-board", p[0], p[1]);
            browser.until(d -> moves() == before + 2);
        }
        assertFalse(awaitTurn());
        browser.until(d -> !d.findElements(By.cssSelector("#play-board [data-forbidden='7,7']")).isEmpty());
        browser.driver.findElement(By.id("opt-threats")).click();
        // white has four on the bottom row: the five point 10,14 is marked for white
        browser.until(d -> !d.findElements(By.cssSelector("#play-board [data-threat='w5']")).isEmpty());
        browser.clickPoint("play-board", 7, 7);
        browser.until(d -> browser.text("notice").contains("forbidden"));
        assertEquals(8, moves());
        assertEquals(8, browser.stones("play-board"));
        browser.screenshot("renju-forbidden");

        // reload and a second page: the state is on the server
        browser.driver.navigate().refresh();
        browser.until(d -> browser.stones("play-board") == 8);
        String first = browser.driver.getWindowHandle();
        browser.driver.switchTo().newWindow(WindowType.TAB);
        browser.open(server.url());
        browser.until(d -> browser.stones("play-board") == 8);
        browser.driver.close();
        browser.driver.switchTo().window(first);

        browser.until(d -> d.findElement(By.id("undo"))).click();
        browser.until(d -> moves() == 6);
        browser.until(d -> browser.stones("play-board") == 6);
        assertTrue(browser.driver.findElements(By.cssSelector("#play-board [data-forbidden='7,7']")).isEmpty(),
                "7,7 is no double three any more");
        browser.screenshot("renju-undo");
    }

    @Test
    void replaysAGivenAndAnUploadedRecord() throws Exception {
        browser.open(server.url());
        browser.until(d -> d.findElement(By.id("tab-replay"))).click();
        browser.until(d -> d.findElement(By.cssSelector("#files li"))).click();
        browser.until(d -> browser.text("r-pos").startsWith("move 5 of 5"));
        assertEquals(5, browser.stones("replay-board"));
        browser.driver.findElement(By.id("r-first")).click();
        browser.until(d -> browser.stones("replay-board") == 0);
        for (int i = 0; i < 3; i++) {
            browser.driver.findElement(By.id("r-next")).click();
        }
        browser.until(d -> browser.stones("replay-board") == 3);
        assertTrue(browser.text("r-pos").startsWith("move 3 of 5: g8"), browser.text("r-pos"));

        List<Point> moves = List.of(new Point(3, 3), new Point(4, 4), new Point(3, 4), new Point(4, 3));
        Path sgf = dir.resolve("uploaded.sgf");
        Files.writeString(sgf, Sgf.write(new GameRecord(19, 19, moves)));
        browser.driver.findElement(By.id("upload")).sendKeys(sgf.toString());
        browser.until(d -> browser.text("r-name").startsWith("uploaded.sgf"));
        assertEquals(4, browser.stones("replay-board"));
        assertTrue(browser.text("r-name").contains("19x19"));
        browser.screenshot("replay");

        Path bad = dir.resolve("bad.psq");
        Files.writeString(bad, "Piskvorky 15x15, 1:1, 0\n99,1,0\n");
        browser.driver.findElement(By.id("upload")).sendKeys(bad.toString());
        browser.until(d -> browser.text("r-notice").contains("bad.psq"));
        assertEquals(4, browser.stones("replay-board"), "a bad record leaves the open one");
    }

    @Test
    void survivesBrainsThatCrashHangOrCheat() throws Exception {
        newGame("crash", "freestyle", 1000, "black");
        assertFalse(awaitTurn());
        browser.clickPoint("play-board", 7, 7);
        browser.until(d -> browser.text("result").startsWith("You win"));
        assertTrue(browser.text("notice").contains("exited with code 3"), browser.text("notice"));
        browser.screenshot("crash");

        newGame("hang", "freestyle", 500, "black");
        assertFalse(awaitTurn());
        browser.clickPoint("play-board", 7, 7);
        browser.until(d -> browser.text("result").startsWith("You win"));
        assertTrue(browser.text("notice").contains("timeout"), browser.text("notice"));

        newGame("cheat", "freestyle", 1000, "black");
        assertFalse(awaitTurn());
        browser.clickPoint("play-board", 7, 7);
        browser.until(d -> browser.text("result").startsWith("You win"));
        assertTrue(browser.text("notice").contains("illegal move: h8 is taken"), browser.text("notice"));
        browser.screenshot("cheat");

        // the server goes on: a new game against another brain, which opens
        newGame("search", "freestyle", 300, "white");
        browser.until(d -> moves() == 1);
    }

    @Test
    void swap2OpeningsEitherWay() throws Exception {
        // 1 s a move: at 300 ms the search brain's first Swap2 answer once overran the limit on a loaded machine
        newGame("search", "freestyle", 1000, "swap2-brain");
        browser.until(d -> "you_choose_after_3".equals(browser.script("return state.play.swap2")));
        assertEquals(3, moves());
        browser.screenshot("swap2-choice");
        browser.until(d -> d.findElement(By.id("sw-black"))).click();
        // the brain, now white, places stone 4; then the person plays black
        assertFalse(awaitTurn());
        assertEquals(4, moves());
        assertEquals("black", browser.script("return state.play.human"));

        newGame("search", "freestyle", 1000, "swap2-you");
        int[][] opening = {{7, 7}, {8, 7}, {7, 8}};
        for (int[] p : opening) {
            int before = moves();
            browser.clickPoint("play-board", p[0], p[1]);
            browser.until(d -> moves() > before);
        }
        String phase = browser.until(d -> {
            Object sw = browser.script("return state.play.swap2");
            return "none".equals(sw) || "you_choose_after_5".equals(sw) ? sw.toString() : null;
        });
        if (phase.equals("you_choose_after_5")) {
            assertEquals(5, moves());
            browser.until(d -> d.findElement(By.id("sw-white"))).click();
        }
        // whatever the brain chose, the person is to move next: as white after a swap, else as black
        assertFalse(awaitTurn());
        int n = moves();
        assertTrue(n >= 3 && n <= 5, "stones after the opening: " + n);
        browser.screenshot("swap2-done");
    }

    @Test
    void playsOnARectangularBoard() throws Exception {
        browser.open(server.url());
        long generation = ((Number) browser.until(d -> browser.script("return state && state.play.generation"))).longValue();
        HttpResponse<String> r = HttpClient.newHttpClient().send(post("/api/new",
                "brain=corner&rule=standard&width=20&height=12&turn=1000&side=black").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        browser.until(d -> ((Number) browser.script("return state.play.generation")).longValue() > generation);
        assertFalse(awaitTurn());
        assertEquals(240, browser.driver.findElements(By.cssSelector("#play-board rect.hit")).size());
        browser.clickPoint("play-board", 0, 0);
        // the corner brain got RECTSTART 20,12: its answer is the bottom-right point
        browser.until(d -> "[[0,0],[19,11]]".equals(browser.script("return JSON.stringify(state.play.moves)")));
        browser.screenshot("rectangular");
    }

    @Test
    void manyPagesAtOnceAllSeeEveryMove() throws Exception {
        newGame("corner", "freestyle", 1000, "black");
        assertFalse(awaitTurn());
        // 30 more pages, as event streams: each must see the move made below, and the brain's answer
        int pages = 30;
        HttpClient http = HttpClient.newHttpClient();
        List<java.util.concurrent.CompletableFuture<Boolean>> seen = new ArrayList<>();
        List<java.util.stream.Stream<String>> streams = new ArrayList<>();
        java.util.concurrent.ExecutorService readers = java.util.concurrent.Executors.newCachedThreadPool();
        for (int i = 0; i < pages; i++) {
            HttpResponse<java.util.stream.Stream<String>> r = http.send(HttpRequest.newBuilder(
                    URI.create(server.url() + "api/events")).build(), HttpResponse.BodyHandlers.ofLines());
            assertEquals(200, r.statusCode());
            streams.add(r.body());
            seen.add(java.util.concurrent.CompletableFuture.supplyAsync(() -> r.body()
                    .anyMatch(line -> line.startsWith("data: ") && line.contains("\"moves\":[[7,7],[14,14]]")), readers));
        }
        browser.clickPoint("play-board", 7, 7);
        for (var f : seen) {
            try {
                assertTrue(f.get(60, java.util.concurrent.TimeUnit.SECONDS), "a page missed the moves");
            } catch (java.util.concurrent.TimeoutException e) {
                throw new AssertionError("a page saw no move in 60 s; the server's state: " + get("/api/state"), e);
            }
        }
        streams.forEach(java.util.stream.Stream::close);
        readers.shutdownNow();
        browser.until(d -> browser.stones("play-board") == 2);
    }

    /**
     * A browser allows six connections per host, and each live page holds one event stream: a seventh tab
     * of one browser would wait forever, so a hidden tab lets its stream go and takes it again when shown.
     */
    @Test
    void manyTabsOfOneBrowserStayLive() throws Exception {
        newGame("corner", "freestyle", 1000, "black");
        assertFalse(awaitTurn());
        String first = browser.driver.getWindowHandle();
        List<String> tabs = new ArrayList<>();
        try {
            for (int i = 0; i < 8; i++) {
                browser.driver.switchTo().newWindow(WindowType.TAB);
                tabs.add(browser.driver.getWindowHandle());
                browser.open(server.url());
                browser.until(d -> "live".equals(d.findElement(By.id("conn")).getText()));
            }
            browser.clickPoint("play-board", 7, 7);
            browser.until(d -> browser.stones("play-board") == 2);
            browser.driver.switchTo().window(tabs.get(0));
            browser.until(d -> browser.stones("play-board") == 2);
        } finally {
            for (String t : tabs) {
                browser.driver.switchTo().window(t);
                browser.driver.close();
            }
            browser.driver.switchTo().window(first);
        }
    }

    @Test
    void badRequestsGetA4xxWithAMessage() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> r = http.send(post("/api/move", "x=abc&y=1").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("x must be a whole number"), r.body());
        r = http.send(post("/api/new", "brain=search&rule=chess&width=15&height=15&turn=300&side=black").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("unknown rule chess"), r.body());
        r = http.send(post("/api/new", "brain=search&rule=renju&width=40&height=15&turn=300&side=black").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(400, r.statusCode());
        r = http.send(post("/api/swap2", "choice=black").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(409, r.statusCode());
        assertTrue(r.body().contains("no colour to choose"), r.body());
        r = http.send(post("/api/undo", "").header("Origin", "http://evil.example").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(403, r.statusCode());
        r = http.send(HttpRequest.newBuilder(URI.create(server.url() + "nothing")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(404, r.statusCode());
        r = http.send(post("/api/replay?name=x.sgf", "(;GM[4]SZ[15];B[zz])").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(422, r.statusCode());
        assertTrue(r.body().startsWith("x.sgf: "), r.body());
        // a pos record: read on 15x15, rows counted from the top as gomoku-core's pos notation does
        r = http.send(post("/api/replay?name=opening.txt", "h8h7i7").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(get("/api/state").contains("\"name\":\"opening.txt\",\"width\":15,\"height\":15,"
                + "\"black\":\"black\",\"white\":\"white\",\"moves\":[[7,7],[7,6],[8,6]]"), get("/api/state"));
        // another site's name in Host (DNS rebinding) is refused before anything is done
        URI u = URI.create(server.url());
        try (java.net.Socket socket = new java.net.Socket(u.getHost(), u.getPort())) {
            socket.getOutputStream().write(("GET /api/state HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
        }
    }

    private static HttpRequest.Builder post(String path, String form) {
        return HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
    }

    private static String get(String path) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(server.url() + path.substring(1))).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }

    private static Point firstFree(List<List<Number>> taken, int size) {
        List<Point> used = new ArrayList<>();
        for (List<Number> p : taken) {
            used.add(new Point(p.get(0).intValue(), p.get(1).intValue()));
        }
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (!used.contains(new Point(x, y))) {
                    return new Point(x, y);
                }
            }
        }
        throw new AssertionError("full board");
    }
}
