package dev.gomoku.examples.cluster;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * What the shared secret gives a member: the engine's cluster name and the key that signs every job,
 * shipment, claim, result, problem and stop mark. The secret is stretched once (PBKDF2-HMAC-SHA256, a
 * fixed salt, {@value #ROUNDS} rounds) into a master key; the name and the message key are HMACs of the
 * master key over two different labels. So the name, which Hazelcast sends in clear in every join
 * request and prints in its warnings, tells nothing about the message key, and a guess of the secret
 * costs the stretching each time. Neither the secret nor any key is ever stored in a map, logged, or put
 * into a message; this object's {@link #toString()} shows none of them.
 */
final class ClusterKey {
    /** Bytes of the MAC in front of every signed message. */
    static final int MAC_BYTES = 32;
    /** PBKDF2 rounds: about a tenth of a second once per process, the same for every guess of the secret. */
    static final int ROUNDS = 200_000;
    private static final byte[] SALT = "dev.gomoku cluster secret v2".getBytes(StandardCharsets.UTF_8);

    /** What a signed message is; signed with the message, so that no message passes for another kind. */
    enum Kind {
        /** A unit of a run (a game, a self-play job) handed to one worker. */
        JOB,
        /** A shipped brain folder's (or self-play network's) zip. */
        SHIPMENT,
        /** A worker's hold on a unit. */
        CLAIM,
        /** A finished unit. */
        RESULT,
        /** A worker could not play a unit. */
        PROBLEM,
        /** A run's stop mark. */
        STOP
    }

    private final String clusterName;
    private final SecretKeySpec messageKey;

    private ClusterKey(String clusterName, SecretKeySpec messageKey) {
        this.clusterName = clusterName;
        this.messageKey = messageKey;
    }

    /**
     * Derives the name and the message key from a secret.
     *
     * @param secret the shared secret
     * @return the keys
     */
    static ClusterKey of(String secret) {
        try {
            PBEKeySpec spec = new PBEKeySpec(secret.toCharArray(), SALT, ROUNDS, 256);
            byte[] master = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            spec.clearPassword();
            SecretKeySpec m = new SecretKeySpec(master, "HmacSHA256");
            String name = "gomoku-" + HexFormat.of().formatHex(hmac(m, "cluster name")).substring(0, 32);
            SecretKeySpec key = new SecretKeySpec(hmac(m, "message key"), "HmacSHA256");
            Arrays.fill(master, (byte) 0);
            return new ClusterKey(name, key);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every JVM has PBKDF2 and HMAC-SHA256", e);
        }
    }

    private static byte[] hmac(SecretKeySpec key, String label) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(key);
        return mac.doFinal(label.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The engine's cluster name: members with another secret have another name and never join.
     *
     * @return the name
     */
    String clusterName() {
        return clusterName;
    }

    /**
     * Signs a message: its MAC (over the kind and the payload) followed by the payload.
     *
     * @param kind what the message is
     * @param payload its bytes
     * @return the signed bytes, as they travel
     */
    byte[] seal(Kind kind, byte[] payload) {
        byte[] out = new byte[MAC_BYTES + payload.length];
        System.arraycopy(mac(kind, payload, 0, payload.length), 0, out, 0, MAC_BYTES);
        System.arraycopy(payload, 0, out, MAC_BYTES, payload.length);
        return out;
    }

    /**
     * Checks a signed message and returns its payload; nothing of it may be read before.
     *
     * @param kind what the message must be
     * @param sealed the bytes as they arrived
     * @return the payload
     * @throws Forged if the bytes were not signed with this key as this kind
     */
    byte[] open(Kind kind, byte[] sealed) throws Forged {
        if (sealed == null || sealed.length < MAC_BYTES) {
            throw new Forged("it is too short to be signed");
        }
        byte[] expected = mac(kind, sealed, MAC_BYTES, sealed.length - MAC_BYTES);
        if (!MessageDigest.isEqual(expected, Arrays.copyOf(sealed, MAC_BYTES))) {
            throw new Forged("its MAC does not verify: it was not signed with this cluster's secret");
        }
        return Arrays.copyOfRange(sealed, MAC_BYTES, sealed.length);
    }

    private byte[] mac(Kind kind, byte[] bytes, int from, int length) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(messageKey);
            mac.update(kind.name().getBytes(StandardCharsets.US_ASCII));
            mac.update((byte) 0);
            mac.update(bytes, from, length);
            return mac.doFinal();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every JVM has HMAC-SHA256", e);
        }
    }

    @Override
    public String toString() {
        return "ClusterKey[" + clusterName + ", key hidden]";
    }

    /** A message that was not signed with this cluster's key, or not as what it claims to be. */
    static final class Forged extends Exception {
        private static final long serialVersionUID = 1L;

        Forged(String why) {
            super(why);
        }
    }
}
