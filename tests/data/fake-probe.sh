#!/usr/bin/env bash
# A stand-in for roofline-probe that speaks the JSON-lines protocol and misbehaves on demand,
# so the runner's supervision is tested without real measurements. FAKE_PROBE_MODE:
#   complete (default) | crash | hang | slow (honours SIGINT) | garbage | early-exit
#   | stopped (stops itself with SIGSTOP after the first measurement, as `kill -STOP` would)
#   | stream (FAKE_PROBE_COUNT measurements, FAKE_PROBE_DELAY s apart, then complete)
# FAKE_PROBE_LOG=FILE: "EPOCH-SECONDS LINE" for each measurement line, once it was written to
#   stdout.
# FAKE_PROBE_PIDFILE=FILE: the engine's process id is written there first.
# FAKE_PROBE_ARGS=FILE: each command line the engine was started with, one a line.
# FAKE_PROBE_DONE_GATE=FILE: stream mode waits until FILE exists before its done line (a test
#   holds the database's write lock first, so the run's finish meets it).
mode=${FAKE_PROBE_MODE:-complete}
[ -n "${FAKE_PROBE_PIDFILE:-}" ] && echo $$ > "$FAKE_PROBE_PIDFILE"
[ -n "${FAKE_PROBE_ARGS:-}" ] && echo "$*" >> "$FAKE_PROBE_ARGS"
trap 'echo "{\"type\":\"done\",\"status\":\"cancelled\",\"reason\":\"interrupted\"}"; exit 3' INT TERM
[ "$mode" = hang ] && trap '' TERM   # a hung engine ignores polite requests
emit() { # a measurement line, logged once written
  echo "$1"
  [ -n "${FAKE_PROBE_LOG:-}" ] && echo "$EPOCHREALTIME $1" >> "$FAKE_PROBE_LOG"
  return 0
}
echo '{"type":"hello","protocol":1,"engine_version":"fake"}'
echo '{"type":"device","device":{"id":"cpu","kind":"cpu","name":"Fake CPU","available":true},"host":{"hostname":"fakehost","os":"Linux","cpu":"Fake CPU","cores":2,"memory_bytes":1000}}'
if [ "${1:-}" = --list ]; then
  echo '{"type":"probe","id":"fake.bw","device":"cpu","title":"Fake bandwidth","description":"a stand-in"}'
  echo '{"type":"probe","id":"fake.llm","device":"cpu","title":"Fake LLM step","description":"a stand-in"}'
fi
echo '{"type":"plan","probes":[{"id":"fake.bw","device":"cpu","estimated_seconds":2}]}'
m='{"type":"measurement","device":"cpu","probe":"fake.bw","metric":"bandwidth","level":"L1","format":"","kernel":"read","working_set_bytes":16384,"threads":1,"value":1e11,"unit":"B/s","best":1e11,"min":9e10,"median":9.5e10,"max":1e11,"mean":9.6e10,"stddev":1e9,"n":10,"params":{},"samples":[9e10,1e11]}'
if [ "$mode" = stream ]; then
  count=${FAKE_PROBE_COUNT:-50}
  delay=${FAKE_PROBE_DELAY:-0.02}
  for i in $(seq 1 "$count"); do
    emit "${m/16384/$((1024 * i))}"
    echo "{\"type\":\"progress\",\"fraction\":$(awk "BEGIN{print $i/$count}"),\"probe\":\"fake.bw\",\"message\":\"point $i\"}"
    sleep "$delay"
  done
  if [ -n "${FAKE_PROBE_DONE_GATE:-}" ]; then
    while [ ! -e "$FAKE_PROBE_DONE_GATE" ]; do sleep 0.05; done
  fi
  echo '{"type":"done","status":"complete","reason":""}'
  exit 0
fi
emit "$m"
echo '{"type":"progress","fraction":0.5,"probe":"fake.bw","message":"L1"}'
case "$mode" in
  crash) kill -SEGV $$ ;;
  hang) while true; do sleep 0.05; done ;;
  slow) for i in $(seq 1 600); do sleep 0.05; [ $((i % 20)) = 0 ] && echo '{"type":"heartbeat"}'; done ;;
  stopped) kill -STOP $$ ;;
  garbage) echo 'this is not json'; echo '{"no_type":1}' ;;
  early-exit) exit 7 ;;
esac
emit "${m/L1/L2}"
echo '{"type":"progress","fraction":1,"probe":"fake.bw","message":"done"}'
echo '{"type":"done","status":"complete","reason":""}'
exit 0
