package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Rule;
import java.util.SplittableRandom;

/** Seeded random networks with weights of the sizes a trained one has. */
final class TestNetworks {
    private TestNetworks() {
    }

    static Network random(Rule rule, int hidden, int hidden2, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int one = Network.MAX_ACTIVATION << 4;
        short[] bias1 = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            bias1[i] = (short) r.nextInt(-one / 2, one / 2);
        }
        short[] cells = new short[2 * NetworkFeatures.KEYS * hidden];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (short) r.nextInt(-one, one);
        }
        byte[] w2 = new byte[2 * hidden2 * hidden];
        for (int i = 0; i < w2.length; i++) {
            w2[i] = (byte) r.nextInt(-127, 128);
        }
        int pool = 16;
        int s2 = 64 * Network.MAX_ACTIVATION * pool;
        int[] b2 = new int[2 * hidden2];
        for (int i = 0; i < b2.length; i++) {
            b2[i] = r.nextInt(-s2, s2);
        }
        short[] w3 = new short[2 * hidden2];
        for (int i = 0; i < w3.length; i++) {
            w3[i] = (short) r.nextInt(-512, 512);
        }
        int[] b3 = {r.nextInt(-256 * s2, 256 * s2), r.nextInt(-256 * s2, 256 * s2)};
        return new Network(rule, hidden, hidden2, pool, Network.MAX_ACTIVATION, 4, 64, 256, 300, bias1, cells, w2, b2,
                w3, b3);
    }
}
