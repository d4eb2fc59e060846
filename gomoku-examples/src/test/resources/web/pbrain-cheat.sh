#!/usr/bin/env bash
# A test brain for the pipe protocol that always plays the centre of a 15x15 board, taken or not.
while IFS= read -r line; do
    line=${line%$'\r'}
    case "$line" in
        START\ *|RECTSTART\ *|RESTART) echo OK ;;
        BEGIN|TURN\ *) echo 7,7 ;;
        BOARD) while IFS= read -r l; do [[ "${l%$'\r'}" == DONE ]] && break; done; echo 7,7 ;;
        END) exit 0 ;;
        *) ;;
    esac
done
