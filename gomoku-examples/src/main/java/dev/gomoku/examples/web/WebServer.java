package dev.gomoku.examples.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import dev.gomoku.core.record.Sgf;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.Tournament;
import dev.gomoku.engine.arena.referee.Player;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * The local web server behind {@code gomoku web} and {@code --web}: the static page from the jar, the
 * state as JSON ({@code /api/state}) and as server-sent events ({@code /api/events}, the whole state
 * again after every change), and form-encoded POSTs that play. Built on the JDK's
 * {@code com.sun.net.httpserver}: no dependency, and server-sent events need nothing more than a
 * streamed response.
 *
 * <p>Requests that change anything must come from the page itself: a {@code Host} header naming this
 * server on a loopback bind and an {@code Origin}, when sent, equal to it, so another web site cannot
 * drive it from the browser (which matters because the page may start brain commands).
 */
public final class WebServer implements AutoCloseable {
    private static final String RESOURCES = "/dev/gomoku/examples/web/";
    /** Server-sent events: a comment line this often keeps proxies and the browser from timing out. */
    private static final long PING_MILLIS = 15_000;
    /** At most this many state pushes per second per page: brains may print many lines. */
    private static final long PUSH_GAP_MILLIS = 50;

    private final HttpServer server;
    private final ExecutorService pool;
    private final Updates updates = new Updates();
    private final PlayGame play;
    private final Replay replay;
    private final MatchWatch watch;
    private final boolean loopback;
    private volatile boolean closed;
    private long cachedVersion = -1;
    private String cachedState;

