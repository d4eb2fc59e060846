#!/bin/sh
# Test only: the Linux side of java-stand-in.exe (see there). Usage: java-stand-in.sh STATUS BEAT ARGS...
# Runs $STAND_IN_JAVA (default: java) with ARGS, kills it when the Windows stand-in stops remaking
# the file BEAT, and writes its exit code to the file STATUS when it ends.
status=$1
beat=$2
shift 2
# A background job's standard input is /dev/null unless it is given another descriptor first.
exec 3<&0
"${STAND_IN_JAVA:-java}" "$@" <&3 3<&- &
exec 3<&-
jvm=$!
(while rm -f "$beat"; sleep 1; [ -e "$beat" ]; do :; done; kill -9 "$jvm") </dev/null >/dev/null 2>&1 &
watcher=$!
wait "$jvm"
code=$?
kill "$watcher" 2>/dev/null
echo "$code" > "$status.part" && mv "$status.part" "$status"
