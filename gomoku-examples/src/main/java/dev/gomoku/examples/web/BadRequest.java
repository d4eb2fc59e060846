package dev.gomoku.examples.web;

/** A request the server refuses, with the HTTP status (4xx) and a message for the page. */
final class BadRequest extends Exception {
    private static final long serialVersionUID = 1L;

    /** The HTTP status. */
    final int status;

    BadRequest(int status, String message) {
        super(message);
        this.status = status;
    }
}
