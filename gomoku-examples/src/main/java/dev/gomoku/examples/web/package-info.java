/**
 * {@code gomoku web}: a small local web server (the JDK's own {@code com.sun.net.httpserver}) and a
 * static page to play a brain, watch a running match, replay records and see what a brain thinks.
 */
package dev.gomoku.examples.web;
