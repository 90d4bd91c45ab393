#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The fleet scripts (scripts/slurm) on a real Slurm cluster: scripts/test-slurm.sh starts
# slurmctld and four emulated nodes n1..n4 on loopback (node name != host name, as on clusters
# with FQDNs), scripts/test-postgres.sh a PostgreSQL server of this test's own (it is stopped
# mid-job below). The probes are cut short (cpu.latency up to 8 MiB, 0.1 s a point: about a
# second alone): this tests the fleet scripts, not the probe, and a full latency ladder took
# 90-110 s per node when three nodes shared a 2-core CI machine, past the jobs' wait (CI, once).
#   test_slurm_fleet.sh SOURCE_DIR BIN_DIR
# Exit 77 (CTest: skipped) when not root or Slurm / PostgreSQL are not installed, unless
# ROOFLINE_TEST_SLURM_REQUIRED=1 (CI), where that is a failure. ROOFLINE_TEST_KEEP=1 keeps the
# job logs and bundles (the cluster and the database are stopped either way).
set -uo pipefail
src=${1:?usage: test_slurm_fleet.sh SOURCE_DIR BIN_DIR}
bin=${2:?usage: test_slurm_fleet.sh SOURCE_DIR BIN_DIR}
scripts=$src/scripts/slurm
export PATH="$PATH:/usr/sbin"
started=$(date +%s)

skip() {
  if [ "${ROOFLINE_TEST_SLURM_REQUIRED:-0}" = 1 ]; then
    echo "FAIL: $* (ROOFLINE_TEST_SLURM_REQUIRED=1)"
    exit 1
  fi
  echo "SKIP: $*"
  exit 77
}
[ "$(id -u)" -eq 0 ] || skip "needs root: slurmd starts jobs as their user (CI runs as root)"
for b in munged slurmctld slurmd sbatch; do
  command -v "$b" >/dev/null 2>&1 ||
    skip "Slurm not installed ('$b' missing): apt-get install slurmctld slurmd slurm-client munge"
done
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$pgbin/initdb" ] || skip "PostgreSQL server not installed (apt-get install postgresql)"
[ -x "$bin/roofline" ] && [ -x "$bin/roofline-probe" ] || { echo "FAIL: no roofline in $bin"; exit 1; }

