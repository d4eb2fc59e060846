package dev.gomoku.engine.arena;

import dev.gomoku.core.Point;

/**
 * The Piskvork {@code .psq} text of a game: header {@code Piskvorky WxH, 11:11, 0}, one
 * {@code x,y,ms} line per stone (1-based, black first), then black's and white's names and {@code -1}.
 */
final class PsqText {
    private PsqText() {
    }

    static String of(GameResult r) {
        GameSettings s = r.settings();
        StringBuilder sb = new StringBuilder();
        sb.append("Piskvorky ").append(s.width()).append('x').append(s.height()).append(", 11:11, 0\r\n");
        for (int i = 0; i < r.moves().size(); i++) {
            Point p = r.moves().get(i);
            sb.append(p.x() + 1).append(',').append(p.y() + 1).append(',').append(r.millis().get(i)).append("\r\n");
        }
        sb.append(r.black().replaceAll("[\\r\\n]", " ")).append("\r\n");
        sb.append(r.white().replaceAll("[\\r\\n]", " ")).append("\r\n");
        sb.append("-1\r\n");
        return sb.toString();
    }
}
