package dev.gomoku.examples.web;

import dev.gomoku.core.Board;
import dev.gomoku.core.Forbidden;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.Swap2;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainEvent;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The game a person plays against a brain on the page. The state lives here, not in the page, so a
 * reload or a second page shows the same game. The brain is driven through the manager's own
 * {@link Player} (its time limit, crash and garbage verdicts) on one thread of its own; every stone it
 * answers is checked as the referee checks it (on the board, empty, not renju-forbidden for black).
 */
final class PlayGame implements AutoCloseable {
    /** Brain log lines kept for the page. */
    private static final int LOG_LINES = 40;

    private final Map<String, BrainSpec> brains;
    private final boolean commandsAllowed;
    private final Updates updates;
    private final ExecutorService brainThread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "web-brain");
        t.setDaemon(true);
        return t;
    });
    private final Deque<String> log = new ArrayDeque<>();
    /** What the brain printed while it thought on its latest request: its search line and ranked moves. */
    private final BrainAnalysis analysis = new BrainAnalysis();
    /** Runs the threat solvers when the person asks for a proof. */
    private final ExecutorService prover = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "web-prove");
        t.setDaemon(true);
        return t;
    });
    /** Ends the person's turn when a timed person's clock runs out. */
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "web-clock");
        t.setDaemon(true);
        return t;
    });

    private BrainSpec spec;
    private Player player;
    private GameSettings settings;
    private Board board;
    private final List<Long> millis = new ArrayList<>();
    /** The person's side on the board (which holds the colours swapped when {@link #flip}). */
    private Side human = Side.BLACK;
    /** The person plays both sides (an analysis board): the brain moves only when asked for a hint. */
    private boolean both;
    /** The board holds the colours swapped: the game started from a position with white to move first. */
    private boolean flip;
    /** A hint is asked for: the brain thinks for the side to move, and its move is shown, not played. */
    private boolean hintWanted;
    /** The brain's suggested move for the position on the board, or null. */
    private Point suggestion;
    private long suggestionMillis;
    private GameClocks clocks;
    /** What the threat solvers said of the position on the board, or null. */
    private Proof proof;
    private boolean proving;
    /** The named opening the game began with, or "". */
    private String openingName = "";
    /** The evaluation graph of the game, told once it is over. */
    private final GameStory story;
    /** How many best moves the brain is asked to report while it thinks (YXNBEST); 1 = off. */
    private int candidates = 1;
    /** The brain answered UNKNOWN to YXNBEST: it is not asked again this game. */
    private boolean candidatesRefused;
    /** The number of stones on the board when the brain was last asked for candidates, -1 if never. */
    private int candidatesAt = -1;
    /** When the person's current turn began (server epoch ms). */
    private long turnSince;
    /** Bumped by every turn of the person: a clock check for an older turn does nothing. */
    private int turnId;
    /** A brain's grace past its time before it loses, as the referee's ({@code gomoku web --tolerance}). */
    private final long toleranceMillis;
    /** The Swap2 opening of this game, or null without one. */
    private Swap2 opening;
    /** The person's role in the opening. */
    private Swap2.Role person = Swap2.Role.OPENER;
    /** Stones of the start position or the Swap2 opening, which undo does not take back. */
    private int openingPlies;
    /** Bumped by every new game, undo and resign: a brain answer for an older generation is dropped. */
    private int generation;
    /** The brain must get START (a new game, or its process died on a fault). */
    private boolean needsStart = true;
    /** The brain is computing a move (not merely starting: the person may move meanwhile). */
    private boolean thinking;
    private boolean starting;
    private long thinkingSince;
    private boolean over;
    private Side winner;
    private String result = "";
    private String notice = "";

    PlayGame(Map<String, BrainSpec> brains, boolean commandsAllowed, Updates updates, long toleranceMillis) {
        this.brains = new LinkedHashMap<>(brains);
        this.toleranceMillis = toleranceMillis;
        this.commandsAllowed = commandsAllowed;
        this.updates = updates;
        this.story = new GameStory(updates);
        this.spec = brains.values().iterator().next();
        this.settings = GameSettings.of(15, Rule.FREESTYLE, TimeControl.of(1000, 0).withTolerance(toleranceMillis));
        this.board = Board.create(15, Rule.FREESTYLE);
        this.player = BrainClients.player(spec, this::event);
        this.clocks = new GameClocks(settings.time(), false);
    }

    /**
     * Starts a new game; the brain is started (or restarted) at once and moves first if it has black.
     * With a Swap2 opening ({@code opening} {@link Swap2Phase#YOU_OPEN} or {@link Swap2Phase#BRAIN_OPENS})
     * the colours are decided by the opening. A game from a set-up position starts with its stones; the
     * person plays {@code humanSide} as shown on the page, or both sides when {@code bothSides}. Each
     * side has {@code matchMillis} for the game (0: no limit) from the first move after the opening; the
     * person's moves are timed only with {@code personClock}. With {@code candidateCount} above 1 the
     * brain is asked for that many best moves on each move and hint ({@code YXNBEST}).
     */
    synchronized void newGame(String brain, Rule rule, int width, int height, long turnMillis, long matchMillis,
            boolean personClock, int candidateCount, Side humanSide, boolean bothSides, String openingName,
            Swap2Phase opening, StartPosition start) throws BadRequest {
        BrainSpec chosen = brains.get(brain);
        if (chosen == null) {
            if (!commandsAllowed) {
                throw new BadRequest(400, "unknown brain: " + brain);
            }
            try {
                chosen = BrainSpec.parse(brain);
            } catch (IllegalArgumentException e) {
                throw new BadRequest(400, "bad brain command: " + e.getMessage());
            }
        }
        if (width < Board.MIN_SIZE || width > Board.MAX_SIZE || height < Board.MIN_SIZE || height > Board.MAX_SIZE) {
            throw new BadRequest(400, "board size " + width + "x" + height + " outside 5..32");
        }
        if (turnMillis < 50 || turnMillis > 3_600_000) {
            throw new BadRequest(400, "time per move must be 50..3600000 ms, got " + turnMillis);
        }
        if (candidateCount < 1 || candidateCount > 10) {
            throw new BadRequest(400, "candidates must be 1..10, got " + candidateCount);
        }
        if (matchMillis < 0 || matchMillis > 36_000_000) {
            throw new BadRequest(400, "game time must be 0..36000000 ms, got " + matchMillis);
        }
        // the person may open Swap2 with a named opening's three stones
        boolean swap2Stones = opening == Swap2Phase.YOU_OPEN && start.size() == 3 && start.toMove() == Side.WHITE;
        if (opening != Swap2Phase.NONE && start.size() > 0 && !swap2Stones) {
            throw new BadRequest(400, "a Swap2 opening starts from the empty board or three opening stones");
        }
        Board startBoard = start.board(width, height, rule);
        if (swap2Stones) {
            startBoard = Board.create(width, height, rule);
        }
        if (!chosen.equals(spec)) {
            Player old = player;
            brainThread.execute(old::close);
            spec = chosen;
            player = BrainClients.player(spec, this::event);
        }
        settings = new GameSettings(width, height, rule, TimeControl.of(turnMillis, matchMillis).withTolerance(toleranceMillis),
                List.of(), false);
        clocks = new GameClocks(settings.time(), personClock);
        candidates = candidateCount;
        candidatesRefused = false;
        candidatesAt = -1;
        board = startBoard;
        flip = start.flipped();
        millis.clear();
        for (int i = 0; i < board.moveCount(); i++) {
            millis.add(0L);
        }
        human = flip ? humanSide.opponent() : humanSide;
        both = bothSides && opening == Swap2Phase.NONE;
        this.opening = opening == Swap2Phase.NONE ? null : new Swap2(board);
        this.openingName = openingName;
        if (swap2Stones) {
            for (Point p : start.inOrder()) {
                this.opening.place(p);
                millis.add(0L);
            }
        }
        person = opening == Swap2Phase.BRAIN_OPENS ? Swap2.Role.RESPONDER : Swap2.Role.OPENER;
        openingPlies = board.moveCount();
        hintWanted = false;
        suggestion = null;
        proof = null;
        generation++;
        needsStart = true;
        over = false;
        winner = null;
        result = "";
        notice = "";
        log.clear();
        analysis.reset(width, height);
        story.clear();
        personTurn();
        scheduleBrain();
        updates.changed();
    }

    /**
     * Starts the person's turn when the person is to move in the game proper; a timed person's clock
     * ends the game when the move's budget (time per move or game time left, with the referee's
     * tolerance) is spent.
     */
    private void personTurn() {
        turnSince = System.currentTimeMillis();
        int id = ++turnId;
        if (!clocks.timesPerson() || over || phase() != Swap2Phase.NONE || !personToMove()) {
            return;
        }
        long budget = clocks.budget(board.sideToMove());
        if (budget != Long.MAX_VALUE) {
            timer.schedule(() -> personOutOfTime(id), budget + 1, TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void personOutOfTime(int id) {
        if (id != turnId || over || thinking || !personToMove()) {
            return;
        }
        Side side = board.sideToMove();
        long budget = clocks.budget(side);
        clocks.charge(side, System.currentTimeMillis() - turnSince);
        lostOnTime(side, "no move within " + budget + " ms");
    }

    /** The person (the side to move, when playing both) loses on time. */
    private void lostOnTime(Side side, String detail) {
        generation++;
        finish(side.opponent(), (both ? colour(side) + " ran out of time" : "you ran out of time") + " (" + detail + ")");
    }

    /** The person places a stone. */
    synchronized void play(int x, int y) throws BadRequest {
        if (over) {
            throw new BadRequest(409, "the game is over: " + result);
        }
        Swap2Phase phase = phase();
        if (phase != Swap2Phase.NONE && !phase.youPlace()) {
            throw new BadRequest(409, phase.brainActs() ? "the brain is deciding the opening" : "choose a colour first");
        }
        if (phase == Swap2Phase.NONE && (!personToMove() || thinking)) {
            throw new BadRequest(409, "it is the brain's turn");
        }
        Point pt = new Point(x, y);
        switch (Legality.of(board, pt, board.sideToMove())) {
            case OFF_BOARD -> throw new BadRequest(400, "(" + x + "," + y + ") is off the " + board.width() + "x"
                    + board.height() + " board");
            case OCCUPIED -> throw new BadRequest(409, Notation.name(x, y, board.height()) + " is taken");
            case FORBIDDEN -> {
                Forbidden f = ForbiddenMoves.check(board, board.index(x, y));
                String msg = Notation.name(x, y, board.height()) + " is forbidden for black ("
                        + f.name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")";
                notice = msg;
                updates.changed();
                throw new BadRequest(409, msg);
            }
            case LEGAL -> {
            }
        }
        notice = "";
        suggestion = null;
        if (phase.youPlace()) {
            millis.add(0L);
            // an opening stone: the brain answers after the third and the fifth
            opening.place(pt);
            if (phase().brainActs()) {
                scheduleBrain();
            }
            updates.changed();
            return;
        }
        long elapsed = System.currentTimeMillis() - turnSince;
        Side side = board.sideToMove();
        if (clocks.timesPerson()) {
            if (elapsed > clocks.budget(side)) {
                lostOnTime(side, elapsed + " ms for the move, over the limit of " + clocks.budget(side) + " ms");
                return;
            }
            if (clocks.charge(side, elapsed)) {
                lostOnTime(side, "game clock exhausted (" + clocks.left(side) + " ms left)");
                return;
            }
        }
        millis.add(clocks.timesPerson() ? elapsed : 0L);
        int idx = board.index(x, y);
        board.play(idx);
        proof = proof == null ? null : proof.after(pt);
        if (!ended(idx)) {
            personTurn();
            scheduleBrain();
        }
        updates.changed();
    }

    /** The person's Swap2 choice: {@code black}, {@code white}, or {@code add} (two more stones). */
    synchronized void choose(String choice) throws BadRequest {
        Swap2Phase phase = phase();
        boolean after3 = phase == Swap2Phase.YOU_CHOOSE_AFTER_3;
        if (!after3 && phase != Swap2Phase.YOU_CHOOSE_AFTER_5) {
            throw new BadRequest(409, "there is no colour to choose now");
        }
        switch (choice) {
            case "black" -> {
                opening.takeBlack();
                decided();
            }
            case "white" -> {
                opening.takeWhite();
                decided();
            }
            case "add" -> {
                if (!after3) {
                    throw new BadRequest(409, "two stones may be added only after the first three");
                }
                opening.addTwo();
            }
            default -> throw new BadRequest(400, "choice must be black, white or add, got " + choice);
        }
        updates.changed();
    }

    /** Where the Swap2 opening stands for the person. */
    private Swap2Phase phase() {
        return Swap2Phase.of(opening, person);
    }

    /** The opening has decided the colours; the brain moves if it is to move. */
    private void decided() {
        human = opening.black() == person ? Side.BLACK : Side.WHITE;
        openingPlies = board.moveCount();
        personTurn();
        if (board.sideToMove() != human) {
            scheduleBrain();
        }
    }

    /** Takes back the person's last move and every brain move after it. */
    synchronized void undo() throws BadRequest {
        if (thinking) {
            throw new BadRequest(409, "wait until the brain has moved");
        }
        if (phase() != Swap2Phase.NONE) {
            throw new BadRequest(409, "the Swap2 opening cannot be taken back");
        }
        boolean any = false;
        for (int i = openingPlies; i < board.moveCount(); i++) {
            any |= both || board.sideAt(i) == human;
        }
        if (!any) {
            throw new BadRequest(409, "nothing to take back");
        }
        Side last;
        do {
            last = board.sideAt(board.moveCount() - 1);
            board.undo();
            millis.remove(millis.size() - 1);
        } while (!both && last != human);
        suggestion = null;
        proof = null;
        story.clear();
        personTurn();
        generation++;
        over = false;
        winner = null;
        result = "";
        notice = "took back to move " + (board.moveCount() + 1);
        updates.changed();
    }

    /** The person gives up (playing both sides: the side to move gives up). */
    synchronized void resign() throws BadRequest {
        if (over) {
            throw new BadRequest(409, "the game is over: " + result);
        }
        generation++;
        Side loser = both ? board.sideToMove() : human;
        finish(loser.opponent(), both ? colour(loser) + " resigned" : "you resigned");
    }

    /** Asks the brain for its move in the position on the board, for the side to move, without playing it. */
    synchronized void hint() throws BadRequest {
        if (over) {
            throw new BadRequest(409, "the game is over: " + result);
        }
        if (phase() != Swap2Phase.NONE) {
            throw new BadRequest(409, "no hints during the Swap2 opening");
        }
        if (thinking || !personToMove()) {
            throw new BadRequest(409, "the brain is thinking already");
        }
        hintWanted = true;
        suggestion = null;
        scheduleBrain();
        updates.changed();
    }

    /** Runs the threat solvers on the position on the board; the verdict comes when they are done. */
    synchronized void prove() throws BadRequest {
        if (proving) {
            throw new BadRequest(409, "the solvers are at work already");
        }
        if (phase() != Swap2Phase.NONE) {
            throw new BadRequest(409, "no proofs during the Swap2 opening");
        }
        if (board.isFull() || board.moveCount() > 0 && board.isWin(board.lastMove())) {
            throw new BadRequest(409, "the game is decided on the board");
        }
        Board position = board.copy();
        int gen = generation;
        proving = true;
        proof = null;
        updates.changed();
        prover.execute(() -> {
            Proof p = Proof.of(position, this::colour);
            synchronized (this) {
                proving = false;
                if (gen == generation && board.moveCount() == position.moveCount()) {
                    proof = p;
                }
            }
            updates.changed();
        });
    }

    /** Whether the person is to move (outside a Swap2 opening). */
    private boolean personToMove() {
        return both || board.sideToMove() == human;
    }

    /** A side of the board as the page shows it: the colours are swapped when the game began with white. */
    private String colour(Side boardSide) {
        Side shown = flip ? boardSide.opponent() : boardSide;
        return shown == Side.BLACK ? "black" : "white";
    }

    /** The game so far as a record (names: the brain and {@code human}). */
    synchronized GameRecord record() {
        List<Point> moves = new ArrayList<>();
        List<Integer> times = new ArrayList<>();
        for (int i = 0; i < board.moveCount(); i++) {
            int idx = board.moveAt(i);
            moves.add(new Point(board.x(idx), board.y(idx)));
            times.add((int) Math.min(Integer.MAX_VALUE, millis.get(i)));
        }
        String b = both || human == Side.BLACK ? "human" : spec.name();
        String w = both || human == Side.WHITE ? "human" : spec.name();
        return new GameRecord(board.width(), board.height(), moves, times, Optional.of(b), Optional.of(w),
                OptionalInt.empty());
    }

    synchronized void json(Json j) {
        j.beginObject();
        j.key("brains").beginArray();
        for (String n : brains.keySet()) {
            j.value(n);
        }
        j.endArray();
        j.field("commands", commandsAllowed);
        j.field("generation", generation);
        j.field("brain", brains.containsValue(spec) ? nameOf(spec) : String.join(" ", spec.command()));
        j.field("rule", settings.rule().name().toLowerCase(Locale.ROOT));
        j.field("width", board.width()).field("height", board.height());
        j.field("turn", settings.time().turnMillis());
        j.field("match", settings.time().matchMillis());
        j.field("opening", openingName);
        j.field("candidates", candidatesRefused ? 1 : candidates);
        j.field("candidatesAt", candidatesAt);
        j.field("personClock", clocks.timesPerson());
        j.key("left");
        clocks.left(j, flip);
        // whose clock runs and since when: the brain's while it thinks on a move, the timed person's on its turn
        boolean inGame = !over && phase() == Swap2Phase.NONE;
        boolean brainRuns = inGame && thinking && !personToMove();
        boolean personRuns = inGame && !thinking && personToMove() && clocks.timesPerson();
        j.field("running", brainRuns || personRuns ? colour(board.sideToMove()) : null);
        j.field("runningSince", brainRuns ? thinkingSince : personRuns ? turnSince : 0);
        j.field("human", colour(human));
        j.field("both", both);
        j.field("flip", flip);
        j.field("setup", opening == null ? openingPlies : 0);
        j.field("swap2", phase().name().toLowerCase(Locale.ROOT));
        j.key("moves");
        BoardMarks.moves(j, board);
        j.key("times").beginArray();
        for (long t : millis) {
            j.value(t);
        }
        j.endArray();
        j.field("toMove", colour(board.sideToMove()));
        j.key("suggestion");
        if (suggestion == null) {
            j.nullValue();
        } else {
            j.beginArray().value(suggestion.x()).value(suggestion.y()).value(suggestionMillis).endArray();
        }
        j.field("thinking", thinking);
        j.field("starting", starting);
        // when it began, in the server's epoch milliseconds: the state is cached, a duration would age
        j.field("thinkingSince", thinking ? thinkingSince : 0);
        j.field("over", over);
        j.field("winner", winner == null ? null : winner == Side.BLACK ? "black" : "white");
        j.field("result", result);
        j.field("notice", notice);
        j.key("forbidden");
        if (!over && board.sideToMove() == Side.BLACK) {
            BoardMarks.forbidden(j, board);
        } else {
            j.beginArray().endArray();
        }
        j.key("threats");
        BoardMarks.threats(j, board);
        j.key("story");
        story.json(j, flip);
        j.field("proving", proving);
        j.key("proof");
        if (proof == null) {
            j.nullValue();
        } else {
            j.beginObject().field("text", proof.text()).field("wins", proof.wins()).key("line").beginArray();
            for (Point p : proof.line()) {
                j.beginArray().value(p.x()).value(p.y()).endArray();
            }
            j.endArray().endObject();
        }
        j.key("analysis");
        analysis.latestJson(j);
        j.key("cands");
        analysis.candidatesJson(j);
        j.key("log").beginArray();
        for (String l : log) {
            j.value(l);
        }
        j.endArray();
        j.endObject();
    }

    private String nameOf(BrainSpec s) {
        for (Map.Entry<String, BrainSpec> e : brains.entrySet()) {
            if (e.getValue().equals(s)) {
                return e.getKey();
            }
        }
        return s.name();
    }

    /** Whether the stone just placed ended the game (five, or a full board); records the result. */
    private boolean ended(int idx) {
        Side side = board.sideAt(board.moveCount() - 1);
        if (board.isWin(idx)) {
            finish(side, "five in a row");
            return true;
        }
        if (board.isFull()) {
            finish(null, "the board is full");
            return true;
        }
        return false;
    }

    private void finish(Side w, String how) {
        over = true;
        winner = w;
        String who = w == null ? "Draw"
                : (both ? capital(colour(w)) + " wins" : w == human ? "You win" : spec.name() + " wins") + " (" + colour(w) + ")";
        result = who + ": " + how;
        List<Point> moves = new ArrayList<>();
        for (int i = 0; i < board.moveCount(); i++) {
            moves.add(new Point(board.x(board.moveAt(i)), board.y(board.moveAt(i))));
        }
        story.tell(board.width(), board.height(), board.rule(), moves);
        updates.changed();
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** Queues the brain's start and, when it is to move, its move. */
    private void scheduleBrain() {
        int gen = generation;
        brainThread.execute(() -> brainTurn(gen));
    }

    private void brainTurn(int gen) {
        Player p;
        Board position;
        boolean start;
        boolean moves;
        boolean hint;
        Swap2Phase phase;
        GameSettings s;
        long timeLeft;
        boolean ask;
        synchronized (this) {
            if (gen != generation) {
                return;
            }
            start = needsStart;
            phase = phase();
            hint = hintWanted && !over && phase == Swap2Phase.NONE && personToMove();
            hintWanted = false;
            moves = hint || !over && (phase.brainActs() || phase == Swap2Phase.NONE && !personToMove());
            if (over || !start && !moves) {
                // nothing to ask; a brain that failed is started again with the next game
                return;
            }
            needsStart = false;
            p = player;
            s = settings;
            position = board.copy();
            timeLeft = clocks.left(board.sideToMove());
            ask = moves && !phase.brainActs() && candidates > 1 && !candidatesRefused;
            if (ask) {
                candidatesAt = board.moveCount();
            }
            thinking = moves;
            if (moves) {
                analysis.request(position.width(), position.height());
            }
            starting = start;
            thinkingSince = System.currentTimeMillis();
            updates.changed();
        }
        if (start) {
            Answer a = p.newGame(s, "human", 1);
            synchronized (this) {
                starting = false;
            }
            if (a.isFault() && brainFault(gen, a, "did not start")) {
                return;
            }
            updates.changed();
        }
        Answer a = null;
        if (moves) {
            // the game clocks run from the first move after the opening
            a = phase.brainActs() ? p.swap2(position, Long.MAX_VALUE)
                    : ask ? p.candidates(position, timeLeft, candidates) : p.move(position, timeLeft);
        }
        synchronized (this) {
            thinking = false;
            if (gen != generation || a == null) {
                updates.changed();
                return;
            }
            if (ask && a.fault() == Answer.Fault.REFUSED && a.detail().startsWith("UNKNOWN")) {
                // a brain without the extension: asked again for a plain move, after a fresh start
                candidatesRefused = true;
                needsStart = true;
                hintWanted = hint;
                notice = spec.name() + " does not know YXNBEST: no candidates from it";
                scheduleBrain();
                updates.changed();
                return;
            }
            if (a.isFault() && hint) {
                // a failed hint costs the person nothing: the brain starts afresh next time
                needsStart = true;
                notice = spec.name() + " gave no hint (" + a.fault().name().toLowerCase(Locale.ROOT) + ": " + a.detail() + ")";
                updates.changed();
                return;
            }
            // charged first, as the referee does: a late answer that is no fault still loses on a spent clock
            if (!hint && !phase.brainActs() && clocks.charge(position.sideToMove(), a.elapsedMillis()) && !a.isFault()) {
                needsStart = true;
                finish(human, spec.name() + " lost on time (game clock exhausted, "
                        + clocks.left(position.sideToMove()) + " ms left)");
                return;
            }
            if (a.isFault()) {
                brainFault(gen, a, "failed");
                return;
            }
            if (phase.brainActs()) {
                brainSwap2(phase, a);
                updates.changed();
                return;
            }
            String bad = illegal(a);
            if (hint) {
                // a hint is advice: a bad one is reported, it costs nothing
                suggestion = bad == null ? a.points().get(0) : null;
                suggestionMillis = a.elapsedMillis();
                notice = bad == null ? "" : spec.name() + " suggested an illegal move: " + bad;
                updates.changed();
                return;
            }
            if (bad != null) {
                needsStart = true;
                notice = spec.name() + " played an illegal move: " + bad;
                finish(human, spec.name() + " played an illegal move (" + bad + ")");
                return;
            }
            Point pt = a.points().get(0);
            int idx = board.index(pt.x(), pt.y());
            board.play(idx);
            proof = proof == null ? null : proof.after(pt);
            millis.add(a.elapsedMillis());
            if (!ended(idx)) {
                personTurn();
            }
            updates.changed();
        }
    }

    /** Applies the brain's Swap2 answer, or ends the game if it does not fit the opening. */
    private void brainSwap2(Swap2Phase phase, Answer a) {
        int stones = a.kind() == Answer.Kind.MOVES ? a.points().size() : 0;
        boolean ok = switch (a.kind()) {
            case SWAP -> opening.mayTakeBlack();
            case STAY -> opening.mayStay();
            case MOVES -> opening.mayAnswerStones(stones) && opening.check(a.points()).isLegal();
            case FAULT -> false;
        };
        if (!ok) {
            needsStart = true;
            notice = spec.name() + " gave a bad Swap2 answer: " + a.kind() + " " + a.points();
            finish(human, notice);
            return;
        }
        switch (a.kind()) {
            case SWAP -> opening.takeBlack();
            case STAY -> opening.takeWhite();
            default -> opening.answerStones(stones);
        }
        for (int i = 0; i < stones; i++) {
            opening.place(a.points().get(i));
            millis.add(i == 0 ? a.elapsedMillis() : 0L);
        }
        if (opening.stage() == Swap2.Stage.DECIDED) {
            decided();
        }
        notice = phase == Swap2Phase.BRAIN_OPENS ? "" : spec.name() + " chose " + (human == Side.BLACK ? "white" : "black");
    }

    /** Records a brain fault as the person's win; the brain gets a fresh start next time. */
    private synchronized boolean brainFault(int gen, Answer a, String what) {
        thinking = false;
        starting = false;
        needsStart = true;
        if (gen != generation) {
            updates.changed();
            return true;
        }
        String detail = a.fault().name().toLowerCase(Locale.ROOT) + ": " + a.detail();
        notice = spec.name() + " " + what + " (" + detail + ")";
        finish(human, spec.name() + " " + what + " (" + detail + ")");
        return true;
    }

    /** Why a brain's answer is no legal stone here, or null if it is one. */
    private String illegal(Answer a) {
        if (a.kind() != Answer.Kind.MOVES || a.points().size() != 1) {
            return "expected one stone, got " + a.kind() + " " + a.points();
        }
        Point pt = a.points().get(0);
        return switch (Legality.of(board, pt, board.sideToMove())) {
            case OFF_BOARD -> pt + " is off the board";
            case OCCUPIED -> Notation.name(pt.x(), pt.y(), board.height()) + " is taken";
            case FORBIDDEN -> Notation.name(pt.x(), pt.y(), board.height()) + " is forbidden for black";
            case LEGAL -> null;
        };
    }

    /** A brain's line: shown in the log, and read for the analysis; INFO detail lines only read. */
    private void event(BrainEvent e) {
        synchronized (this) {
            if (e.kind() == BrainEvent.Kind.INFO) {
                if (!analysis.info(e.text())) {
                    return;
                }
            } else {
                if (e.kind() == BrainEvent.Kind.MESSAGE) {
                    analysis.message(e.text());
                }
                log.addLast(e.kind() == BrainEvent.Kind.MESSAGE ? "MESSAGE " + e.text() : e.kind() + " " + e.text());
                while (log.size() > LOG_LINES) {
                    log.removeFirst();
                }
            }
        }
        updates.changed();
    }

    /** Stops the brain thread and ends the brain process (its whole process tree). */
    @Override
    public void close() {
        story.close();
        prover.shutdownNow();
        timer.shutdownNow();
        brainThread.shutdownNow();
        Player p;
        synchronized (this) {
            p = player;
        }
        p.close();
        try {
            brainThread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
