import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.engine.search.ThreatSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;

/**
 * What the SDK's VCT solver (ThreatSolver.vct, threat limit 2) sees in the games Rapfi won in a match
 * NAME (the log NAME.log and the records NAME/game-NNNN.psq that `gomoku match --out NAME` writes). Run from
 * the match's folder with the SDK on the class path ({@code D} a dist's bin folder):
 * <pre>
 * java -cp "$D/../lib/*" VctProbe.java first renju g100-r-base winner 12500 12
 * java -cp "$D/../lib/*" VctProbe.java escape renju g100-r-base 50000 20 25 &lt; mates.txt
 * </pre>
 * {@code first RULE NAME winner|loser NODES MOVES}: per game, the first ply (from the fifth stone on, on
 * that side's turns) at which the solver with NODES nodes and MOVES attacker moves finds a forced win for
 * the game's winner, or its loser. {@code escape RULE NAME NODES MOVES GAMES}: reads "GAME PLY" lines (the
 * ply at which Rapfi first announced a forced win, from mates.py) and, for the first GAMES of them, counts
 * the moves of the ply before (the loser's turn) within two cells of a stone after which the solver finds
 * no win for Rapfi, and whether the move played was one.
 */
public class VctProbe {
    public static void main(String[] a) throws IOException, RecordFormatException {
        Rule rule = a[1].equals("renju") ? Rule.RENJU : Rule.FREESTYLE;
        if (a[0].equals("first")) {
            first(rule, a[2], a[3].equals("winner"), Long.parseLong(a[4]), Integer.parseInt(a[5]));
        } else {
            escape(rule, a[2], Long.parseLong(a[3]), Integer.parseInt(a[4]), Integer.parseInt(a[5]));
        }
    }

    private static void first(Rule rule, String name, boolean forWinner, long nodes, int moves)
            throws IOException, RecordFormatException {
        Matcher m = java.util.regex.Pattern.compile("game (\\d+): rapfi\\S* \\((black|white)\\) wins")
                .matcher(Files.readString(Path.of(name + ".log")));
        int games = 0;
        int found = 0;
        long lead = 0;
        while (m.find()) {
            int game = Integer.parseInt(m.group(1));
            boolean blackAttacks = m.group(2).equals("black") == forWinner;
            GameRecord record = record(name, game);
            Board b = Board.create(record.width(), record.height(), rule);
            int first = -1;
            long spent = 0;
            for (int ply = 0; ply < record.moves().size() && first < 0; ply++) {
                if (ply >= 4 && (ply % 2 == 0) == blackAttacks) {
                    ThreatSolver.Outcome o = ThreatSolver.vct(b, blackAttacks ? Side.BLACK : Side.WHITE, moves, 2, nodes);
                    if (o.firstMove().isPresent()) {
                        first = ply;
                        spent = o.nodes();
                    }
                }
                b.play(index(b, record.moves().get(ply)));
            }
            games++;
            if (first >= 0) {
                found++;
                lead += record.moves().size() - first;
            }
            System.out.printf("game %d: %d plies, first found at ply %d (%d nodes)%n", game, record.moves().size(), first,
                    spent);
        }
        System.out.printf("%d games Rapfi won: a win for the %s found in %d, on average %.1f plies before the end%n",
                games, forWinner ? "winner" : "loser", found, found == 0 ? 0.0 : (double) lead / found);
    }

    private static void escape(Rule rule, String name, long nodes, int moves, int limit)
            throws IOException, RecordFormatException {
        int games = 0;
        int playedLost = 0;
        for (String line : new String(System.in.readAllBytes()).split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (games >= limit || f.length < 2) {
                break;
            }
            int ply = Integer.parseInt(f[1]) - 1;
            GameRecord game = record(name, Integer.parseInt(f[0]));
            List<Point> record = game.moves();
            if (ply < 3 || ply >= record.size()) {
                continue;
            }
            games++;
            Board b = Board.create(game.width(), game.height(), rule);
            for (int i = 0; i < ply; i++) {
                b.play(index(b, record.get(i)));
            }
            Side me = b.sideToMove();
            int played = index(b, record.get(ply));
            int tried = 0;
            int safe = 0;
            boolean playedSafe = false;
            for (int y = 0; y < b.height(); y++) {
                for (int x = 0; x < b.width(); x++) {
                    int c = b.index(x, y);
                    if (!b.isEmpty(c) || !near(b, x, y)
                            || (rule == Rule.RENJU && me == Side.BLACK && ForbiddenMoves.isForbidden(b, c))) {
                        continue;
                    }
                    tried++;
                    Board after = b.copy();
                    after.play(c);
                    if (ThreatSolver.vct(after, me.opponent(), moves, 2, nodes).firstMove().isEmpty()) {
                        safe++;
                        playedSafe |= c == played;
                    }
                }
            }
            if (!playedSafe) {
                playedLost++;
            }
            System.out.printf("game %s ply %d: %d of %d moves leave no win found, the played move %s%n", f[0], ply, safe,
                    tried, playedSafe ? "among them" : "not");
        }
        System.out.printf("%d games: the played move let the solver find Rapfi's win in %d%n", games, playedLost);
    }

    private static GameRecord record(String name, int game) throws IOException, RecordFormatException {
        return Psq.read(Files.readString(Path.of(name, String.format("game-%04d.psq", game))));
    }

    private static int index(Board b, Point p) {
        return b.index(p.x(), p.y());
    }

    private static boolean near(Board b, int x, int y) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int u = x + dx;
                int v = y + dy;
                if (u >= 0 && v >= 0 && u < b.width() && v < b.height() && !b.isEmpty(b.index(u, v))) {
                    return true;
                }
            }
        }
        return false;
    }
}
