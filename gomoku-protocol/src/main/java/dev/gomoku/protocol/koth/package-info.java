/**
 * The King-of-the-Hill (KoTH) Swap2 format: a judge runs each bot anew for every game, with the
 * opponent's name and a random seed as its two arguments (a bot must play the same way given the
 * same seed), and exchanges one line per turn with it over standard input and output. The board is
 * 15x15, points are {@code (x,y)} with both coordinates in 0..14, five in a row wins and a full board
 * is a draw. A bot that crashes or answers something invalid loses the game.
 *
 * <h2>Lines</h2>
 * A board is a list of stones in the order they were placed, {@code [((x,y),"B"),((x,y),"W"),...]};
 * the empty board is {@code []}.
 *
 * <table class="striped">
 * <caption>Judge prompts and bot answers</caption>
 * <thead><tr><th>the judge writes</th><th>the bot answers</th></tr></thead>
 * <tbody>
 * <tr><td>{@code A []}</td><td>The Swap2 opening: three points {@code (x,y)(x,y)(x,y)}, two black stones
 *     and then one white.</td></tr>
 * <tr><td>{@code B BOARD}</td><td>After the opening: {@code B} to play black; or {@code W (x,y)} to add a
 *     white stone and play white; or {@code (x,y)(x,y)} to add one black and one white stone and let
 *     the opponent choose the colour.</td></tr>
 * <tr><td>{@code C BOARD}</td><td>The opponent added two stones: {@code B} or {@code W}, the colour to
 *     play.</td></tr>
 * <tr><td>{@code N BOARD}, N a number</td><td>A move: one point {@code (x,y)}.</td></tr>
 * <tr><td>{@code EXIT NAME} or {@code EXIT TIE}</td><td>Nothing: the game is over (NAME won, or a draw);
 *     the bot has about half a second left to save its files.</td></tr>
 * </tbody>
 * </table>
 *
 * <p>Spaces anywhere in an answer are ignored. The judge expects answers within about half a second.
 * The judge side encodes {@link dev.gomoku.protocol.koth.KothPrompt}s and decodes
 * {@link dev.gomoku.protocol.koth.KothAnswer}s; the bot side does the opposite. A line that fits no
 * shape is a {@link dev.gomoku.protocol.ProtocolException} with the column where it went wrong.
 */
package dev.gomoku.protocol.koth;
