package dev.gomoku.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The web page as an analysis board, in a real headless Chromium against the built launcher: positions
 * set up by clicking, typed in pos or x,y notation and taken from a replay, played on with white
 * first or analysed with both sides played by the person. Each test leaves a screenshot in
 * {@code target/screenshots/}.
 */
class AnalysisPageIT {
    /** The record offered with --record: a short freestyle game. */
    static final List<Point> RECORD = List.of(new Point(7, 7), new Point(8, 8), new Point(6, 7), new Point(9, 9),
            new Point(5, 7));

    /** Time per move: the shell brains start slowly on a loaded machine. */
    static final int TURN = 5000;

    static Path dir;
    static Browser browser;
    static GomokuProc server;
    static String skipped;

    @BeforeAll
    static void start() throws Exception {
        skipped = Browser.missing();
        if (skipped != null) {
            return;
        }
        browser = Browser.start();
        dir = Files.createTempDirectory("gomoku-analysis-it");
        Path corner = script("pbrain-corner.sh");
        Path slow = script("pbrain-slow.sh");
        Path rapfiFormat = script("pbrain-rapfi-format.sh");
        Path psq = dir.resolve("given.psq");
        Files.writeString(psq, Psq.write(new GameRecord(15, 15, RECORD)));
        server = GomokuProc.start("web", "--port", "0", "--record", psq.toString(), corner.toString(), slow.toString(),
                rapfiFormat.toString());
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
        try (InputStream in = AnalysisPageIT.class.getResourceAsStream("/web/" + name)) {
            Files.copy(in, p);
        }
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    /** Opens the play tab with the form set: brain, rule, 15x15, time per move, side; no game time, no candidates. */
    private void form(String brain, String rule, int turnMillis, String side) {
        browser.open(server.url());
        browser.until(d -> d.findElement(By.id("tab-play"))).click();
        browser.until(d -> new Select(d.findElement(By.id("brain"))).getOptions().size() > 1);
        new Select(browser.driver.findElement(By.id("brain"))).selectByVisibleText(brain);
        new Select(browser.driver.findElement(By.id("rule"))).selectByVisibleText(rule);
        type("turn", Integer.toString(turnMillis));
        type("width", "15");
        type("height", "15");
        new Select(browser.driver.findElement(By.id("side"))).selectByValue(side);
        // the form shows the last game's settings: no clocks and no candidates unless a test asks
        clocks(0, false);
        new Select(browser.driver.findElement(By.id("candidates"))).selectByValue("1");
        new Select(browser.driver.findElement(By.id("opening"))).selectByValue("");
    }

    /** Types a form field's value, again if a state update rewrote the field meanwhile. */
    private void type(String id, String value) {
        browser.until(d -> {
            WebElement e = d.findElement(By.id(id));
            e.clear();
            e.sendKeys(value);
            return value.equals(e.getAttribute("value"));
        });
    }

    /** Sets the game time and whether the person's moves are timed. */
    private void clocks(int matchMillis, boolean person) {
        type("match", Integer.toString(matchMillis));
        if (browser.driver.findElement(By.id("person-clock")).isSelected() != person) {
            browser.driver.findElement(By.id("person-clock")).click();
        }
    }

    private long generation() {
        return ((Number) browser.until(d -> browser.script("return state && state.play.generation"))).longValue();
    }

    private void click(String id) {
        browser.until(d -> d.findElement(By.id(id))).click();
    }

    private void paint(String colour) {
        browser.driver.findElement(By.cssSelector("input[name=paint][value='" + colour + "']")).click();
    }

    /** The colour ('b' or 'w') of the stone drawn at x,y on the play board, or null. */
    private String colourAt(int x, int y) {
        // the page redraws the board as it updates: an element found just before a redraw goes stale
        for (int attempt = 0; ; attempt++) {
            try {
                List<WebElement> e = browser.driver.findElements(
                        By.cssSelector("#play-board circle[data-at='" + x + "," + y + "']"));
                return e.isEmpty() ? null : e.get(0).getAttribute("data-color");
            } catch (org.openqa.selenium.StaleElementReferenceException redrawn) {
                if (attempt == 20) {
                    throw redrawn;
                }
            }
        }
    }

    @Test
    void setsUpAPositionWithWhiteToMoveAndPlaysOnFromIt() throws Exception {
        form("corner", "freestyle", TURN, "black");
        long generation = generation();
        click("setup");
        browser.until(d -> d.findElement(By.id("setup-panel")).isDisplayed());
        // the editor starts from the game on the board; this test starts from an empty one
        click("pos-clear");
        browser.until(d -> browser.stones("play-board") == 0);
        paint("b");
        browser.clickPoint("play-board", 7, 7);
        browser.clickPoint("play-board", 8, 7);
        paint("w");
        browser.clickPoint("play-board", 7, 8);
        browser.clickPoint("play-board", 8, 8);
        // a stone clicked again in its own colour goes away; put it back
        browser.clickPoint("play-board", 8, 8);
        browser.until(d -> colourAt(8, 8) == null);
        browser.clickPoint("play-board", 8, 8);
        new Select(browser.driver.findElement(By.id("to-move"))).selectByValue("white");
        browser.until(d -> browser.text("pos-info").startsWith("2 black, 2 white, white to move"));
        assertEquals(4, browser.stones("play-board"));
        browser.screenshot("setup-editor");
        click("pos-play");
        // white (the corner brain) moves first from the position: its stone is white, the others kept
        browser.until(d -> generation() > generation && browser.stones("play-board") == 5);
        browser.until(d -> browser.text("status").startsWith("Your move (black)"));
        assertEquals("w", colourAt(14, 14));
        assertEquals("b", colourAt(7, 7));
        assertEquals("b", colourAt(8, 7));
        assertEquals("w", colourAt(7, 8));
        assertEquals("w", colourAt(8, 8));
        browser.clickPoint("play-board", 6, 7);
        browser.until(d -> browser.stones("play-board") == 7);
        assertEquals("b", colourAt(6, 7));
        assertEquals("w", colourAt(13, 14));
        browser.screenshot("setup-white-first");

        // undo takes back the person's move and the answer, never the set-up stones
        click("undo");
        browser.until(d -> browser.stones("play-board") == 5);
        click("undo");
        browser.until(d -> browser.text("notice").contains("nothing to take back"));
        assertEquals(5, browser.stones("play-board"));
    }

    @Test
    void readsATypedPositionAndAnalysesItPlayingBothSides() throws Exception {
        form("corner", "freestyle", TURN, "both");
        long generation = generation();
        click("setup");
        WebElement text = browser.until(d -> d.findElement(By.id("pos-text")));
        text.sendKeys("h8h9i9");
        click("pos-read");
        // pos notation names the cells as the labels do: each stone is where its column and row labels meet
        browser.until(d -> browser.text("pos-info").startsWith("2 black, 1 white, white to move. As pos: h8h9i9;"));
        assertEquals("b", labelled("h", "8"));
        assertEquals("w", labelled("h", "9"));
        assertEquals("b", labelled("i", "9"));
        assertEquals("w", colourAt(7, 6));
        click("pos-play");
        browser.until(d -> generation() > generation);
        browser.until(d -> browser.text("status").startsWith("White to move (you play both sides)"));
        assertEquals(3, browser.stones("play-board"));
        browser.clickPoint("play-board", 9, 5);
        browser.until(d -> browser.text("status").startsWith("Black to move"));
        assertEquals("w", colourAt(9, 5));
        // the brain does not answer by itself; asked for a hint it shows a move and does not play it
        click("hint");
        browser.until(d -> browser.text("hint-text").startsWith("corner suggests o1 for black"));
        browser.until(d -> !d.findElements(By.cssSelector("#play-board [data-hint='14,14']")).isEmpty());
        assertEquals(4, browser.stones("play-board"));
        browser.screenshot("analyse-hint");
        browser.clickPoint("play-board", 14, 14);
        browser.until(d -> browser.stones("play-board") == 5);
        assertEquals("b", colourAt(14, 14));
        assertTrue(browser.text("hint-text").isEmpty(), "the hint goes with the move");
        // playing both sides, undo takes back one stone
        click("undo");
        browser.until(d -> browser.stones("play-board") == 4);

        // x,y notation, and a position no game can reach is refused with the reason
        click("setup");
        text = browser.until(d -> d.findElement(By.id("pos-text")));
        text.clear();
        text.sendKeys("7,7 8,8 9,9 10,10");
        click("pos-read");
        browser.until(d -> browser.text("pos-info").startsWith("2 black, 2 white, black to move"));
        assertEquals("w", colourAt(10, 10));
        paint("b");
        browser.clickPoint("play-board", 0, 0);
        browser.clickPoint("play-board", 0, 1);
        click("pos-play");
        browser.until(d -> browser.text("notice").contains("black to move needs as many stones as white or one fewer"));
        click("pos-cancel");
        browser.until(d -> browser.stones("play-board") == 4);
    }

    /**
     * The colour of the stone drawn where the column label {@code column} and the row label {@code row}
     * meet, as a person finds a cell, or {@code none}.
     */
    private String labelled(String column, String row) {
        return (String) browser.until(d -> browser.script("const l = [...document.querySelectorAll('#play-board text.lbl')];"
                + "const x = l.find(t => t.textContent === '" + column + "').getAttribute('x');"
                + "const y = l.find(t => t.textContent === '" + row + "').getAttribute('y');"
                + "const s = [...document.querySelectorAll('#play-board circle[data-move]')]"
                + ".find(c => c.getAttribute('cx') === x && c.getAttribute('cy') === y);"
                + "return s ? s.getAttribute('data-color') : 'none';"));
    }

    @Test
    void theBrainLosesOnTimeAsTheRefereeJudges() throws Exception {
        // half a second for the game and the referee's 1 s grace (the server's default --tolerance), a second
        // a move: the slow brain's second move cannot be in time
        form("slow", "freestyle", TURN, "white");
        clocks(500, false);
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation);
        browser.until(d -> browser.text("clock-black").startsWith("black (slow): 0:0")
                && browser.text("clock-black").contains("this move")
                && d.findElement(By.id("clock-black")).getAttribute("class").contains("running"));
        assertEquals("white (you): untimed", browser.text("clock-white"));
        browser.screenshot("clock-brain-thinking");
        // on a loaded machine the first move may already overrun the 1.5 s; else the second does
        String after = browser.until(d -> !browser.text("result").isEmpty() ? "over"
                : browser.stones("play-board") == 1 && browser.text("status").startsWith("Your move") ? "turn" : null);
        if (after.equals("turn")) {
            // the person's clock is off: taking time costs nothing
            Thread.sleep(2000);
            browser.clickPoint("play-board", 7, 7);
        }
        browser.until(d -> browser.text("result").startsWith("You win (white)"));
        String result = browser.text("result");
        assertTrue(result.contains("timeout") || result.contains("lost on time"), result);
        browser.screenshot("clock-brain-lost");
    }

