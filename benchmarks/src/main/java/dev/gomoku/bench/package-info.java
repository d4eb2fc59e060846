/** JMH benchmarks; run with {@code java -jar benchmarks/target/benchmarks.jar}. */
package dev.gomoku.bench;