    /**
     * Starts a server.
     *
     * @param address the address to bind, e.g. 127.0.0.1
     * @param port the port, 0 for any free one
     * @param brains the brains the page offers, by name (at least one)
     * @param records record files the page offers for replay
     * @param watching whether a match or tournament will be reported to {@link #watch()}
     * @param toleranceMillis the grace a brain's move gets past its time, as the referee's {@code --tolerance}
     * @throws IOException if the port cannot be bound
     */
    public WebServer(InetAddress address, int port, Map<String, BrainSpec> brains, List<Path> records,
            boolean watching, long toleranceMillis) throws IOException {
        this.loopback = address.isLoopbackAddress();
        this.play = new PlayGame(brains, loopback, updates, toleranceMillis);
        this.replay = new Replay(records, updates);
        this.watch = watching ? new MatchWatch(updates) : null;
        this.server = HttpServer.create(new InetSocketAddress(address, port), 64);
        this.pool = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "web-http");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(pool);
        server.createContext("/", this::handle);
        server.start();
    }

    /**
     * The page's address.
     *
     * @return e.g. {@code http://127.0.0.1:8080/}
     */
    public String url() {
        InetSocketAddress a = server.getAddress();
        String host = a.getAddress().getHostAddress();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return "http://" + host + ":" + a.getPort() + "/";
    }

    /**
     * Players that report every request and answer to the page (for {@code Match.run} with factories).
     *
     * @param players makes the real players
     * @return makes the reporting players
     * @throws IllegalStateException if the server was not started for watching
     */
    public Supplier<Player> watched(Supplier<Player> players) {
        return watching().watched(players);
    }

    /**
     * The listener that shows a match on the page.
     *
     * @param title the page's heading
     * @param games the number of games
     * @param first the first brain's name
     * @param second the second brain's name
     * @return the listener
     * @throws IllegalStateException if the server was not started for watching
     */
    public MatchListener watchMatch(String title, int games, String first, String second) {
        return watching().match(title, games, first, second);
    }

    /**
     * The listener that shows a tournament on the page.
     *
     * @param title the page's heading
     * @param gamesPerMatch games per pairing
     * @return the listener
     * @throws IllegalStateException if the server was not started for watching
     */
    public Tournament.Listener watchTournament(String title, int gamesPerMatch) {
        return watching().tournament(title, gamesPerMatch);
    }

    /**
     * The log that shows each brain's latest {@code MESSAGE} (or fault) on its game's tile; give it to
     * the players whose games are watched.
     *
     * @return the log
     * @throws IllegalStateException if the server was not started for watching
     */
    public ArenaLog watchLog() {
        return watching()::event;
    }

    /**
     * Tells the page the match or tournament is over.
     *
     * @param text the final line (score, winner)
     * @throws IllegalStateException if the server was not started for watching
     */
    public void watchDone(String text) {
        watching().done(text);
    }

    private MatchWatch watching() {
        if (watch == null) {
            throw new IllegalStateException("this server was not started for watching");
        }
        return watch;
    }

    /** Stops serving and ends the brain of the game on the page (its whole process tree). */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        updates.close();
        server.stop(0);
        play.close();
        replay.close();
        pool.shutdownNow();
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            try {
                route(ex);
            } catch (BadRequest e) {
                send(ex, e.status, "text/plain; charset=utf-8", e.getMessage());
            } catch (RuntimeException e) {
                send(ex, 500, "text/plain; charset=utf-8", "server error: " + e);
            }
        } catch (IOException e) {
            // the page went away mid-answer
        }
    }

    private void route(HttpExchange ex) throws IOException, BadRequest {
        String path = ex.getRequestURI().getPath();
        String method = ex.getRequestMethod();
        checkHost(ex);
        if (method.equals("GET") || method.equals("HEAD")) {
            switch (path) {
                case "/", "/index.html" -> resource(ex, "index.html", "text/html; charset=utf-8");
                case "/app.js" -> resource(ex, "app.js", "text/javascript; charset=utf-8");
                case "/app.css" -> resource(ex, "app.css", "text/css; charset=utf-8");
                case "/api/state" -> send(ex, 200, "application/json", state());
                case "/api/events" -> events(ex);
                case "/api/save" -> save(ex);
                case "/api/openings" -> send(ex, 200, "application/json", openingsJson());
                default -> throw new BadRequest(404, "no such page: " + path);
            }
            return;
        }
        if (!method.equals("POST")) {
            throw new BadRequest(405, method + " is not supported");
        }
        checkOrigin(ex);
        Map<String, String> q = query(ex.getRequestURI().getRawQuery());
        switch (path) {
            case "/api/replay" -> {
                replay.open(q.getOrDefault("name", "upload"), body(ex, Replay.MAX_BYTES));
                ok(ex);
                return;
            }
            case "/api/replay/file" -> {
                replay.openFile(intOf(q, "i"));
                ok(ex);
                return;
            }
            default -> {
            }
        }
        Map<String, String> f = query(body(ex, 16 * 1024));
        switch (path) {
            case "/api/new" -> {
                String side = required(f, "side");
                Swap2Phase opening = switch (side) {
                    case "swap2-you" -> Swap2Phase.YOU_OPEN;
                    case "swap2-brain" -> Swap2Phase.BRAIN_OPENS;
                    default -> Swap2Phase.NONE;
                };
                boolean both = side.equals("both");
                NamedOpening named = NamedOpening.byId(f.getOrDefault("opening", ""));
                StartPosition start = f.containsKey("toMove")
                        ? StartPosition.of(f.getOrDefault("black", ""), f.getOrDefault("white", ""), f.get("toMove"))
                        : named != null ? StartPosition.of(named, intOf(f, "width"), intOf(f, "height"))
                        : StartPosition.EMPTY;
                if (named != null && opening == Swap2Phase.BRAIN_OPENS) {
                    throw new BadRequest(400, "the brain opens Swap2 with stones of its own: choose no opening");
                }
                play.newGame(required(f, "brain"), rule(required(f, "rule")), intOf(f, "width"), intOf(f, "height"),
                        intOf(f, "turn"), f.containsKey("match") ? intOf(f, "match") : 0, "on".equals(f.get("personClock")),
                        f.containsKey("candidates") ? intOf(f, "candidates") : 1,
                        opening != Swap2Phase.NONE || both ? Side.BLACK : side(side), both,
                        named == null || f.containsKey("toMove") ? "" : named.label(), opening, start);
            }
            case "/api/position" -> {
                StartPosition p = StartPosition.parse(f.getOrDefault("text", ""), intOf(f, "width"), intOf(f, "height"));
                send(ex, 200, "application/json", positionJson(p));
                return;
            }
            case "/api/hint" -> play.hint();
            case "/api/prove" -> play.prove();
            case "/api/swap2" -> play.choose(required(f, "choice"));
            case "/api/move" -> play.play(intOf(f, "x"), intOf(f, "y"));
            case "/api/undo" -> play.undo();
            case "/api/resign" -> play.resign();
            default -> throw new BadRequest(404, "no such action: " + path);
        }
        ok(ex);
    }

    /**
     * The openings offered by name for the page's list: {@code [["D1","Kansei","renju"],...,["S1","h7 h8 k5","swap2"]]}.
     */
    private static String openingsJson() {
        Json j = new Json().beginArray();
        for (NamedOpening o : NamedOpening.ALL) {
            j.beginArray().value(o.id()).value(o.name()).value(o.kind()).endArray();
        }
        return j.endArray().toString();
    }

    /** A parsed position for the page's editor: {@code {"black":[[x,y]..],"white":[..],"toMove":"black"}}. */
    private static String positionJson(StartPosition p) {
        Json j = new Json().beginObject();
        j.key("black");
        points(j, p.black());
        j.key("white");
        points(j, p.white());
        j.field("toMove", p.toMove() == Side.BLACK ? "black" : "white");
        return j.endObject().toString();
    }

    private static void points(Json j, List<Point> points) {
        j.beginArray();
        for (Point p : points) {
            j.beginArray().value(p.x()).value(p.y()).endArray();
        }
        j.endArray();
    }

    /** The state's JSON, computed once per version however many pages ask. */
    private String state() {
        long v = updates.version();
        synchronized (this) {
            if (v == cachedVersion && cachedState != null) {
                return cachedState;
            }
        }
        // read after the version: at least as new as it, so caching it under that version is safe
        String json = computeState();
        synchronized (this) {
            cachedVersion = v;
            cachedState = json;
        }
        return json;
    }

    private String computeState() {
        Json j = new Json().beginObject();
        j.key("play");
        play.json(j);
        j.key("replay");
        replay.json(j);
        j.key("watch");
        if (watch == null) {
            j.nullValue();
        } else {
            watch.json(j);
        }
        return j.endObject().toString();
    }

    /** Server-sent events: the whole state now and after every change, a comment line now and then. */
    private void events(HttpExchange ex) throws IOException {
        ex.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        ex.getResponseHeaders().set("Cache-Control", "no-cache");
        ex.sendResponseHeaders(200, 0);
        OutputStream out = ex.getResponseBody();
        long seen = -1;
        try {
            while (!updates.isClosed()) {
                long v = updates.await(seen, PING_MILLIS);
                if (updates.isClosed()) {
                    break;
                }
                String chunk = v != seen ? "data: " + state() + "\n\n" : ": ping\n\n";
                seen = v;
                out.write(chunk.getBytes(StandardCharsets.UTF_8));
                out.flush();
                Thread.sleep(PUSH_GAP_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void save(HttpExchange ex) throws IOException, BadRequest {
        String format = query(ex.getRequestURI().getRawQuery()).getOrDefault("format", "psq");
        GameRecord r = play.record();
        String name = "game-" + r.blackName().orElse("black") + "-vs-" + r.whiteName().orElse("white");
        String text;
        switch (format) {
            case "psq" -> text = Psq.write(r);
            case "sgf" -> text = Sgf.write(r);
            default -> throw new BadRequest(400, "format must be psq or sgf, got " + format);
        }
        ex.getResponseHeaders().set("Content-Disposition", "attachment; filename=\""
                + name.replaceAll("[^A-Za-z0-9._-]", "_") + "." + format + "\"");
        send(ex, 200, "text/plain; charset=utf-8", text);
    }

    private void checkHost(HttpExchange ex) throws BadRequest {
        if (!loopback) {
            return;
        }
        String host = ex.getRequestHeaders().getFirst("Host");
        String h = host == null ? "" : host.replaceFirst(":\\d+$", "").toLowerCase(Locale.ROOT);
        if (!(h.equals("localhost") || h.equals("[::1]") || h.startsWith("127."))) {
            throw new BadRequest(403, "this server answers only to localhost, not to " + host);
        }
    }

    private static void checkOrigin(HttpExchange ex) throws BadRequest {
        String origin = ex.getRequestHeaders().getFirst("Origin");
        String host = ex.getRequestHeaders().getFirst("Host");
        if (origin != null && !origin.equals("http://" + host)) {
            throw new BadRequest(403, "requests from " + origin + " are not accepted");
        }
    }

    private void resource(HttpExchange ex, String name, String type) throws IOException, BadRequest {
        try (InputStream in = WebServer.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new BadRequest(404, "missing resource " + name);
            }
            byte[] b = in.readAllBytes();
            ex.getResponseHeaders().set("Content-Type", type);
            ex.getResponseHeaders().set("Cache-Control", "no-cache");
            if (ex.getRequestMethod().equals("HEAD")) {
                ex.sendResponseHeaders(200, -1);
                return;
            }
            ex.sendResponseHeaders(200, b.length);
            ex.getResponseBody().write(b);
        }
    }

    private static void ok(HttpExchange ex) throws IOException {
        send(ex, 200, "text/plain; charset=utf-8", "ok");
    }

    private static void send(HttpExchange ex, int status, String type, String text) throws IOException {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        if (ex.getRequestMethod().equals("HEAD")) {
            ex.sendResponseHeaders(status, -1);
            return;
        }
        ex.sendResponseHeaders(status, b.length);
        ex.getResponseBody().write(b);
    }

    private static String body(HttpExchange ex, int max) throws IOException, BadRequest {
        byte[] b = ex.getRequestBody().readNBytes(max + 1);
        if (b.length > max) {
            throw new BadRequest(413, "request body over " + max + " bytes");
        }
        return new String(b, StandardCharsets.UTF_8);
    }

    private static Map<String, String> query(String raw) throws BadRequest {
        Map<String, String> m = new HashMap<>();
        if (raw == null || raw.isEmpty()) {
            return m;
        }
        try {
            for (String kv : raw.split("&")) {
                int eq = kv.indexOf('=');
                String k = URLDecoder.decode(eq < 0 ? kv : kv.substring(0, eq), StandardCharsets.UTF_8);
                String v = eq < 0 ? "" : URLDecoder.decode(kv.substring(eq + 1), StandardCharsets.UTF_8);
                m.put(k, v);
            }
        } catch (IllegalArgumentException e) {
            throw new BadRequest(400, "malformed form data: " + e.getMessage());
        }
        return m;
    }

    private static String required(Map<String, String> f, String key) throws BadRequest {
        String v = f.get(key);
        if (v == null || v.isBlank()) {
            throw new BadRequest(400, "missing " + key);
        }
        return v.trim();
    }

    private static int intOf(Map<String, String> f, String key) throws BadRequest {
        String v = required(f, key);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new BadRequest(400, key + " must be a whole number, got " + v);
        }
    }

    private static Rule rule(String name) throws BadRequest {
        try {
            return Rule.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new BadRequest(400, "unknown rule " + name + " (freestyle, standard, renju, caro, caro_exact)");
        }
    }

    private static Side side(String name) throws BadRequest {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "black" -> Side.BLACK;
            case "white" -> Side.WHITE;
            default -> throw new BadRequest(400, "side must be black, white, both, swap2-you or swap2-brain, got " + name);
        };
    }
}
