/**
 * The legacy file protocol of the old Gomocup managers: one process run per move, talking through
 * files in the brain's working directory. Used for brains whose program name does not start with
 * {@code pbrain-}.
 *
 * <h2>One move</h2>
 * The manager writes the files below into the working directory, starts the brain, waits until it
 * exits, and reads the move back from {@code TAH.DAT}. Nothing survives between runs except files the
 * brain keeps itself (see {@code INFO.DAT folder}). Every run is timed as a whole, start-up included.
 *
 * <table class="striped">
 * <caption>The files</caption>
 * <thead><tr><th>file</th><th>written by</th><th>content</th></tr></thead>
 * <tbody>
 * <tr><td>{@code PLOCHA.DAT}</td><td>manager</td><td>The board: one line per row from the top, one
 *     character per column from the left: {@code -} empty, {@code x} and {@code o} the two players'
 *     stones, {@code #} a stone of a finished five (continuous games). The board's size is the file's:
 *     the rows and their length (tournaments used 20x20). {@link dev.gomoku.protocol.legacy.LegacyBoard}</td></tr>
 * <tr><td>{@code TAH.DAT}</td><td>both</td><td>Before the run: one character, {@code x} or {@code o}, the
 *     side the brain plays. After the run: the brain's move {@code x,y}, column then row, both from 0
 *     at the top left. {@link dev.gomoku.protocol.legacy.Mark}, {@link dev.gomoku.protocol.legacy.LegacyMove}</td></tr>
 * <tr><td>{@code TIMEOUTS.DAT}</td><td>manager</td><td>Line 1: the time per move, in whole seconds by the
 *     protocol (0 = as fast as possible; one manager writes milliseconds, told apart by size). Line 2:
 *     the match time left in milliseconds ({@code 2147483647} = no limit; negative after an overrun).
 *     {@link dev.gomoku.protocol.legacy.LegacyTimeouts}</td></tr>
 * <tr><td>{@code INFO.DAT}</td><td>newer managers</td><td>Optional {@code key value} lines with the pipe
 *     protocol's {@code INFO} keys ({@code timeout_turn}, {@code timeout_match}, {@code time_left},
 *     {@code max_memory}, {@code game_type}, {@code rule}, {@code folder}); when present it is read
 *     first and {@code TIMEOUTS.DAT} only fills in what it lacks. {@link dev.gomoku.protocol.legacy.LegacyInfo}</td></tr>
 * <tr><td>{@code MSG.DAT}</td><td>brain</td><td>Empty before the run; the brain may leave a message
 *     (older managers show the first line only).</td></tr>
 * </tbody>
 * </table>
 *
 * <h2>Leniency</h2>
 * Managers differ, so the decoders accept lines ending in CR LF or LF (not a lone CR), a trailing line
 * end in {@code TAH.DAT}, file names in any case ({@code tah.dat}), {@code INFO.DAT} without
 * {@code time_left}, and both units of {@code TIMEOUTS.DAT} line 1. Anything else is a
 * {@link dev.gomoku.protocol.ProtocolException} that names the file, line and column, e.g.
 * {@code PLOCHA.DAT line 2, column 2: expected -, x, o or # in "-?"}.
 *
 * <h2>Both sides</h2>
 * The brain side reads a {@link dev.gomoku.protocol.legacy.LegacyRequest} with
 * {@link dev.gomoku.protocol.legacy.LegacyRequest#fromFiles(java.util.Map)} and writes a
 * {@link dev.gomoku.protocol.legacy.LegacyAnswer} with {@link dev.gomoku.protocol.legacy.LegacyAnswer#toFiles()};
 * the manager side does the opposite. Files are passed as a map from file name to text, so the
 * codecs never touch the file system.
 */
package dev.gomoku.protocol.legacy;
