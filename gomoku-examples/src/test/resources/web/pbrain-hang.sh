#!/usr/bin/env bash
# A test brain for the pipe protocol that starts fine and never answers a move.
while IFS= read -r line; do
    line=${line%$'\r'}
    case "$line" in
        START\ *|RECTSTART\ *|RESTART) echo OK ;;
        BEGIN|TURN\ *|BOARD) exec sleep 3600 ;;
        END) exit 0 ;;
        *) ;;
    esac
done
