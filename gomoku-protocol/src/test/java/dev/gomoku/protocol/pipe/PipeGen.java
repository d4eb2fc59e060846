package dev.gomoku.protocol.pipe;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Random commands and replies for the property tests. */
final class PipeGen {
    private PipeGen() {
    }

    static int coord(SplittableRandom r) {
        switch (r.nextInt(4)) {
            case 0:
                return r.nextInt(100);
            case 1:
                return r.nextInt(Integer.MAX_VALUE);
            default:
                return r.nextInt(20);
        }
    }

    static Move move(SplittableRandom r) {
        return new Move(coord(r), coord(r));
    }

    static List<Stone> stones(SplittableRandom r) {
        int n = r.nextInt(5) == 0 ? 0 : r.nextInt(1, 60);
        List<Stone> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(new Stone(coord(r), coord(r), r.nextInt(1, 4)));
        }
        return list;
    }

    static List<Move> moves(SplittableRandom r) {
        int n = r.nextInt(4) == 0 ? 0 : r.nextInt(1, 8);
        List<Move> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(move(r));
        }
        return list;
    }

    static long anyLong(SplittableRandom r) {
        switch (r.nextInt(3)) {
            case 0:
                return r.nextLong();
            case 1:
                return r.nextInt(-1000, 1000);
            default:
                return r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }

    static int anyInt(SplittableRandom r) {
        return r.nextBoolean() ? r.nextInt() : r.nextInt(-5, 20);
    }

    private static final String ODD = "žřčěáé中文\"=,.\t";

    /** Text without line breaks, mixing ASCII, blanks and other characters. */
    static String text(SplittableRandom r, int max) {
        int n = r.nextInt(max + 1);
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            switch (r.nextInt(6)) {
                case 0:
                    sb.append(' ');
                    break;
                case 1:
                    sb.append((char) r.nextInt(0x21, 0x7f));
                    break;
                case 2:
                    sb.append(ODD.charAt(r.nextInt(ODD.length())));
                    break;
                default:
                    sb.append((char) r.nextInt('a', 'z' + 1));
                    break;
            }
        }
        return sb.toString();
    }

    /** A word: no blanks, not empty. */
    static String word(SplittableRandom r, String alphabet) {
        int n = r.nextInt(1, 12);
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    private static final String KEY_CHARS = "abcdefghijklmnopqrstuvwxyz_0123456789ABCXYZ-.";

    static Info info(SplittableRandom r) {
        switch (r.nextInt(14)) {
            case 0:
                return new Info.TimeoutTurn(anyLong(r));
            case 1:
                return new Info.TimeoutMatch(anyLong(r));
            case 2:
                return new Info.MaxMemory(anyLong(r));
            case 3:
                return new Info.TimeLeft(anyLong(r));
            case 4:
                return new Info.GameType(anyInt(r));
            case 5:
                return new Info.Rule(anyInt(r));
            case 6:
                return new Info.Evaluate(move(r));
            case 7:
                String path = text(r, 30).strip();
                return new Info.Folder(path.isEmpty() ? "C:\\My Brains\\data" : path);
            case 8:
                return new Info.FbCheck(anyInt(r));
            case 9:
                return new Info.MaxDepth(anyInt(r));
            case 10:
                return new Info.MaxNode(anyLong(r));
            case 11:
                return new Info.HashSize(anyLong(r));
            case 12:
                return new Info.ThreadNum(anyInt(r));
            default:
                // "x_" prefix: never one of the known keys.
                return new Info.Other("x_" + word(r, KEY_CHARS), text(r, 20));
        }
    }

    static Command command(SplittableRandom r) {
        switch (r.nextInt(20)) {
            case 0:
                return new Command.Start(coord(r));
            case 1:
                return new Command.RectStart(coord(r), coord(r));
            case 2:
                return new Command.Restart();
            case 3:
                return new Command.Begin();
            case 4:
                return new Command.Turn(move(r));
            case 5:
                return new Command.Board(stones(r));
            case 6:
                return new Command.End();
            case 7:
                return new Command.About();
            case 8:
                return new Command.Takeback(move(r));
            case 9:
                return new Command.Play(move(r));
            case 10:
                return new Command.Swap2Board(moves(r));
            case 11:
                return new Command.YxBoard(stones(r));
            case 12:
                return new Command.YxShowForbid();
            case 13:
                return new Command.YxStop();
            case 14:
                return new Command.Stop();
            case 15:
                return new Command.YxNBest(coord(r));
            case 17:
                return new Command.ShowBoard();
            case 16:
                // "Q" prefix: no known command starts with Q.
                return new Command.Unknown("Q" + word(r, KEY_CHARS) + " " + text(r, 20));
            default:
                return info(r);
        }
    }

    static Reply reply(SplittableRandom r) {
        switch (r.nextInt(12)) {
            case 0:
                return new Reply.Ok();
            case 1:
                return new Reply.Error(text(r, 40));
            case 2:
                return new Reply.Unknown(text(r, 40));
            case 3:
                return new Reply.Message(text(r, 40));
            case 4:
                return new Reply.Debug(text(r, 40));
            case 5:
                return new Reply.Suggest(move(r));
            case 6:
                return new Reply.Moved(move(r));
            case 7:
                Map<String, String> fields = new LinkedHashMap<>();
                int n = r.nextInt(1, 7);
                for (int i = 0; i < n; i++) {
                    fields.put(word(r, KEY_CHARS), text(r, 20).replace("\"", ""));
                }
                return new Reply.About(fields);
            case 8:
                return new Reply.Swap();
            case 9:
                List<Move> stones = new ArrayList<>();
                int k = r.nextInt(2, 4);
                for (int i = 0; i < k; i++) {
                    stones.add(move(r));
                }
                return new Reply.Stones(stones);
            case 10:
                List<Move> points = new ArrayList<>();
                int m = r.nextInt(6);
                for (int i = 0; i < m; i++) {
                    points.add(new Move(r.nextInt(100), r.nextInt(100)));
                }
                return new Reply.Forbid(points);
            default:
                return new Reply.AboutText("Q" + text(r, 30));
        }
    }
}
