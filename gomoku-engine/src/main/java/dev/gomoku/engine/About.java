package dev.gomoku.engine;

import java.util.Objects;

/**
 * What a brain says about itself in reply to the pipe protocol's {@code ABOUT}. Empty strings are
 * left out of the reply.
 *
 * @param name the brain's name; also names its persistent sub-folder
 * @param version version text
 * @param author author's name
 * @param country author's country
 * @param www web page
 * @param email contact address
 */
public record About(String name, String version, String author, String country, String www, String email) {

    /**
     * Checks the components: {@code null} becomes the empty string; the name must not be blank.
     *
     * @param name the brain's name
     * @param version version text
     * @param author author's name
     * @param country author's country
     * @param www web page
     * @param email contact address
     * @throws IllegalArgumentException if the name is blank
     */
    public About {
        name = Objects.requireNonNullElse(name, "").strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a brain needs a name");
        }
        version = Objects.requireNonNullElse(version, "");
        author = Objects.requireNonNullElse(author, "");
        country = Objects.requireNonNullElse(country, "");
        www = Objects.requireNonNullElse(www, "");
        email = Objects.requireNonNullElse(email, "");
    }

    /**
     * An about with a name and version only.
     *
     * @param name the brain's name
     * @param version version text
     * @return the about
     */
    public static About of(String name, String version) {
        return new About(name, version, "", "", "", "");
    }

    /**
     * The name made safe for a file or folder name: characters outside {@code A-Z a-z 0-9 - _ .}
     * become {@code _}.
     *
     * @return the file-safe name
     */
    public String fileName() {
        StringBuilder b = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean ok = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.';
            b.append(ok ? c : '_');
        }
        String s = b.toString();
        return s.equals(".") || s.equals("..") ? "_" : s;
    }
}
