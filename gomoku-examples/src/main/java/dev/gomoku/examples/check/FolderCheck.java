package dev.gomoku.examples.check;

import dev.gomoku.engine.arena.referee.Ending;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The persistent folder ({@code INFO folder}) within GomocupJudge's 70 MiB: the sum of the file sizes
 * ({@code os.path.getsize}, so sparse files count in full) after every answer.
 */
record FolderCheck() {
    /** GomocupJudge's limit: 70 * 1024 * 1024 bytes. */
    static final long LIMIT = 70L << 20;

    /**
     * Judges the folders measured after the probe sessions and the games.
     *
     * @param sessionBytes the sizes of the sessions' folders after their last answer
     * @param games the games, judged by the referee after every answer
     * @return the finding
     */
    Finding judge(List<Long> sessionBytes, List<PlayedGame> games) {
        Finding f = new Finding("folder", Area.FOLDER, Verdict.SKIP, "persistent folder within 70 MiB", "", "");
        for (PlayedGame g : games) {
            if (g.brainLost() && g.result().ending() == Ending.FOLDER) {
                return f.with(Verdict.FAIL, g.summary(), Referees.FOLDER_LOSS);
            }
        }
        long most = sessionBytes.stream().mapToLong(Long::longValue).max().orElse(-1);
        if (most > LIMIT) {
            return f.with(Verdict.FAIL, "a session's folder held " + most + " bytes", Referees.FOLDER_LOSS);
        }
        if (most < 0 && games.isEmpty()) {
            return f.with(Verdict.SKIP, "nothing played", "");
        }
        return f.with(Verdict.PASS, "at most " + Math.max(0, most) + " bytes written in a session's folder; "
                + games.size() + " games without a folder verdict", Referees.FINE);
    }

    /**
     * The sum of the sizes of the files under a folder.
     *
     * @param folder the folder
     * @return bytes, 0 if it does not exist
     */
    static long size(Path folder) {
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> s = Files.walk(folder)) {
            return s.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sum();
        } catch (IOException | UncheckedIOException e) {
            return 0;
        }
    }
}
