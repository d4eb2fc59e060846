package dev.gomoku.engine.tuning;

/**
 * Where an ordering ranks the chosen moves among the generator's legal candidates (rank 0 is first;
 * candidates scored equal to the chosen move count half).
 *
 * @param positions how many positions were ranked
 * @param first the share of positions whose chosen move ranks first
 * @param firstThree the share whose chosen move ranks in the first three
 * @param meanRank the mean rank of the chosen move
 */
public record OrderRanks(int positions, double first, double firstThree, double meanRank) {
}
