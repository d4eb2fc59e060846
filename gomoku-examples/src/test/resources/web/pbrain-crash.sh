#!/usr/bin/env bash
# A test brain for the pipe protocol that starts fine and dies when asked for its first move.
while IFS= read -r line; do
    line=${line%$'\r'}
    case "$line" in
        START\ *|RECTSTART\ *|RESTART) echo OK ;;
        INFO\ *) ;;
        BEGIN|TURN\ *|BOARD) echo "crashing on purpose" >&2; exit 3 ;;
        END) exit 0 ;;
        *) echo "UNKNOWN $line" ;;
    esac
done
