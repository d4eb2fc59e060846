#!/usr/bin/env bash
# A test brain for the pipe protocol: as pbrain-corner.sh, the free cell nearest the bottom-right corner,
# but each move after a second's sleep, to spend a game clock.
declare -A taken
w=15
h=15
move() {
    sleep 1
    for ((y = h - 1; y >= 0; y--)); do
        for ((x = w - 1; x >= 0; x--)); do
            if [[ -z "${taken[$x,$y]}" ]]; then
                taken[$x,$y]=1
                echo "$x,$y"
                return
            fi
        done
    done
}
while IFS= read -r line; do
    line=${line%$'\r'}
    case "$line" in
        START\ *) w=${line#START }; h=$w; taken=(); echo OK ;;
        RECTSTART\ *) s=${line#RECTSTART }; w=${s%,*}; h=${s#*,}; taken=(); echo OK ;;
        RESTART) taken=(); echo OK ;;
        INFO\ *) ;;
        BEGIN) move ;;
        TURN\ *) xy=${line#TURN }; taken[$xy]=1; move ;;
        BOARD)
            taken=()
            while IFS= read -r l; do
                l=${l%$'\r'}
                [[ "$l" == DONE ]] && break
                IFS=, read -r x y c <<< "$l"
                taken[$x,$y]=1
            done
            move ;;
        END) exit 0 ;;
        ABOUT) echo 'name="corner", version="1"' ;;
        *) echo "UNKNOWN $line" ;;
    esac
done
