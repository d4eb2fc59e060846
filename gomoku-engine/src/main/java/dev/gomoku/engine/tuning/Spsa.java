package dev.gomoku.engine.tuning;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Simultaneous perturbation stochastic approximation over integer parameters, the usual way engine
 * authors tune search constants by self-play: every iteration plays the brain with all parameters
 * nudged up or down at random ({@code theta + c_k delta}) against the brain nudged the other way
 * ({@code theta - c_k delta}), and moves every parameter towards the side that scored better.
 *
 * <p>The schedule is the standard one: {@code c_k = c / (k + 1)^0.101} and
 * {@code a_k = a / (A + k + 1)^0.602} with {@code A} a tenth of the iterations. Each parameter is
 * given by the size of its last perturbation {@code cEnd} and its last learning rate
 * {@code rEnd = a_end / cEnd^2}, from which {@code c} and {@code a} follow. After a result
 * {@code r} (the plus side's points minus the minus side's), {@code theta += a_k / c_k * r * delta},
 * kept within the parameter's bounds.
 *
 * <pre>{@code
 * Spsa spsa = new Spsa(List.of(new Spsa.Parameter("futilityMargin", 70, 20, 200, 8, 0.002)), 500, 1);
 * for (int k = 0; k < 500; k++) {
 *     Spsa.Step step = spsa.next();
 *     double r = playPair(step.plus(), step.minus()); // your games: points of plus minus points of minus
 *     spsa.update(step, r);
 * }
 * }</pre>
 */
public final class Spsa {
    private static final double ALPHA = 0.602;
    private static final double GAMMA = 0.101;

    /**
     * One tuned parameter.
     *
     * @param name its name (the brain is told it)
     * @param start the starting value
     * @param min the smallest value tried
     * @param max the largest value tried
     * @param cEnd the perturbation at the last iteration, in the parameter's units (at least 0.5, so
     *     that the rounded plus and minus values differ)
     * @param rEnd the learning rate at the last iteration, {@code a_end / cEnd^2}
     */
    public record Parameter(String name, double start, double min, double max, double cEnd, double rEnd) {
        /**
         * Checks the values.
         *
         * @param name the name component
         * @param start the start component
         * @param min the min component
         * @param max the max component
         * @param cEnd the cEnd component
         * @param rEnd the rEnd component
         * @throws IllegalArgumentException if start is not within [min, max], cEnd is below 0.5 or rEnd is
         *     not positive
         * @throws NullPointerException if name is null
         */
        public Parameter {
            Objects.requireNonNull(name, "name");
            if (!(min <= start && start <= max)) {
                throw new IllegalArgumentException(name + ": start " + start + " is not within [" + min + ", " + max + "]");
            }
            if (!(cEnd >= 0.5) || !(rEnd > 0)) {
                throw new IllegalArgumentException(name + ": cEnd must be at least 0.5 and rEnd positive, got " + cEnd
                        + ", " + rEnd);
            }
        }
    }

    /**
     * The values of one iteration's two sides.
     *
     * @param iteration 0-based
     * @param plus the parameters of the plus side, rounded
     * @param minus the parameters of the minus side, rounded
     * @param delta per parameter +1 or -1: the direction of the plus side
     */
    public record Step(int iteration, int[] plus, int[] minus, int[] delta) {
    }

    private final List<Parameter> parameters;
    private final int iterations;
    private final double[] theta;
    private final SplittableRandom random;
    private int k;

    /**
     * Starts a tuning run.
     *
     * @param parameters the tuned parameters, at least one
     * @param iterations the planned number of iterations (sets the schedule), at least 1
     * @param seed the seed of the perturbation directions
     * @throws IllegalArgumentException if there is no parameter or no iteration
     */
    public Spsa(List<Parameter> parameters, int iterations, long seed) {
        if (parameters.isEmpty() || iterations < 1) {
            throw new IllegalArgumentException("need at least one parameter and one iteration");
        }
        this.parameters = List.copyOf(parameters);
        this.iterations = iterations;
        this.theta = new double[parameters.size()];
        for (int i = 0; i < theta.length; i++) {
            theta[i] = parameters.get(i).start();
        }
        this.random = new SplittableRandom(seed);
    }

    /**
     * The tuned parameters.
     *
     * @return in the order given
     */
    public List<Parameter> parameters() {
        return parameters;
    }

    /**
     * The current estimate.
     *
     * @return a copy, in the order of the parameters
     */
    public double[] theta() {
        return theta.clone();
    }

    /**
     * The iterations updated so far.
     *
     * @return the count
     */
    public int iteration() {
        return k;
    }

    /**
     * The next pair of sides to play: new random directions around the current estimate.
     *
     * @return the step
     */
    public Step next() {
        int n = theta.length;
        int[] plus = new int[n];
        int[] minus = new int[n];
        int[] delta = new int[n];
        for (int i = 0; i < n; i++) {
            Parameter p = parameters.get(i);
            delta[i] = random.nextBoolean() ? 1 : -1;
            double ck = c(p, k);
            plus[i] = (int) Math.round(clamp(p, theta[i] + ck * delta[i]));
            minus[i] = (int) Math.round(clamp(p, theta[i] - ck * delta[i]));
        }
        return new Step(k, plus, minus, delta);
    }

    /**
     * Moves the estimate by a step's result.
     *
     * @param step the step played ({@link #next()})
     * @param result the plus side's points minus the minus side's, over the step's games
     * @throws IllegalArgumentException if the step is not the current iteration's
     */
    public void update(Step step, double result) {
        if (step.iteration() != k) {
            throw new IllegalArgumentException("step of iteration " + step.iteration() + ", expected " + k);
        }
        for (int i = 0; i < theta.length; i++) {
            Parameter p = parameters.get(i);
            double ck = c(p, k);
            double ak = a(p, k);
            theta[i] = clamp(p, theta[i] + ak / ck * result * step.delta()[i]);
        }
        k++;
    }

    private double c(Parameter p, int step) {
        return p.cEnd() * Math.pow(iterations, GAMMA) / Math.pow(step + 1, GAMMA);
    }

    private double a(Parameter p, int step) {
        double bigA = 0.1 * iterations;
        double aEnd = p.rEnd() * p.cEnd() * p.cEnd();
        return aEnd * Math.pow(bigA + iterations, ALPHA) / Math.pow(bigA + step + 1, ALPHA);
    }

    private static double clamp(Parameter p, double v) {
        return Math.max(p.min(), Math.min(p.max(), v));
    }
}
