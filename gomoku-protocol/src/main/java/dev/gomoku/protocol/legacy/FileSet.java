package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.Map;

/** Looks files up by name, ignoring case as the original Windows file systems do. */
final class FileSet {
    private FileSet() {
    }

    /** The content of a file, or null when absent. */
    static String get(Map<String, String> files, LegacyFile file) {
        String exact = files.get(file.fileName());
        if (exact != null) {
            return exact;
        }
        for (Map.Entry<String, String> e : files.entrySet()) {
            if (e.getKey() != null && e.getKey().equalsIgnoreCase(file.fileName())) {
                return e.getValue();
            }
        }
        return null;
    }

    static String require(Map<String, String> files, LegacyFile file) throws ProtocolException {
        String text = get(files, file);
        if (text == null) {
            throw new ProtocolException(file.fileName(), "", 0, 0, "this file, which is missing");
        }
        return text;
    }

    /** Names the file in the error of a decoder. */
    static ProtocolException inFile(LegacyFile file, ProtocolException e) {
        return e.in(file.fileName(), 0);
    }
}
