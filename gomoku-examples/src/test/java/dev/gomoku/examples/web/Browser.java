package dev.gomoku.examples.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.function.Function;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The operating system's headless Chromium, driven through its own chromedriver. Nothing is downloaded:
 * both paths are given explicitly, so Selenium Manager has nothing to look up. Without them the
 * calling test is skipped with a message that says so.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of(System.getProperty("gomoku.chromium", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(System.getProperty("gomoku.chromedriver", "/usr/bin/chromedriver"));
    /** Generous bound for anything on a loaded 2-core machine; not a speed assertion. */
    static final Duration WAIT = Duration.ofSeconds(60);

    final ChromeDriver driver;
    private final Path profile;

    private Browser(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** Why no browser can be started here (also printed on standard error), or null if one can. */
    static String missing() {
        if (Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER)) {
            return null;
        }
        String why = "SKIPPED: the web page tests need Chromium and chromedriver at " + CHROMIUM + " and "
                + CHROMEDRIVER + " (Debian: apt-get install chromium chromium-driver; .ci/run installs them)";
        System.err.println(why);
        return why;
    }

    /** Skips the calling test (a JUnit assumption that says why) when the machine has no browser. */
    static void assumeAvailable() {
        String why = missing();
        Assumptions.assumeTrue(why == null, why);
    }

    /** Starts a browser, or skips the test when the machine has none. */
    static Browser start() throws IOException {
        assumeAvailable();
        Path profile = Files.createTempDirectory("gomoku-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1200,900", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        return new Browser(new ChromeDriver(service, options), profile);
    }

    void open(String url) {
        driver.get(url);
    }

    private String serverState() {
        try {
            java.net.URI u = java.net.URI.create(driver.getCurrentUrl()).resolve("/api/state");
            return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(u).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        } catch (IOException | RuntimeException e) {
            return "(unreadable: " + e + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "(interrupted)";
        }
    }

    /** Waits until {@code condition} gives a non-null, non-false value; retries through page re-renders. */
    <T> T until(Function<WebDriver, T> condition) {
        WebDriverWait w = new WebDriverWait(driver, WAIT, Duration.ofMillis(100));
        w.ignoring(StaleElementReferenceException.class);
        try {
            return w.until(condition);
        } catch (TimeoutException e) {
            throw new AssertionError("timed out; the page says: " + script("return document.getElementById('conn').textContent"
                    + " + ' | ' + document.getElementById('notice').textContent") + "; the page's state: "
                    + script("return JSON.stringify(state)") + "; the server's: " + serverState(), e);
        }
    }

    String text(String id) {
        return until(d -> d.findElement(By.id(id)).getText());
    }

    /** Clicks the board point (x, y) of the board {@code svgId}. */
    void clickPoint(String svgId, int x, int y) {
        until(d -> {
            WebElement e = d.findElement(By.cssSelector("#" + svgId + " rect.hit[data-x='" + x + "'][data-y='" + y + "']"));
            e.click();
            return true;
        });
    }

    int stones(String svgId) {
        return until(d -> d.findElements(By.cssSelector("#" + svgId + " circle[data-move]")).size());
    }

    Object script(String js) {
        return ((JavascriptExecutor) driver).executeScript(js);
    }

    /** Saves a screenshot as {@code target/screenshots/NAME.png} for people to look at. */
    Path screenshot(String name) throws IOException {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        File f = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Path out = dir.resolve(name + ".png");
        Files.copy(f.toPath(), out, StandardCopyOption.REPLACE_EXISTING);
        return out;
    }

    @Override
    public void close() {
        driver.quit();
        try (var s = Files.walk(profile)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }
}
