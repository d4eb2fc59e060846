#!/usr/bin/env bash
# A test brain that prints what Rapfi prints while it thinks (dhbloo/rapfi 3aedf3a), so that the page's
# reading of another brain's candidate moves is tested without Rapfi itself:
# - once told INFO show_detail 2 or 3 (Rapfi/command/gomocup.cpp lines 294-302), one INFO block per ranked
#   move and iteration, as SearchPrinter::printPvCompletes writes it (Rapfi/search/searchoutput.cpp lines
#   111-123), its line as x,y pairs;
# - at the end of the search the brief message mode's two lines (searchoutput.cpp lines 233-245),
#   "Speed ... | Depth 2-4 | Eval 35 | Node ... | Time ..." and "Bestline H8 I9", moves as Rapfi's Pos
#   prints them: a letter for x from A, then y + 1 (Rapfi/core/iohelper.cpp line 96);
# - then its move, the first ranked. Garbled lines and a line that is no reply come with them: they must
#   change nothing.
# It ranks the free cells of a fixed list in order: 7,7 (h8 on the page), 8,8 (i7), 6,6 (g9), 8,6, 6,8.
# The first iteration ranks the first two the other way round.
declare -A taken
detail=0
prefs=(7,7 8,8 6,6 8,6 6,8 7,8 8,7 7,6 6,7)
free() {
    local out=() p
    for p in "${prefs[@]}"; do
        [[ -z "${taken[$p]}" ]] && out+=("$p")
    done
    echo "${out[@]}"
}
# Rapfi's name of a point: x from A, y + 1
name() {
    local x=${1%,*} y=${1#*,}
    printf "\\$(printf '%03o' $((65 + x)))%d" $((y + 1))
}
block() { # index depth seldepth eval move reply
    printf 'INFO PV %s\nINFO NUMPV %s\nINFO DEPTH %s\nINFO SELDEPTH %s\nINFO NODES 10\nINFO TOTALNODES 30\n' "$1" "$n" "$2" "$3"
    printf 'INFO TOTALTIME 1\nINFO SPEED 30000\nINFO EVAL %s\nINFO WINRATE 0.5\nINFO BESTLINE %s %s\nINFO PV DONE\n' "$4" "$5" "$6"
}
think() {
    local cells=($(free)) evals=(35 -12 -M9) i
    n=$1
    ((n > ${#cells[@]} - 1)) && n=$((${#cells[@]} - 1))
    ((n < 1)) && n=1
    local reply=${cells[$n]}
    if ((detail >= 2)); then
        if ((n >= 2)); then
            block 0 1 2 20 "${cells[1]}" "$reply"
            block 1 1 2 10 "${cells[0]}" "$reply"
        fi
        echo 'searching...'
        echo 'INFO PV x'
        echo 'INFO BESTLINE ,,'
        echo 'MESSAGE (9) | |'
        for ((i = 0; i < n; i++)); do
            block "$i" 2 4 "${evals[$i]:-0}" "${cells[$i]}" "$reply"
        done
        echo 'INFO'
    fi
    echo "MESSAGE Speed 30K | Depth 2-4 | Eval ${evals[0]} | Node 30 | Time 1ms"
    echo "MESSAGE Bestline $(name "${cells[0]}") $(name "$reply")"
    taken[${cells[0]}]=1
    echo "${cells[0]}"
}
readboard() {
    taken=()
    while IFS= read -r l; do
        l=${l%$'\r'}
        [[ "$l" == DONE ]] && break
        IFS=, read -r x y c <<< "$l"
        taken[$x,$y]=1
    done
}
while IFS= read -r line; do
    line=${line%$'\r'}
    case "${line^^}" in
        START\ *) taken=(); echo OK ;;
        RESTART) taken=(); echo OK ;;
        "INFO SHOW_DETAIL "*) detail=${line##* } ;;
        INFO\ *) ;;
        BEGIN) think 1 ;;
        TURN\ *) xy=${line#* }; taken[$xy]=1; think 1 ;;
        BOARD) readboard; think 1 ;;
        YXBOARD) readboard ;;
        YXNBEST\ *) think "${line#* }" ;;
        END) exit 0 ;;
        ABOUT) echo 'name="rapfi-format", version="1"' ;;
        *) echo "UNKNOWN $line" ;;
    esac
done
