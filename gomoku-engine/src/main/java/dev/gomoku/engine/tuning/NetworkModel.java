package dev.gomoku.engine.tuning;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.internal.Network;
import dev.gomoku.engine.search.internal.NetworkFeatures;
import java.util.SplittableRandom;

/**
 * The {@link Network} in floating point, for training: the forward pass, the gradient of the
 * cross-entropy against a soft target, Adam steps, and the quantisation into the file's integers. The
 * weights are kept inside the ranges quantisation can represent.
 */
final class NetworkModel {
    static final int ACTIVATION = Network.MAX_ACTIVATION;
    static final int SHIFT = 4;
    static final int W2_SCALE = 64;
    static final int W3_SCALE = 256;
    private static final float CELL_LIMIT = (float) Network.MAX_CELL / (ACTIVATION << SHIFT) - 0.01f;
    private static final float W2_LIMIT = 127f / W2_SCALE;
    private static final float W3_LIMIT = 120f;
    private static final float B3_LIMIT = 100f;
    private static final int KEYS = NetworkFeatures.KEYS;

    final int hidden;
    final int hidden2;
    final int pool;
    /** All parameters in one array: bias1, cells, w2, b2, w3, b3 (the offsets below). */
    final float[] p;
    final int oCells;
    final int oW2;
    final int oB2;
    final int oW3;
    final int oB3;
    private final float[] m;
    private final float[] v;
    private int steps;

    NetworkModel(int hidden, int hidden2, int pool, long seed) {
        this.hidden = hidden;
        this.hidden2 = hidden2;
        this.pool = pool;
        oCells = hidden;
        oW2 = oCells + 2 * KEYS * hidden;
        oB2 = oW2 + 2 * hidden2 * hidden;
        oW3 = oB2 + 2 * hidden2;
        oB3 = oW3 + 2 * hidden2;
        p = new float[oB3 + 2];
        m = new float[p.length];
        v = new float[p.length];
        SplittableRandom r = new SplittableRandom(seed);
        for (int j = 0; j < hidden; j++) {
            p[j] = 0.25f;
        }
        for (int i = oCells; i < oW2; i++) {
            p[i] = (float) (r.nextGaussian() * 0.1);
        }
        double w2 = 1.0 / Math.sqrt(hidden);
        for (int i = oW2; i < oB2; i++) {
            p[i] = (float) (r.nextGaussian() * w2);
        }
        for (int i = oB2; i < oW3; i++) {
            p[i] = 0.5f;
        }
        double w3 = 1.0 / Math.sqrt(hidden2);
        for (int i = oW3; i < oB3; i++) {
            p[i] = (float) (r.nextGaussian() * w3);
        }
    }

    /** Work space of one pass. */
    static final class Pass {
        final float[] g;
        final float[] a;
        final float[] dg;

        Pass(NetworkModel n) {
            g = new float[n.hidden];
            a = new float[n.hidden2];
            dg = new float[n.hidden];
        }
    }

    /** The logit of a position, leaving the pooled inputs and the second layer's sums in the pass. */
    float forward(NetworkSamples d, int i, Pass w) {
        int h = hidden;
        float[] g = w.g;
        java.util.Arrays.fill(g, 0);
        for (int k = d.from(i); k < d.to(i); k++) {
            int c = d.cell(k);
            int ob = oCells + (c & 0xFFFF) * h;
            int ow = oCells + (KEYS + (c >>> 16)) * h;
            for (int j = 0; j < h; j++) {
                float x = p[j] + p[ob + j] + p[ow + j];
                g[j] += Math.max(0f, Math.min(1f, x));
            }
        }
        float inv = 1f / pool;
        for (int j = 0; j < h; j++) {
            g[j] *= inv;
        }
        int s = d.side(i);
        float y = p[oB3 + s];
        for (int k = 0; k < hidden2; k++) {
            int base = oW2 + (s * hidden2 + k) * h;
            float sum = p[oB2 + s * hidden2 + k];
            for (int j = 0; j < h; j++) {
                sum += p[base + j] * g[j];
            }
            w.a[k] = sum;
            y += p[oW3 + s * hidden2 + k] * Math.max(0f, Math.min(1f, sum));
        }
        return y;
    }