    @Test
    void aTimedPersonLosesOnTime() throws Exception {
        form("corner", "freestyle", TURN, "black");
        clocks(2500, true);
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation);
        assertEquals("white (corner): 0:02.5 left", browser.text("clock-white"));
        String first = browser.until(d -> {
            String t = browser.text("clock-black");
            return t.startsWith("black (you): 0:0") && t.contains("this move") ? t : null;
        });
        // the clock runs on the page while the person thinks
        browser.until(d -> !browser.text("clock-black").equals(first));
        browser.screenshot("clock-person-running");
        browser.until(d -> browser.text("result").startsWith("corner wins (white): you ran out of time"));
        assertEquals(0, browser.stones("play-board"));
        assertEquals("black (you): 0:00.0 left", browser.text("clock-black"));
    }

    @Test
    void showsTheBrainsCandidateMovesAndStepsThroughALine() throws Exception {
        // a generous time: the brain is a fresh JVM on a loaded machine, and its candidates share the time
        form("search", "freestyle", 8000, "black");
        new Select(browser.driver.findElement(By.id("candidates"))).selectByValue("3");
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation && "Your move (black).".equals(browser.text("status")));
        browser.clickPoint("play-board", 7, 7);
        // while it thinks, the ranked moves are marked on the board with their scores
        browser.until(d -> Boolean.TRUE.equals(browser.script("return state.play.thinking"))
                && d.findElements(By.cssSelector("#play-board circle.cand")).size() == 3);
        browser.screenshot("candidates-thinking");
        browser.until(d -> browser.stones("play-board") == 2 && browser.text("status").startsWith("Your move"));
        List<WebElement> items = browser.driver.findElements(By.cssSelector("#cands li"));
        assertEquals(3, items.size());
        // the first candidate is the move played
        @SuppressWarnings("unchecked")
        List<Number> played = (List<Number>) browser.script("return state.play.moves[1]");
        String name = (char) ('a' + played.get(0).intValue()) + Integer.toString(15 - played.get(1).intValue());
        assertTrue(items.get(0).getText().startsWith(name + " "), items.get(0).getText() + " vs " + name);
        items.get(1).click();
        browser.until(d -> browser.text("pv-pos").startsWith("line 2: move 1 of "));
        assertEquals(1, browser.driver.findElements(By.cssSelector("#play-board circle.pv")).size());
        // the line is shown on the position it was found in: one stone, black's, before the brain's answer
        assertEquals(1, browser.stones("play-board"));
        int length = Integer.parseInt(browser.text("pv-pos").replaceAll("^line 2: move 1 of (\\d+).*", "$1"));
        if (length > 1) {
            click("pv-next");
            browser.until(d -> d.findElements(By.cssSelector("#play-board circle.pv")).size() == 2);
            click("pv-prev");
            browser.until(d -> d.findElements(By.cssSelector("#play-board circle.pv")).size() == 1);
        }
        browser.screenshot("candidates-line");
        click("pv-close");
        browser.until(d -> browser.stones("play-board") == 2);
        assertTrue(browser.driver.findElements(By.cssSelector("#play-board circle.pv")).isEmpty());
    }

    /** The ranked moves listed beside the board, blanks collapsed. */
    private List<String> candidateList() {
        return browser.driver.findElements(By.cssSelector("#cands li")).stream()
                .map(e -> e.getText().replaceAll("\\s+", " ")).toList();
    }

    private boolean candidateAt(int rank, int x, int y) {
        return !browser.driver.findElements(By.cssSelector(
                "#play-board circle.cand[data-cand='" + rank + "'][data-at='" + x + "," + y + "']")).isEmpty();
    }

    /**
     * Another brain's candidates: the script brain prints Rapfi's INFO blocks (once sent show_detail, as
     * Rapfi needs), its brief messages, garbled lines and a line that is no reply; the page ranks the moves
     * as the last iteration did, on the cells its x,y lines name, and reads Rapfi's own notation (H8 is 7,7).
     */
    @Test
    void showsAnotherBrainsCandidatesReadFromRapfisLines() throws Exception {
        form("rapfi-format", "freestyle", TURN, "both");
        new Select(browser.driver.findElement(By.id("candidates"))).selectByValue("3");
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation && browser.text("status").startsWith("Black to move"));
        click("hint");
        browser.until(d -> browser.text("hint-text").startsWith("rapfi-format suggests h8 for black"));
        // on the analysis board the hint's candidates stay drawn: the board is the position they rank
        browser.until(d -> d.findElements(By.cssSelector("#play-board circle.cand")).size() == 3);
        assertTrue(candidateAt(1, 7, 7) && candidateAt(2, 8, 8) && candidateAt(3, 6, 6),
                browser.script("return JSON.stringify(state.play.cands)").toString());
        assertEquals(List.of("h8 ev 35 depth 2-4: h8 i9", "i7 ev -12 depth 2-4: i7 i9", "g9 ev -M9 depth 2-4: g9 i9"),
                candidateList());
        // the search line: the brief messages' score, and its Bestline H8 I7 in Rapfi's notation
        assertEquals("eval 35", browser.text("an-ev"));
        assertEquals("best line: h8 i9", browser.text("an-pv"));
        assertTrue(browser.text("notice").isEmpty() && browser.text("result").isEmpty(), browser.text("notice"));
        browser.screenshot("candidates-rapfi-format");
        browser.driver.findElements(By.cssSelector("#cands li")).get(2).click();
        browser.until(d -> browser.text("pv-pos").equals("line 3: move 1 of 2 (g9)"));
        click("pv-next");
        browser.until(d -> browser.text("pv-pos").equals("line 3: move 2 of 2 (g9 i9)"));
        click("pv-close");
        // the person plays on: the next hint ranks the new position
        browser.clickPoint("play-board", 7, 7);
        browser.until(d -> browser.text("status").startsWith("White to move"));
        click("hint");
        browser.until(d -> browser.text("hint-text").startsWith("rapfi-format suggests i7 for white"));
        browser.until(d -> candidateAt(1, 8, 8) && candidateAt(2, 6, 6) && candidateAt(3, 8, 6));
    }

    /** The analysis board with the search brain's five ranked moves: the README's picture. */
    @Test
    void theSearchBrainsCandidatesOnAnAnalysedPosition() throws Exception {
        form("search", "freestyle", 6000, "both");
        new Select(browser.driver.findElement(By.id("candidates"))).selectByValue("5");
        analyseTyped("h8i9h9h10i8g8j7k6");
        browser.until(d -> browser.text("status").startsWith("Black to move"));
        click("hint");
        browser.until(d -> browser.text("hint-text").startsWith("search suggests "));
        browser.until(d -> d.findElements(By.cssSelector("#play-board circle.cand")).size() >= 3);
        List<String> listed = candidateList();
        String hint = browser.text("hint-text").replaceAll("^search suggests (\\S+) .*", "$1");
        // the move suggested is the first ranked
        assertTrue(listed.get(0).startsWith(hint + " ev "), listed + " vs " + hint);
        browser.screenshot("readme-analysis-candidates");
    }

    /** Types a position into the editor and starts the analysis of it with the form as it is. */
    private void analyseTyped(String position) {
        click("setup");
        WebElement text = browser.until(d -> d.findElement(By.id("pos-text")));
        text.clear();
        text.sendKeys(position);
        click("pos-read");
        browser.until(d -> browser.text("pos-info").contains(" to move."));
        long generation = generation();
        click("pos-play");
        browser.until(d -> generation() > generation);
    }

    @Test
    void aBrainWithoutYxNBestIsAskedForAPlainMove() {
        form("corner", "freestyle", TURN, "black");
        new Select(browser.driver.findElement(By.id("candidates"))).selectByValue("3");
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation && "Your move (black).".equals(browser.text("status")));
        browser.clickPoint("play-board", 7, 7);
        browser.until(d -> browser.stones("play-board") == 2);
        assertEquals("w", colourAt(14, 14));
        assertTrue(browser.text("notice").contains("corner does not know YXNBEST"), browser.text("notice"));
        assertTrue(browser.text("result").isEmpty(), "no loss for a missing extension");
    }

    @Test
    void aReplayedGamesStoryIsAGraphWithItsSwingsAndKeys() throws Exception {
        // white ignores black's stones far away: the engine proves black's win early, and the game swings there
        List<Point> moves = List.of(new Point(7, 7), new Point(0, 0), new Point(7, 8), new Point(1, 0), new Point(7, 9),
                new Point(2, 0), new Point(7, 10), new Point(3, 0), new Point(7, 11));
        Path psq = dir.resolve("blunder.psq");
        Files.writeString(psq, Psq.write(new GameRecord(15, 15, moves)));
        browser.open(server.url());
        click("tab-replay");
        browser.until(d -> d.findElement(By.id("upload"))).sendKeys(psq.toString());
        browser.until(d -> browser.text("r-name").startsWith("blunder.psq"));
        // evaluated move by move on the server; the graph shows once there are points
        browser.until(d -> Boolean.TRUE.equals(browser.script(
                "const s = state.replay.story; return s && s.evals.length === 10 && s.evals.every(v => v !== null)")));
        browser.until(d -> d.findElement(By.id("replay-graph")).isDisplayed()
                && browser.text("replay-story").startsWith("Evaluation for black after move 9: won."));
        // the swings are the moves where black's evaluation jumps to the proven win: a white move
        WebElement swing = browser.until(d -> d.findElement(By.cssSelector("#replay-graph circle.gswing")));
        int ply = Integer.parseInt(swing.getAttribute("data-ply"));
        assertTrue(browser.text("replay-story").contains("Swings: " + ply + " "), browser.text("replay-story"));
        browser.screenshot("story-replay");
        swing.click();
        browser.until(d -> browser.text("r-pos").startsWith("move " + ply + " of 9"));
        assertEquals(ply, browser.stones("replay-board"));
        assertEquals(Integer.toString(ply), browser.driver.findElement(By.cssSelector("#replay-graph .gcursor"))
                .getAttribute("data-step"));
        keys(Keys.HOME);
        browser.until(d -> browser.stones("replay-board") == 0);
        keys(Keys.END);
        browser.until(d -> browser.stones("replay-board") == 9);
        keys(Keys.ARROW_LEFT);
        browser.until(d -> browser.text("r-pos").startsWith("move 8 of 9"));
    }

    @Test
    void aFinishedGamesStoryAndKeysOnThePlayTab() throws Exception {
        form("corner", "freestyle", TURN, "black");
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation && "Your move (black).".equals(browser.text("status")));
        for (int y = 7; y <= 11; y++) {
            int before = browser.stones("play-board");
            browser.clickPoint("play-board", 7, y);
            browser.until(d -> browser.stones("play-board") > before
                    && (browser.text("status").startsWith("Your move") || browser.text("status").startsWith("Game over")));
        }
        browser.until(d -> browser.text("result").startsWith("You win (black)"));
        browser.until(d -> d.findElement(By.id("play-graph")).isDisplayed()
                && browser.text("play-story").startsWith("Evaluation for black after move 9: won."));
        browser.screenshot("story-play");
        keys(Keys.HOME);
        browser.until(d -> browser.stones("play-board") == 0);
        keys(Keys.ARROW_RIGHT);
        keys(Keys.ARROW_RIGHT);
        browser.until(d -> browser.stones("play-board") == 2);
        assertTrue(browser.text("play-story").startsWith("Evaluation for black after move 2:"), browser.text("play-story"));
        keys(Keys.END);
        browser.until(d -> browser.stones("play-board") == 9);
    }

    private void keys(Keys key) {
        browser.driver.findElement(By.tagName("body")).click();
        new Actions(browser.driver).sendKeys(key).perform();
    }

    @Test
    void startsFromAStandardRenjuOpeningByName() throws Exception {
        form("corner", "renju", TURN, "black");
        Select opening = new Select(browser.driver.findElement(By.id("opening")));
        browser.until(d -> opening.getOptions().size() == 47);
        opening.selectByVisibleText("renju D4 Kagetsu");
        long generation = generation();
        click("new");
        // Kagetsu: black h8, white h9, black i9; white, the corner brain, plays the fourth stone
        browser.until(d -> generation() > generation && browser.stones("play-board") == 4);
        browser.until(d -> browser.text("status").startsWith("Your move (black)"));
        assertEquals("Opening: D4 Kagetsu", browser.text("opening-name"));
        assertEquals("b", colourAt(7, 7));
        assertEquals("w", colourAt(7, 6));
        assertEquals("b", colourAt(8, 6));
        assertEquals("w", colourAt(14, 14));
        browser.screenshot("renju-opening");
    }

    /** The SDK's balanced Swap2 openings are offered by name: S1 is 0,1, 0,0, 3,3 from the centre. */
    @Test
    void startsFromABalancedSwap2Opening() throws Exception {
        form("corner", "freestyle", TURN, "both");
        Select opening = new Select(browser.driver.findElement(By.id("opening")));
        browser.until(d -> opening.getOptions().size() == 47);
        assertEquals(20, browser.driver.findElements(By.cssSelector("#opening optgroup[label^='Swap2'] option")).size());
        opening.selectByValue("S1");
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation && browser.stones("play-board") == 3);
        browser.until(d -> browser.text("status").startsWith("White to move"));
        assertEquals("Opening: balanced S1 (h7 h8 k5)", browser.text("opening-name"));
        assertEquals("b", labelled("h", "7"));
        assertEquals("w", labelled("h", "8"));
        assertEquals("b", labelled("k", "5"));
        browser.screenshot("swap2-balanced-opening");
    }

    @Test
    void opensSwap2WithANamedOpening() throws Exception {
        form("search", "freestyle", 3000, "swap2-you");
        Select opening = new Select(browser.driver.findElement(By.id("opening")));
        browser.until(d -> opening.getOptions().size() == 47);
        opening.selectByVisibleText("renju I7 Hogetsu");
        long generation = generation();
        click("new");
        browser.until(d -> generation() > generation);
        // the three stones are the person's Swap2 proposal; the brain chooses, then the person goes on
        String phase = browser.until(d -> {
            Object sw = browser.script("return state.play.swap2");
            return "none".equals(sw) || "you_choose_after_5".equals(sw) ? sw.toString() : null;
        });
        assertEquals("[[7,7],[8,6],[8,8]]", browser.script("return JSON.stringify(state.play.moves.slice(0, 3))"));
        assertTrue(browser.text("opening-name").startsWith("Opening: I7 Hogetsu"), browser.text("opening-name"));
        if (phase.equals("you_choose_after_5")) {
            click("sw-black");
        }
        browser.until(d -> "none".equals(browser.script("return state.play.swap2")));
        browser.screenshot("swap2-opening");
    }

    /** Sets up a typed position and starts a game on it with the person playing both sides. */
    private void analyse(String position) {
        form("corner", "freestyle", TURN, "both");
        click("setup");
        WebElement text = browser.until(d -> d.findElement(By.id("pos-text")));
        text.clear();
        text.sendKeys(position);
        click("pos-read");
        browser.until(d -> browser.text("pos-info").contains(" to move."));
        long generation = generation();
        click("pos-play");
        browser.until(d -> generation() > generation);
    }

    /**
     * Black: three in row 8 (blocked at c8) and three in column g: g8 makes a double four; white has
     * stones in the corners.
     */
    private static final String DOUBLE_FOUR = "3,7 0,0 4,7 14,0 5,7 0,14 6,4 14,14 6,5 2,7 6,6";

    @Test
    void provesAWinAndPlaysItsLine() throws Exception {
        analyse(DOUBLE_FOUR + " 6,3");
        browser.until(d -> browser.text("status").startsWith("Black to move"));
        click("prove");
        browser.until(d -> browser.text("proof").startsWith("Black to move wins by VCF in 1 move: g8, then five."));
        assertTrue(browser.text("proof").endsWith("White has no defence."), browser.text("proof"));
        click("proof-next");
        browser.until(d -> d.findElements(By.cssSelector("#play-board circle.pv")).size() == 1);
        assertEquals("line shown: 1 of 1 moves", browser.text("proof-pos"));
        browser.screenshot("proof-vcf");
        click("proof-play");
        browser.until(d -> browser.stones("play-board") == 13);
        assertEquals("b", colourAt(6, 7));
        // the line is played out: white blocks one four, black makes five with the other
        browser.clickPoint("play-board", 7, 7);
        browser.until(d -> browser.stones("play-board") == 14);
        browser.clickPoint("play-board", 6, 8);
        browser.until(d -> browser.text("result").startsWith("Black wins (black): five in a row"));
    }

    @Test
    void saysWhenTheOtherSideThreatens() {
        analyse(DOUBLE_FOUR);
        browser.until(d -> browser.text("status").startsWith("White to move"));
        click("prove");
        browser.until(d -> browser.text("proof").startsWith("No forced win for white to move"));
        assertTrue(browser.text("proof").contains("Black threatens a VCF (")
                && browser.text("proof").endsWith("): white must defend."), browser.text("proof"));
        assertTrue(browser.driver.findElement(By.id("proof-play")).getAttribute("disabled") != null,
                "a threat is no line to play");
    }

    /**
     * Black's double three at h8 (e8 f8, h10 h9) would be a VCT, but white's four c3-f3 (blocked at b3) makes
     * five at g3 first: the page must not call black's threats a win.
     */
    @Test
    void aVctIsNoWinWhenTheOtherSideHasAFour() {
        analyse("5,7 2,12 6,7 3,12 7,5 4,12 7,6 5,12 1,12 12,2");
        browser.until(d -> browser.text("status").startsWith("Black to move"));
        click("prove");
        browser.until(d -> browser.text("proof").startsWith("No forced win for black to move"));
        assertTrue(browser.text("proof").endsWith("White threatens a VCF (g3): black must defend."), browser.text("proof"));
        assertTrue(browser.driver.findElement(By.id("proof-play")).getAttribute("disabled") != null,
                "no winning line to play");
    }

    @Test
    void refusesWhiteFirstUnderRenju() {
        form("corner", "renju", TURN, "black");
        click("setup");
        // an empty board with white to move first
        click("pos-clear");
        browser.until(d -> browser.stones("play-board") == 0);
        new Select(browser.until(d -> d.findElement(By.id("to-move")))).selectByValue("white");
        click("pos-play");
        // the last game's notice may still be shown until the refusal comes
        browser.until(d -> browser.text("notice").contains("under renju black moves first"));
        click("pos-cancel");
    }

    @Test
    void takesAPositionFromAReplay() throws Exception {
        browser.open(server.url());
        click("tab-replay");
        browser.until(d -> d.findElement(By.cssSelector("#files li"))).click();
        browser.until(d -> browser.text("r-pos").startsWith("move 5 of 5"));
        click("r-prev");
        click("r-prev");
        browser.until(d -> browser.stones("replay-board") == 3);
        click("r-setup");
        browser.until(d -> browser.text("pos-info").startsWith("2 black, 1 white, white to move"));
        assertEquals("b", colourAt(6, 7));
        assertEquals("w", colourAt(8, 8));
        new Select(browser.driver.findElement(By.id("brain"))).selectByVisibleText("corner");
        new Select(browser.driver.findElement(By.id("side"))).selectByValue("black");
        type("turn", Integer.toString(TURN));
        long generation = generation();
        click("pos-play");
        browser.until(d -> generation() > generation && browser.stones("play-board") == 4);
        assertEquals("w", colourAt(14, 14));
        browser.screenshot("replay-to-position");
    }
}
