package dev.gomoku.engine.search.internal;

import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;

/**
 * The network evaluator: a {@link Network}'s output for the side to move, its state per search
 * board ({@link NetworkAccumulator}, made on the board's first evaluation, so one instance serves every
 * search thread). Positions under another rule than the network's are evaluated by the
 * {@link PatternEvaluator}. A position that is not a search board is evaluated from scratch.
 */
public final class NetworkEvaluator implements Evaluator {
    private final Network net;
    private final short[] biased;

    /**
     * An evaluator of a network.
     *
     * @param net the weights
     */
    public NetworkEvaluator(Network net) {
        this.net = net;
        this.biased = NetworkAccumulator.biasedCells(net);
    }

    /**
     * The weights.
     *
     * @return the network
     */
    public Network network() {
        return net;
    }

    @Override
    public int evaluate(Position position) {
        if (position.board().rule() != net.rule()) {
            return PatternEvaluator.INSTANCE.evaluate(position);
        }
        SearchBoard sb = position instanceof SearchBoard b ? b
                : new SearchBoard(position.board(), position.sideToMove().code());
        return state(sb).evaluate();
    }

    /** The board's state for this network, made on first use. */
    NetworkAccumulator state(SearchBoard sb) {
        NetworkAccumulator a = sb.network();
        if (a == null || a.network() != net) {
            a = new NetworkAccumulator(net, biased, sb);
            sb.network(a);
        }
        return a;
    }
}
