package dev.gomoku.protocol.koth;

import java.util.Objects;

/**
 * One stone of a judge's board, written {@code ((x,y),"B")} or {@code ((x,y),"W")}.
 *
 * @param point where the stone is
 * @param color its colour
 */
public record KothStone(KothPoint point, KothColor color) {
    /**
     * Checks for nulls.
     *
     * @param point where the stone is
     * @param color its colour
     * @throws NullPointerException if an argument is null
     */
    public KothStone {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(color, "color");
    }

    /**
     * The stone as the judge writes it.
     *
     * @return e.g. {@code ((0,1),"W")}
     */
    @Override
    public String toString() {
        return "(" + point + ",\"" + color.letter() + "\")";
    }
}
