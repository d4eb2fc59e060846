package dev.gomoku.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * {@code gomoku match --web}, {@code gomoku tournament --web} and {@code gomoku web} as real processes,
 * in a real headless Chromium: a 2-game match watched to its end (two games at once, so two tiles), a
 * 3-brain tournament's standings, and the clean end on Ctrl-C that kills the brains the server started.
 * Screenshots in {@code target/screenshots/}.
 */
class WatchPageIT {

    @Test
    void watchesATwoGameMatchToItsEnd() throws Exception {
        try (Browser browser = Browser.start();
                GomokuProc match = GomokuProc.start("match", "search", "weights", "-g", "2", "-c", "2", "-t", "500",
                        "--web", "--web-port", "0")) {
            browser.open(match.url());
            browser.until(d -> d.findElements(By.cssSelector("#tiles .tile")).size() == 2);
            // live: some tile shows stones while the match runs
            browser.until(d -> d.findElements(By.cssSelector("#tiles circle[data-move]")).size() > 2
                    || browser.text("w-final").startsWith("Match over"));
            browser.screenshot("watch-running");
            browser.until(d -> browser.text("w-final").startsWith("Match over"));
            assertTrue(browser.text("w-progress").startsWith("2 of 2 games played"), browser.text("w-progress"));
            // the page redraws while it runs: each check is retried until it holds on one drawing
            browser.until(d -> {
                List<WebElement> rows = d.findElements(By.cssSelector("#standings tbody tr"));
                assertEquals(2, rows.size());
                for (WebElement row : rows) {
                    assertEquals("2", row.findElements(By.tagName("td")).get(1).getText(), row.getText());
                }
                for (WebElement tile : d.findElements(By.cssSelector("#tiles .tile"))) {
                    String res = tile.findElement(By.className("res")).getText();
                    assertTrue(res.contains("wins") || res.contains("draw"), tile.getText());
                    // a game may also end early by a fault (a loss on time on a loaded machine): stones, not a five
                    assertTrue(!tile.findElements(By.cssSelector("circle[data-move]")).isEmpty(), tile.getText());
                }
                assertEquals(2, d.findElements(By.cssSelector("#w-results li")).size());
                // the search brain's analysis reached its tiles
                assertTrue(d.findElements(By.cssSelector("#tiles .said")).stream()
                        .anyMatch(e -> e.getText().startsWith("search: depth")), "no analysis on the tiles");
                return true;
            });
            browser.screenshot("watch-done");
            assertTrue(match.interrupt(10_000), "the match process ends on Ctrl-C");
        }
    }

    @Test
    void watchesATournamentToItsEnd() throws Exception {
        try (Browser browser = Browser.start();
                GomokuProc t = GomokuProc.start("tournament", "random", "weights", "random", "-g", "2", "-t", "500",
                        "--web", "--web-port", "0")) {
            browser.open(t.url());
            browser.until(d -> browser.text("w-final").startsWith("Tournament over"));
            browser.until(d -> {
                List<WebElement> rows = d.findElements(By.cssSelector("#standings tbody tr"));
                assertEquals(3, rows.size());
                for (WebElement row : rows) {
                    assertEquals("4", row.findElements(By.tagName("td")).get(1).getText(), row.getText());
                }
                assertTrue(browser.text("w-progress").startsWith("match 3 of 3: 2 of 2 games played"));
                return true;
            });
            browser.screenshot("watch-tournament");
            assertTrue(t.interrupt(10_000), "the tournament process ends on Ctrl-C");
        }
    }

    @Test
    void ctrlCStopsTheServerAndKillsItsBrains() throws Exception {
        try (GomokuProc web = GomokuProc.start("web", "--port", "0")) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(web.url() + "api/new"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("brain=search&rule=freestyle&width=15&height=15&turn=300&side=black"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            long end = System.currentTimeMillis() + 30_000;
            while (web.handle().descendants().findAny().isEmpty() && System.currentTimeMillis() < end) {
                Thread.sleep(100);
            }
            List<ProcessHandle> brains = web.handle().descendants().toList();
            assertTrue(!brains.isEmpty(), "the brain was started");
            assertTrue(web.interrupt(10_000), "the server ends on Ctrl-C");
            for (ProcessHandle b : brains) {
                assertTrue(b.onExit().toCompletableFuture().isDone() || !b.isAlive(), "brain " + b.pid() + " still runs");
            }
        }
    }
}