work=$(mktemp -d /tmp/roofline-slurm-test.XXXXXX)
chmod 755 "$work"
SLURM_DIR="" PG_DIR=""
cleanup() {
  [ -n "$SLURM_DIR" ] && "$src/scripts/test-slurm.sh" stop "$SLURM_DIR"
  [ -n "$PG_DIR" ] && "$src/scripts/test-postgres.sh" stop "$PG_DIR"
  if [ "${ROOFLINE_TEST_KEEP:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
# The job logs and the cluster's own logs, once, when something failed.
dump_logs() {
  for f in "$work"/logs*/*.out; do
    [ -f "$f" ] && { echo "---- $f"; tail -n 40 "$f"; }
  done
  [ -n "$SLURM_DIR" ] && tail -n 20 "$SLURM_DIR"/log/*.log
}
finish() {
  echo "slurm fleet test: $(($(date +%s) - started)) s"
  if [ $failures -gt 0 ]; then
    dump_logs
    echo "$failures failure(s)"
    exit 1
  fi
  echo "PASS"
  exit 0
}
expect_rc() { # expected, actual, what
  [ "$2" = "$1" ] || fail "$3: exit $2, expected $1"
}
expect_text() { # file or text, pattern, what
  grep -qE -- "$2" <<<"$1" || fail "$3: '$2' not in: $1"
}

# The start scripts' output is taken first: `eval "$(…)"` would hide their failure (eval of
# nothing succeeds) and the test would die later on an unset variable instead of saying why.
pg_env=$("$src/scripts/test-postgres.sh" start) || { echo "FAIL: PostgreSQL did not start"; exit 1; }
eval "$pg_env"
PG_DIR=$ROOFLINE_TEST_PG_DIR
DB=$ROOFLINE_TEST_PG_URL
slurm_env=$("$src/scripts/test-slurm.sh" start 4) || {
  echo "FAIL: the Slurm cluster did not start (its log tails are above)"
  exit 1
}
eval "$slurm_env"
SLURM_DIR=$ROOFLINE_TEST_SLURM_DIR
echo "cluster and database up after $(($(date +%s) - started)) s"
rl() { "$bin/roofline" --db "$DB" "$@"; }

# Qt's offscreen platform (fleet reports) wants a runtime folder; jobs inherit it.
export XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"
# roofline probe passes engine options on with --engine-arg; roofline-probe (the bundle jobs)
# takes them itself.
short_probe="--only cpu.latency --engine-arg=--max-bytes=8M --engine-arg=--point-seconds=0.1"
short_engine="--only cpu.latency --max-bytes 8M --point-seconds 0.1"
export ROOFLINE_BIN=$bin ROOFLINE_SUITE=quick ROOFLINE_PROBE_ARGS=$short_probe
unset ROOFLINE_DB ROOFLINE_BUNDLE_DIR ROOFLINE_LOG_DIR PGPASSWORD ROOFLINE_HOST
cd "$work" || exit 1

# ---- Refused before anything is submitted.
submit() { # stdout in $out, stderr in $err, exit status in $rc
  "$scripts/submit-fleet.sh" "$@" >"$work/out" 2>"$work/err"
  rc=$?
  out=$(cat "$work/out") err=$(cat "$work/err")
}
no_jobs() { [ -z "$(squeue -h -o %i)" ] || fail "$1: jobs were submitted: $(squeue -h)"; }
submit 'n[1-2]'
expect_rc 2 $rc "no destination"
expect_text "$err" "no destination for the runs" "no destination"
no_jobs "no destination"
ROOFLINE_DB=${DB/roofline@/roofline:secret@} submit 'n[1-2]'
expect_rc 2 $rc "password in ROOFLINE_DB"
expect_text "$err" "ROOFLINE_DB contains a password.*pgpass" "password in ROOFLINE_DB"
expect_text "$err" "Nothing was submitted" "password in ROOFLINE_DB"
grep -q secret <<<"$out" && fail "the password was printed: $out"
ROOFLINE_DB=$DB PGPASSWORD=secret submit 'n[1-2]'
expect_rc 2 $rc "PGPASSWORD"
expect_text "$err" "PGPASSWORD is set" "PGPASSWORD"
# Every form, in any case: a query key, a connection string's key=value, a variable's name.
ROOFLINE_DB="$DB?Password=secret" submit 'n[1-2]'
expect_rc 2 $rc "?Password= in ROOFLINE_DB"
expect_text "$err" "ROOFLINE_DB contains a password" "?Password= in ROOFLINE_DB"
grep -q secret <<<"$out$err" && fail "the password was printed: $out$err"
ROOFLINE_DB=$DB Roofline_Db_Password=secret submit 'n[1-2]'
expect_rc 2 $rc "a variable named like a password"
expect_text "$err" "Roofline_Db_Password is set and holds a password" "a variable named like a password"
no_jobs "secrets"
ROOFLINE_DB=postgresql://roofline@127.0.0.1:1/nowhere submit 'n[1-2]'
expect_rc 2 $rc "unreachable database"
expect_text "$err" "cannot use the database postgresql://roofline@127.0.0.1:1/nowhere.*Connection refused" \
  "unreachable database"
: >"$work/a-file"
ROOFLINE_BUNDLE_DIR=$work/a-file/bundles submit 'n[1-2]'
expect_rc 2 $rc "unwritable bundle folder"
expect_text "$err" "cannot create the bundle folder $work/a-file/bundles" "unwritable bundle folder"
no_jobs "refusals"
# One node refused by sbatch (n2 is not in partition small): the others are still submitted.
ROOFLINE_BUNDLE_DIR=$work/bundles-held PARTITION=small submit --log-dir "$work/logs-held" 'n[1-2]' --begin=now+1hour
expect_rc 1 $rc "a node sbatch refuses"
expect_text "$err" "could not submit to n2: .*(node configuration|not available|nodes)" "a node sbatch refuses"
held=$(awk '$2 == "n1" {print $1}' <<<"$out")
[ -n "$held" ] && [ "$(wc -l <<<"$out")" = 1 ] || fail "n1 submitted past n2's refusal: '$out'"
[ -n "$held" ] && scancel "$held"

# ---- The fleet into the shared database, a bundle fleet, a GPU node whose GPU cannot be probed.
scontrol update nodename=n3 state=drain reason=maintenance
ROOFLINE_DB=$DB ROOFLINE_TAGS="ci, smoke" submit --collect --log-dir "$work/logs" 'n[1-3],n9' --time=5
expect_rc 1 $rc "fleet with a drained and an unknown node"
expect_text "$err" "skipping n3: state IDLE\+DRAIN \(maintenance\)" "drained node"
expect_text "$err" "skipping n9: not a node of this cluster" "unknown node"
job_n1=$(awk '$2 == "n1" {print $1}' <<<"$out")
job_n2=$(awk '$2 == "n2" {print $1}' <<<"$out")
job_collect=$(awk '$2 == "collect" {print $1}' <<<"$out")
[ -n "$job_n1" ] && [ -n "$job_n2" ] && [ -n "$job_collect" ] || fail "job ids on stdout: '$out'"
[ "$(wc -l <<<"$out")" = 3 ] || fail "one line per job expected: '$out'"
# A second run of n1 (the node serialises its exclusive jobs), for `check`.
job_n1b=$(ROOFLINE_DB=$DB ROOFLINE_LOG_DIR=$work/logs \
  sbatch --parsable --export=ALL -w n1 --time=5 --job-name=roofline-probe-n1 \
  --output="$work/logs/%x-%j.out" --dependency="afterany:$job_n1" "$scripts/probe-node.sbatch")
# A job whose time limit is shorter than its probe: the cap follows the limit (60 s less the
# 45 s margin), so the run ends as failed and stored before Slurm would kill the job.
job_cap=$(ROOFLINE_DB=$DB ROOFLINE_LOG_DIR=$work/logs ROOFLINE_SUITE=standard \
  ROOFLINE_PROBE_ARGS="--only cpu.bandwidth" \
  sbatch --parsable --export=ALL -w n2 --time=1 --job-name=roofline-probe-n2 \
  --output="$work/logs/%x-%j.out" --dependency="afterany:$job_n2" "$scripts/probe-node.sbatch")
job_cuda=$(ROOFLINE_DB=$DB ROOFLINE_REQUIRE=cuda ROOFLINE_LOG_DIR=$work/logs \
  sbatch --parsable --export=ALL -w n4 --time=5 --job-name=roofline-probe-n4 \
  --output="$work/logs/%x-%j.out" "$scripts/probe-node.sbatch")
ROOFLINE_BUNDLE_DIR=$work/bundles ROOFLINE_NOTES="bundle fleet" ROOFLINE_PROBE_ARGS=$short_engine submit --collect \
  --log-dir "$work/logs-bundle" n4 --time=5
expect_rc 0 $rc "bundle fleet"
job_b=$(awk '$2 == "n4" {print $1}' <<<"$out")
job_bcollect=$(awk '$2 == "collect" {print $1}' <<<"$out")

state() { scontrol -o show job "$1" 2>/dev/null | sed -n 's/.* JobState=\([^ ]*\).* ExitCode=\([^ ]*\).*/\1 \2/p'; }
wait_jobs() { # ids...: until none is pending, running or completing (120 s at most)
  local deadline=$(($(date +%s) + 120)) id busy
  while :; do
    busy=""
    for id in "$@"; do
      case "$(state "$id")" in PENDING* | RUNNING* | COMPLETING* | CONFIGURING* | "") busy=$id ;; esac
    done
    [ -z "$busy" ] && return 0
    [ "$(date +%s)" -lt $deadline ] || { fail "job $busy still $(state "$busy") after 120 s"; return 1; }
    sleep 0.5
  done
}
wait_jobs $job_n1 $job_n2 $job_collect $job_n1b $job_cuda $job_b $job_bcollect $job_cap
echo "fleet jobs done after $(($(date +%s) - started)) s"
for j in $job_n1 $job_n2 $job_n1b $job_b $job_bcollect; do
  [ "$(state $j)" = "COMPLETED 0:0" ] || fail "job $j: $(state $j), expected COMPLETED 0:0"
done
# n3 (drained) and n9 (unknown) have no run of this fleet: the collect job says so and fails.
[ "$(state $job_collect)" = "FAILED 1:0" ] ||
  fail "collect with two skipped nodes: $(state $job_collect), expected FAILED 1:0"
collect_log=$(cat "$work/logs/roofline-collect-$job_collect.out")
expect_text "$collect_log" "skipped \(not submitted\): 2" "collect reports skipped nodes"
expect_text "$collect_log" "n3 \(state IDLE\+DRAIN \(maintenance\)\)" "collect names the drained node"
# Bundle mode: the engine's JSON protocol stays out of the job log.
! grep -q '^{' "$work/logs-bundle/roofline-probe-n4-$job_b.out" ||
  fail "raw JSON in the bundle job's log"

[ "$(state $job_cuda)" = "FAILED 1:0" ] || fail "GPU required, none usable: job $job_cuda $(state $job_cuda)"
[ "$(state $job_cap)" = "FAILED 1:0" ] || fail "time cap: job $job_cap $(state $job_cap), expected FAILED 1:0"
expect_text "$(cat "$work/logs/roofline-probe-n2-$job_cap.out")" \
  "time cap 1[0-5] s \(the job's (5[5-9]|60) s left less 45 s to store\)" "time cap from a one-minute job"
expect_text "$(cat "$work/logs/roofline-probe-n4-$job_cuda.out")" \
  "--require-device cuda: no usable cuda device.*nothing was measured" "GPU required"

# The runs: Slurm node names, tags and notes, complete; the failed GPU job stored nothing.
runs=$(rl runs list --json)
python3 - "$runs" "$job_n1" "$job_n2" "$job_n1b" "$job_cap" <<'EOF' || fail "runs in the database: $runs"
import json, sys
runs = json.loads(sys.argv[1])
jobs = {sys.argv[2]: "n1", sys.argv[3]: "n2", sys.argv[4]: "n1"}
assert len(runs) == 4, f"{len(runs)} runs, expected 4"
for r in runs:
    tags = r["tags"]
    job = next(t[4:] for t in tags if t.startswith("job-"))
    if job == sys.argv[5]:  # stopped by the time cap: stored, failed, with what it measured
        assert r["host"]["hostname"] == "n2" and r["status"] == "failed", r
        assert "time cap" in r["reason"], r["reason"]
        continue
    assert r["host"]["hostname"] == jobs[job], (r["host"], job)
    assert r["status"] == "complete", r["status"]
    assert "slurm" in tags, tags
    assert r["measurement_count"] > 5, r["measurement_count"]
    assert r["notes"] == f"Slurm fleet probe on {jobs[job]} (job {job})", r["notes"]
    if job != sys.argv[4]:  # submitted by submit-fleet.sh, not by sbatch directly
        assert "ci" in tags and "smoke" in tags, tags
        assert any(t.startswith("fleet-") for t in tags), tags
EOF
fleet=$(rl fleet --json)
python3 - "$fleet" <<'EOF' || fail "fleet: $fleet"
import json, sys
hosts = sorted(n["host"] for n in json.loads(sys.argv[1])["nodes"])
assert hosts == ["n1", "n2"], hosts
EOF
log_n1=$(cat "$work/logs/roofline-probe-n1-$job_n1.out")
expect_text "$log_n1" "node n1, job $job_n1: quick suite on all, time cap [0-9]+ s \(the job's [0-9]+ s left" \
  "time cap from the job's time limit"
expect_text "$log_n1" "runs go to the database $DB" "where the run goes"
expect_text "$log_n1" "done: every measurement stored" "job log"
collect_log=$(cat "$work/logs/roofline-collect-$job_collect.out")
expect_text "$collect_log" "$job_n1 +n1 +COMPLETED +0:0" "collect job lists the jobs"
[ -s "$work/logs/fleet-report.html" ] || fail "no fleet report in $work/logs"

# check: the node names find the runs; each outcome has its exit status.
rl check --host n1 --device cpu >"$work/check" 2>&1
rc=$?
[ $rc = 0 ] || [ $rc = 4 ] || fail "check n1 (two runs): exit $rc: $(cat "$work/check")"
rl check --host n2 --device cpu >/dev/null 2>&1
expect_rc 5 $? "check n2 (one run: cannot tell)"
rl check --host "$(hostname)" --device cpu >/dev/null 2>&1
expect_rc 6 $? "check on the machine's host name (no run is stored under it)"

# The bundle fleet: roofline-probe alone, tags and notes kept, imported by the collect job.
bundle=$work/bundles/roofline-n4-$job_b.json
python3 - "$bundle" "$job_b" <<'EOF' || fail "bundle $bundle"
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
assert run["host"]["hostname"] == "n4", run["host"]
assert "slurm" in run["tags"] and f"job-{sys.argv[2]}" in run["tags"], run["tags"]
assert run["notes"] == "bundle fleet", run["notes"]
assert run["status"] == "complete" and len(run["measurements"]) > 5
EOF
hosts_b=$("$bin/roofline" --db "$work/logs-bundle/fleet.sqlite" fleet --json |
  python3 -c 'import json,sys; print(" ".join(n["host"] for n in json.load(sys.stdin)["nodes"]))')
[ "$hosts_b" = n4 ] || fail "the collect job imported the bundle: fleet hosts '$hosts_b'"

# ---- The database stops in the middle of a job: the job fails (exit 4, measured but not
# stored whole), the measurements wait in the fleet's unstored/ folder, and the collect job
# stores every one of them once the database is back.
job_out=$(ROOFLINE_DB=$DB ROOFLINE_LOG_DIR=$work/logs \
  ROOFLINE_PROBE_ARGS="--only cpu.bandwidth --engine-arg=--max-bytes=2M --engine-arg=--point-seconds=0.05 --store-retry 2" \
  sbatch --parsable --export=ALL -w n1 --time=5 --job-name=roofline-probe-n1 \
  --output="$work/logs/%x-%j.out" "$scripts/probe-node.sbatch")
log_out=$work/logs/roofline-probe-n1-$job_out.out
deadline=$(($(date +%s) + 60))
until grep -qE '^\[ *[1-9][0-9] %\] cpu.bandwidth' "$log_out" 2>/dev/null; do
  [ "$(date +%s)" -lt $deadline ] || { fail "the outage job never got to 10 %"; break; }
  sleep 0.2
done
"$src/scripts/test-postgres.sh" pause "$PG_DIR"
echo "database stopped at: $(grep -E '^\[ *[0-9]+ %\]' "$log_out" | tail -n 1)"
wait_jobs "$job_out"
[ "$(state "$job_out")" = "FAILED 4:0" ] || fail "database stopped mid-job: $(state "$job_out"), expected FAILED 4:0"
log=$(cat "$log_out")
expect_text "$log" "measured, but not stored whole" "database stopped mid-job"
expect_text "$log" "FAILED: measured, but not stored whole \(exit 4\)" "database stopped mid-job"
spool=$(ls "$work"/logs/unstored/*.json 2>/dev/null | head -n 1)
[ -n "$spool" ] || fail "no file of unstored measurements in $work/logs/unstored"
expect_text "$log" "kept in $spool" "the job log names the file"
"$src/scripts/test-postgres.sh" resume "$PG_DIR"
# What the engine measured (the log's last run line: "… X of Y measurement(s) stored").
measured=$(sed -n 's/.* [0-9]* of \([0-9]*\) measurement(s) stored.*/\1/p' <<<"$log" | tail -n 1)
in_spool=$(python3 -c 'import json,sys; print(sum(len(r["measurements"]) for r in json.load(open(sys.argv[1]))["runs"]))' "$spool")
[ -n "$measured" ] && [ "$measured" = "$in_spool" ] ||
  fail "the unstored file holds $in_spool measurements, the engine measured '${measured}'"
job_c=$(ROOFLINE_DB=$DB ROOFLINE_LOG_DIR=$work/logs ROOFLINE_COLLECT_JOBS=$job_out \
  ROOFLINE_REPORT=$work/logs/after-outage.html \
  sbatch --parsable --export=ALL --job-name=roofline-collect --output="$work/logs/roofline-collect-%j.out" \
  "$scripts/collect-fleet.sbatch")
wait_jobs "$job_c"
# The collect job says a probe job failed (exit 1) but stores its measurements.
[ "$(state "$job_c")" = "FAILED 1:0" ] || fail "collect after the outage: $(state "$job_c"), expected FAILED 1:0"
expect_text "$(cat "$work/logs/roofline-collect-$job_c.out")" "imported $spool" "collect imports the unstored file"
[ ! -e "$spool" ] || fail "the stored spool file $spool was not deleted"
stored=$(rl runs list --tag "job-$job_out" --json | python3 -c '
import json, sys
runs = json.load(sys.stdin)
assert len(runs) == 1 and runs[0]["host"]["hostname"] == "n1", runs
print(runs[0]["status"], runs[0]["measurement_count"])')
[ "$stored" = "complete $measured" ] ||
  fail "after the import: run '$stored', expected 'complete $measured' (every measurement)"
echo "outage: job $(state "$job_out"), $measured measurements, stored after import: $stored"

finish
