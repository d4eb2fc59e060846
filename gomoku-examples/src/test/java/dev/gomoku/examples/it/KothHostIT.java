package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.protocol.koth.KothAnswer;
import dev.gomoku.protocol.koth.KothColor;
import dev.gomoku.protocol.koth.KothPoint;
import dev.gomoku.protocol.koth.KothPrompt;
import dev.gomoku.protocol.koth.KothStone;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A KoTH bot through a whole game, driven by a judge written with the judge-side codec: prompts are
 * encoded with {@link KothPrompt#encode()}, answers decoded (and so validated) with
 * {@link KothAnswer#decode}. The other player is a seeded random mover in the test.
 */
class KothHostIT {
    @TempDir
    Path dir;

    private final Board board = Board.create(KothPoint.SIZE, Rule.FREESTYLE);
    private final List<KothStone> stones = new ArrayList<>();

    private void put(KothPoint p, KothColor c) {
        int idx = board.index(p.x(), p.y());
        assertTrue(board.isEmpty(idx), "the bot chose an occupied point " + p);
        board.place(idx, c == KothColor.BLACK ? Side.BLACK : Side.WHITE);
        stones.add(new KothStone(p, c));
    }

    private KothAnswer ask(BrainProc bot, KothPrompt prompt) throws Exception {
        bot.send(prompt.encode());
        return KothAnswer.decode(prompt, bot.next());
    }

    private KothPoint randomEmpty(SplittableRandom rnd) {
        while (true) {
            int x = 3 + rnd.nextInt(9);
            int y = 3 + rnd.nextInt(9);
            if (board.isEmpty(board.index(x, y))) {
                return new KothPoint(x, y);
            }
            if (board.moveCount() > 60) {
                x = rnd.nextInt(15);
                y = rnd.nextInt(15);
                if (board.isEmpty(board.index(x, y))) {
                    return new KothPoint(x, y);
                }
            }
        }
    }

    @Test
    void wholeGameAsOpenerThenChoosingTheColour() throws Exception {
        SplittableRandom rnd = new SplittableRandom(7);
        try (BrainProc bot = BrainProc.start("koth-weights", dir, "judge-test", "12345")) {
            KothAnswer.Opening open = assertInstanceOf(KothAnswer.Opening.class, ask(bot, new KothPrompt.Open()));
            put(open.black1(), KothColor.BLACK);
            put(open.black2(), KothColor.BLACK);
            put(open.white(), KothColor.WHITE);
            // The opponent places one more of each colour and lets the bot choose.
            put(randomEmpty(rnd), KothColor.BLACK);
            put(randomEmpty(rnd), KothColor.WHITE);
            KothAnswer.Choose choose = assertInstanceOf(KothAnswer.Choose.class,
                    ask(bot, new KothPrompt.ChooseColor(List.copyOf(stones))));
            Side botSide = choose.color() == KothColor.BLACK ? Side.BLACK : Side.WHITE;
            int botMoves = 0;
            while (board.winner() == null && !board.isFull()) {
                Side toMove = board.sideToMove();
                KothColor colour = toMove == Side.BLACK ? KothColor.BLACK : KothColor.WHITE;
                if (toMove == botSide) {
                    // N numbers the moves after the five-stone opening from 1, as in seed 002
                    KothAnswer.Move m = assertInstanceOf(KothAnswer.Move.class,
                            ask(bot, new KothPrompt.Move(board.moveCount() - 4, List.copyOf(stones))));
                    put(m.point(), colour);
                    botMoves++;
                } else {
                    put(randomEmpty(rnd), colour);
                }
            }
            bot.send(new KothPrompt.Exit(Optional.of("someone")).encode());
            assertTrue(bot.exitsWithin(BrainProc.ANSWER_MILLIS), "the bot exits after EXIT");
            assertTrue(botMoves > 3, "a whole game: " + botMoves + " bot moves");
            assertEquals(botSide, board.winner(), "the weighting brain beats a random mover");
        }
    }

    @Test
    void secondPlayerOfTheOpeningAnswersTheSwapPrompt() throws Exception {
        try (BrainProc bot = BrainProc.start("koth-random", dir, "judge-test", "99")) {
            put(new KothPoint(7, 7), KothColor.BLACK);
            put(new KothPoint(8, 8), KothColor.BLACK);
            put(new KothPoint(7, 8), KothColor.WHITE);
            KothAnswer a = ask(bot, new KothPrompt.Swap(List.copyOf(stones)));
            if (a instanceof KothAnswer.TakeWhite) {
                put(((KothAnswer.TakeWhite) a).white(), KothColor.WHITE);
            } else if (a instanceof KothAnswer.PlaceTwo) {
                put(((KothAnswer.PlaceTwo) a).black(), KothColor.BLACK);
                put(((KothAnswer.PlaceTwo) a).white(), KothColor.WHITE);
            } else {
                assertInstanceOf(KothAnswer.TakeBlack.class, a);
            }
            bot.send(new KothPrompt.Exit(Optional.empty()).encode());
            assertTrue(bot.exitsWithin(BrainProc.ANSWER_MILLIS), "the bot exits after EXIT TIE");
        }
    }
}