    /** Adds the gradient of the loss at a position, whose logit's derivative is {@code dy}, to {@code grad}. */
    void backward(NetworkSamples d, int i, Pass w, float dy, float[] grad) {
        int h = hidden;
        int s = d.side(i);
        grad[oB3 + s] += dy;
        float[] dg = w.dg;
        java.util.Arrays.fill(dg, 0);
        for (int k = 0; k < hidden2; k++) {
            float a = w.a[k];
            grad[oW3 + s * hidden2 + k] += dy * Math.max(0f, Math.min(1f, a));
            if (a <= 0f || a >= 1f) {
                continue;
            }
            float da = dy * p[oW3 + s * hidden2 + k];
            grad[oB2 + s * hidden2 + k] += da;
            int base = oW2 + (s * hidden2 + k) * h;
            for (int j = 0; j < h; j++) {
                grad[base + j] += da * w.g[j];
                dg[j] += da * p[base + j];
            }
        }
        float inv = 1f / pool;
        for (int j = 0; j < h; j++) {
            dg[j] *= inv;
        }
        for (int k = d.from(i); k < d.to(i); k++) {
            int c = d.cell(k);
            int ob = oCells + (c & 0xFFFF) * h;
            int ow = oCells + (KEYS + (c >>> 16)) * h;
            for (int j = 0; j < h; j++) {
                float x = p[j] + p[ob + j] + p[ow + j];
                if (x > 0f && x < 1f) {
                    float gj = dg[j];
                    grad[j] += gj;
                    grad[ob + j] += gj;
                    grad[ow + j] += gj;
                }
            }
        }
    }

    /** One Adam step on a summed gradient of {@code n} positions, then the weights back into range. */
    void step(float[] grad, int n, float rate) {
        steps++;
        float b1 = 0.9f;
        float b2 = 0.999f;
        double c1 = 1 - Math.pow(b1, steps);
        double c2 = 1 - Math.pow(b2, steps);
        float lr = (float) (rate * Math.sqrt(c2) / c1);
        float inv = 1f / n;
        for (int i = 0; i < p.length; i++) {
            float g = grad[i] * inv;
            if (g == 0f && m[i] == 0f) {
                continue;
            }
            m[i] = b1 * m[i] + (1 - b1) * g;
            v[i] = b2 * v[i] + (1 - b2) * g * g;
            p[i] -= lr * m[i] / ((float) Math.sqrt(v[i]) + 1e-8f);
        }
        clamp(0, oW2, CELL_LIMIT);
        clamp(oW2, oB2, W2_LIMIT);
        clamp(oW3, oB3, W3_LIMIT);
        clamp(oB3, oB3 + 2, B3_LIMIT);
    }

    private void clamp(int from, int to, float limit) {
        for (int i = from; i < to; i++) {
            p[i] = Math.max(-limit, Math.min(limit, p[i]));
        }
    }

    /** The weights in integers, for a rule, the output scaled to {@code evalScale} per unit of logit. */
    Network quantise(Rule rule, int evalScale) {
        int one = ACTIVATION << SHIFT;
        int s2 = W2_SCALE * ACTIVATION * pool;
        short[] bias1 = new short[hidden];
        for (int j = 0; j < hidden; j++) {
            bias1[j] = (short) Math.round(p[j] * one);
        }
        short[] cells = new short[2 * KEYS * hidden];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (short) Math.round(p[oCells + i] * one);
        }
        byte[] w2 = new byte[2 * hidden2 * hidden];
        for (int i = 0; i < w2.length; i++) {
            w2[i] = (byte) Math.round(p[oW2 + i] * W2_SCALE);
        }
        int[] b2 = new int[2 * hidden2];
        for (int i = 0; i < b2.length; i++) {
            b2[i] = (int) Math.max(-Network.MAX_B2, Math.min(Network.MAX_B2, Math.round((double) p[oB2 + i] * s2)));
        }
        short[] w3 = new short[2 * hidden2];
        for (int i = 0; i < w3.length; i++) {
            w3[i] = (short) Math.round(p[oW3 + i] * W3_SCALE);
        }
        int[] b3 = new int[2];
        for (int i = 0; i < 2; i++) {
            b3[i] = (int) Math.round((double) p[oB3 + i] * W3_SCALE * s2);
        }
        return new Network(rule, hidden, hidden2, pool, ACTIVATION, SHIFT, W2_SCALE, W3_SCALE, evalScale, bias1, cells,
                w2, b2, w3, b3);
    }
}
