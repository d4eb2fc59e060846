package dev.gomoku.examples.cluster;

import com.hazelcast.core.EntryEvent;
import com.hazelcast.map.listener.EntryAddedListener;
import com.hazelcast.map.listener.EntryUpdatedListener;

/**
 * Hears every write into a map, new entries and overwritten ones alike: a member without the secret
 * may overwrite an entry, and that must be seen (and refused) too.
 */
@FunctionalInterface
interface EntryWrites extends EntryAddedListener<Object, Object>, EntryUpdatedListener<Object, Object> {
    /**
     * An entry was written.
     *
     * @param e the event, naming the member that wrote it
     */
    void written(EntryEvent<Object, Object> e);

    @Override
    default void entryAdded(EntryEvent<Object, Object> e) {
        written(e);
    }

    @Override
    default void entryUpdated(EntryEvent<Object, Object> e) {
        written(e);
    }
}
