#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The fleet scripts (scripts/slurm) on a real Slurm cluster: scripts/test-slurm.sh starts
# slurmctld and four emulated nodes n1..n4 on loopback (node name != host name, as on clusters
# with FQDNs), scripts/test-postgres.sh a PostgreSQL server of this test's own (it is stopped
# mid-job below). The probes are cut short (cpu.latency up to 8 MiB, 0.1 s a point: about a
# second alone): this tests the fleet scripts, not the probe, and a full latency ladder took
# 90-110 s per node when three nodes shared a 2-core CI machine, past the jobs' wait (CI, once).
# What it covers: refusals before submitting (no destination, secrets in every form, an
# unreachable database, an unwritable bundle folder, a node sbatch refuses); a fleet with a
# drained and an unknown node (collect reports them skipped); tags, notes, node names; the time
# cap from the job's limit; a GPU required and missing; bundle mode and its import; the database
# stopped mid-job (measurements spooled, stored by collect). Issue 31's fault paths:
#  (a) a node whose DRAM bandwidth is 20 % low (PLANTED into its newest bundle by this test: the
#      emulated nodes share one machine) among healthy peers with real measured history:
#      `check` exits 4 naming the DRAM figures (and writes them to JUnit), `fleet` flags that
#      node and no healthy one on DRAM — when the machine resolves 20 % (every node's DRAM
#      figures within 0.8 % standard deviation over its five earlier runs); on a noisier host, that `check` names n1's
#      DRAM figures (slower or uncertain) and fails with --fail-on uncertain; when every point
#      was disturbed, that it names them uncertain, never OK by leaving them out (a NOTE line
#      says which path ran);
#  (b) a node killed mid-run (slurmd and the job's processes): the job ends NODE_FAIL, not
#      requeued or pending, and collect names the node and why;
#  (c) the bundle folder replaced mid-run: the bundle is spooled to LOGDIR/unstored, the job
#      exits 4, collect imports and deletes it;
#  (d) roofline hard-killed mid-run: its run reads `abandoned` after the lease (5 s here) in
#      `runs list` and `fleet`, and collect lists it unfinished.
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
wait_jobs() { # ids...: until none is pending, running or completing (wait_bound s, else 120)
  local bound=${wait_bound:-120}
  local deadline=$(($(date +%s) + bound)) id busy
  while :; do
    busy=""
    for id in "$@"; do
      case "$(state "$id")" in PENDING* | RUNNING* | COMPLETING* | CONFIGURING* | "") busy=$id ;; esac
    done
    [ -z "$busy" ] && return 0
    [ "$(date +%s)" -lt $deadline ] || { fail "job $busy still $(state "$busy") after $bound s"; return 1; }
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
# The collect job stores its measurements and says the job could not (exit 4), in a group of
# its own: nothing is lost, so collect exits 0.
[ "$(state "$job_c")" = "COMPLETED 0:0" ] || fail "collect after the outage: $(state "$job_c"), expected COMPLETED 0:0"
collect_c=$(cat "$work/logs/roofline-collect-$job_c.out")
expect_text "$collect_c" "imported $spool" "collect imports the unstored file"
expect_text "$collect_c" "stored by collect \(nothing lost\): 1" "collect counts the spooled job apart"
expect_text "$collect_c" "n1 \(job $job_out exit 4: it could not store its measurements; they were spooled and run #[0-9]+ is complete now\)" \
  "collect says what happened to the spooled job"
[ ! -e "$spool" ] || fail "the stored spool file $spool was not deleted"
stored=$(rl runs list --tag "job-$job_out" --json | python3 -c '
import json, sys
runs = json.load(sys.stdin)
assert len(runs) == 1 and runs[0]["host"]["hostname"] == "n1", runs
print(runs[0]["status"], runs[0]["measurement_count"])')
[ "$stored" = "complete $measured" ] ||
  fail "after the import: run '$stored', expected 'complete $measured' (every measurement)"
echo "outage: job $(state "$job_out"), $measured measurements, stored after import: $stored"

# ==== Issue 31's fault paths on the cluster: (b) a node dies mid-run, (c) the bundle folder goes
# mid-run, (d) a run is hard-killed — submitted together, on n4, n1 and n2; then (a), the planted
# slow node, measured one node at a time while Slurm notices (b)'s dead node (SlurmdTimeout).
faults_started=$(date +%s)
scontrol update nodename=n3 state=resume # drained for the fleet above; (a) needs it
# pids of a process and everything below it
descendants() {
  local p c
  for p in "$@"; do
    echo "$p"
    for c in $(ps -o pid= --ppid "$p"); do descendants "$c"; done
  done
}
until_log() { # file, pattern, what: wait (60 s at most) until the job log has a line like it
  local deadline=$(($(date +%s) + 60))
  until grep -qE -- "$2" "$1" 2>/dev/null; do
    [ "$(date +%s)" -lt $deadline ] || { fail "$3: '$2' never appeared in $1"; return 1; }
    sleep 0.2
  done
}
# (b) and (d) are killed at 5 % (a few measurements stored): a run that would take ~30 s alone
# leaves no race; (c) must end by itself, so its run is short (a few seconds).
long_probe="--only cpu.bandwidth --engine-arg=--max-bytes=2M --engine-arg=--point-seconds=0.3"
measuring='^\[ *([5-9]|[1-9][0-9]) %\] cpu.bandwidth'

# (b) A node dies while its job runs: its slurmd and everything of the job (slurmstepd, the
# script, roofline, the engine) get SIGKILL, as in a power cut. Slurm notices after
# SlurmdTimeout (30 s here) and ends the job NODE_FAIL (probe-node.sbatch has --no-requeue: it is
# not queued again for a node that may never return); the collect job then runs and names the
# node and why. Nothing may wait for the node forever.
ROOFLINE_DB=$DB ROOFLINE_PROBE_ARGS=$long_probe submit --collect --log-dir "$work/logs-dead" n4 --time=5
expect_rc 0 $rc "(b) fleet of a node that dies"
job_dead=$(awk '$2 == "n4" {print $1}' <<<"$out")
job_dead_collect=$(awk '$2 == "collect" {print $1}' <<<"$out")

# (c) The bundle folder stops taking files while the job measures (replaced by a file: that
# stops root too; a read-only folder would not): the engine writes the bundle to LOGDIR/unstored
# (probe-node.sbatch's --bundle-fallback), says so and exits 4 (job FAILED 4); the collect job
# imports it from there and deletes it.
mkdir -p "$work/bundles-gone"
ROOFLINE_BUNDLE_DIR=$work/bundles-gone \
  ROOFLINE_PROBE_ARGS="--only cpu.latency --max-bytes 8M --point-seconds 0.3" \
  submit --collect --log-dir "$work/logs-gone" n1 --time=5
expect_rc 0 $rc "(c) bundle fleet"
job_gone=$(awk '$2 == "n1" {print $1}' <<<"$out")
job_gone_collect=$(awk '$2 == "collect" {print $1}' <<<"$out")

# (d) A run whose roofline was hard-killed (SIGKILL: no chance to end its run) stays `running`
# in the shared database; once its heartbeat is older than the lease (ROOFLINE_RUN_LEASE, 5 s
# here) every reader shows it `abandoned`. The emulated nodes share this machine's host name,
# and a dead writer of *this* host is marked failed by whoever opens the database next (by its
# pid, as (b)'s is); on a cluster the writer is another machine. So the job's roofline runs in
# a UTS namespace named after its node (the wrapper below), as on a real node.
mkdir -p "$work/bin-node" "$work/logs-kill"
cat >"$work/bin-node/roofline" <<EOF
#!/bin/sh
# roofline under the Slurm node's own host name (tests/slurm: emulated nodes share one host).
exec unshare --uts sh -c 'hostname "\$0" && exec "\$@"' "\${SLURMD_NODENAME:?}" "$bin/roofline" "\$@"
EOF
chmod +x "$work/bin-node/roofline"
job_kill=$(ROOFLINE_DB=$DB ROOFLINE_LOG_DIR=$work/logs-kill ROOFLINE_BIN=$work/bin-node \
  ROOFLINE_RUN_LEASE=5 ROOFLINE_FLEET=fleet-killed ROOFLINE_PROBE_ARGS=$long_probe \
  sbatch --parsable --export=ALL -w n2 --time=5 --job-name=roofline-probe-n2 \
  --output="$work/logs-kill/%x-%j.out" "$scripts/probe-node.sbatch")
job_kill_collect=$(ROOFLINE_DB=$DB ROOFLINE_LOG_DIR=$work/logs-kill ROOFLINE_RUN_LEASE=5 \
  ROOFLINE_FLEET=fleet-killed ROOFLINE_COLLECT_JOBS=$job_kill:n2 \
  sbatch --parsable --export=ALL --job-name=roofline-collect --dependency="afterany:$job_kill" \
  --output="$work/logs-kill/roofline-collect-%j.out" "$scripts/collect-fleet.sbatch")

# (c) first: its run is the short one. The engine is measuring once it has used 0.3 s of CPU
# (its start, before it checks the bundle folder, takes well under 0.1 s): replaced sooner, the
# folder would fail that check and the run would measure nothing (exit 1).
deadline=$(($(date +%s) + 60))
ticks=$(getconf CLK_TCK)
while :; do
  engine=$(pgrep -f -- "--bundle $work/bundles-gone/roofline-n1-$job_gone.json" | head -n 1)
  cpu=$([ -n "$engine" ] && awk '{print $14 + $15}' "/proc/$engine/stat" 2>/dev/null)
  [ "${cpu:-0}" -ge $((ticks * 3 / 10)) ] && break
  [ "$(date +%s)" -lt $deadline ] || { fail "(c) the engine of job $job_gone never measured"; break; }
  sleep 0.1
done
mv "$work/bundles-gone" "$work/bundles-gone.moved" && : >"$work/bundles-gone"
# (b): the node dies.
if until_log "$work/logs-dead/roofline-probe-n4-$job_dead.out" "$measuring" "(b) the job measuring"; then
  step=$(pgrep -f "^slurmstepd: \[$job_dead\.batch\]" | head -n 1)
  [ -n "$step" ] || fail "(b) no slurmstepd for job $job_dead"
  # shellcheck disable=SC2046 # one pid per word
  kill -KILL "$(cat "$SLURM_DIR/run/slurmd-n4.pid")" $(descendants $step) 2>/dev/null
fi
node_died=$(date +%s)
# (d): roofline probe and its engine are killed.
if until_log "$work/logs-kill/roofline-probe-n2-$job_kill.out" "$measuring" "(d) the job measuring"; then
  writer=$(pgrep -f -- "probe .*--tag job-$job_kill( |$)" | head -n 1)
  [ -n "$writer" ] || fail "(d) no roofline probe process for job $job_kill"
  # shellcheck disable=SC2046 # one pid per word
  [ -n "$writer" ] && kill -KILL $(descendants "$writer")
fi
killed_at=$(date +%s)
rl_lease() { ROOFLINE_RUN_LEASE=5 "$bin/roofline" --db "$DB" "$@"; }
killed_run=""
deadline=$((killed_at + 30))
while :; do
  killed_run=$(rl_lease runs list --tag "job-$job_kill" --json | python3 -c '
import json, sys
runs = json.load(sys.stdin)
if runs and runs[0]["status"] == "abandoned":
    r = runs[0]
    print(r["id"], r["measurement_count"], r["reason"])')
  [ -n "$killed_run" ] && break
  [ "$(date +%s)" -lt $deadline ] || {
    fail "(d) the killed run is not abandoned 30 s after the kill: $(rl_lease runs list --tag "job-$job_kill" --json)"
    break
  }
  sleep 0.5
done
echo "(d) abandoned $(($(date +%s) - killed_at)) s after the kill (lease 5 s): run $killed_run"
if [ -n "$killed_run" ]; then
  read -r killed_id killed_count _ <<<"$killed_run"
  [ "$killed_count" -ge 1 ] || fail "(d) the abandoned run kept no measurement: $killed_run"
  expect_text "$killed_run" "heartbeat" "(d) the reason says why"
  expect_text "$(rl_lease runs list --tag "job-$job_kill")" "^ *$killed_id .*abandoned" "(d) runs list"
  expect_text "$(rl_lease fleet)" "run $killed_id abandoned: its process stopped while measuring" \
    "(d) fleet shows the abandoned run"
  expect_text "$(rl_lease fleet --json | python3 -c '
import json, sys
for n in json.load(sys.stdin)["nodes"]:
    if n["host"] == "n2" and n["unfinished"]:
        print(n["unfinished"]["run"], n["unfinished"]["status"])')" "^$killed_id abandoned$" \
    "(d) fleet --json names the abandoned run under its node"
  # Under the default lease (300 s) the same run still reads running: nothing was rewritten.
  expect_text "$(rl runs list --tag "job-$job_kill" --json)" '"status": *"running"' \
    "(d) a reader with the default lease"
fi
wait_jobs "$job_gone" "$job_gone_collect" "$job_kill" "$job_kill_collect"
[[ $(state "$job_kill") == FAILED* ]] || fail "(d) killed job $job_kill: $(state "$job_kill"), expected FAILED"
[ "$(state "$job_kill_collect")" = "FAILED 1:0" ] ||
  fail "(d) collect: $(state "$job_kill_collect"), expected FAILED 1:0"
expect_text "$(cat "$work/logs-kill/roofline-collect-$job_kill_collect.out")" \
  "n2 \(run #${killed_id:-?} (running|abandoned): its process ended while measuring" \
  "(d) collect names the unfinished run"

# (c)'s outcome.
spool_c=$work/logs-gone/unstored/roofline-n1-$job_gone.json
[ "$(state "$job_gone")" = "FAILED 4:0" ] ||
  fail "(c) bundle folder replaced mid-run: job $job_gone $(state "$job_gone"), expected FAILED 4:0"
log_gone=$(cat "$work/logs-gone/roofline-probe-n1-$job_gone.out")
expect_text "$log_gone" "$spool_c" "(c) the job log names the spooled bundle"
expect_text "$log_gone" "FAILED: measured, but the bundle folder .* could not take the bundle \(exit 4\)" \
  "(c) the job log says what happened"
[ "$(state "$job_gone_collect")" = "COMPLETED 0:0" ] ||
  fail "(c) collect: $(state "$job_gone_collect"), expected COMPLETED 0:0 (the spooled bundle is imported whole)"
collect_gone=$(cat "$work/logs-gone/roofline-collect-$job_gone_collect.out")
expect_text "$collect_gone" "imported $spool_c" "(c) collect imports the spooled bundle"
expect_text "$collect_gone" "n1 \(job $job_gone exit 4: it could not store its measurements; they were spooled" \
  "(c) collect names the job"
expect_text "$collect_gone" "every node's run is stored \(1 by collect, from spool files\)" \
  "(c) collect's last line does not say every job completed"
[ ! -e "$spool_c" ] || fail "(c) the imported spool file $spool_c was not deleted"
stored_c=$("$bin/roofline" --db "$work/logs-gone/fleet.sqlite" runs list --json | python3 -c '
import json, sys
print(" ".join("%s:%s:%s" % (r["host"]["hostname"], r["status"], r["measurement_count"]) for r in json.load(sys.stdin)))')
[[ $stored_c =~ ^n1:complete:[1-9][0-9]*$ ]] || fail "(c) runs after the import: '$stored_c', expected n1's run complete"
echo "(b)-(d) done after $(($(date +%s) - faults_started)) s"

# ---- (a) A node 20 % slow in DRAM bandwidth among healthy peers. The emulated nodes share one
# machine, so a slow node cannot be made in hardware: the fault is PLANTED, not measured, as
# the issue's reporter planted theirs. Every run is measured for real, in bundle mode, one node
# at a time (concurrent runs on one machine would disturb each other, and disturbed points are
# never a baseline): n1, n2, n3 six times each — five earlier runs each, the default baseline
# (`check --last 5`): the spread of n runs is widened by the Student t quantile of n − 1 degrees
# of freedom, so two or three runs make almost every verdict "uncertain" (one run tells nothing
# of how a figure moves between runs; tst_regressioncheck measures the rates), and three nodes
# of one model and build are the fewest the peer ranking judges (FleetPeers::kMinPeers). Then the test scales the DRAM
# bandwidth figures of n1's newest bundle by 0.8 (its samples too, and what is derived from
# them), tags that run `planted-dram-0.8`, and imports the bundles. Short runs: cpu.bandwidth up
# to 5 × the last-level cache (the STREAM rule makes the largest working set a DRAM point only
# from 4 ×), 0.02 s a point.
planted_started=$(date +%s)
# n3 answers again after its drain (a busy machine can leave it NOT_RESPONDING for a ping or two).
deadline=$((planted_started + 60))
until [ "$(sinfo -h -N -n n3 -o %T | sort -u)" = idle ]; do
  [ "$(date +%s)" -lt $deadline ] || { fail "(a) n3 is $(sinfo -h -N -n n3 -o %T | sort -u), not idle"; break; }
  sleep 0.5
done
l3=$(sed -n 's/^\([0-9]*\)K$/\1/p' /sys/devices/system/cpu/cpu0/cache/index3/size 2>/dev/null)
dram_bytes=$(( ${l3:-0} > 0 ? 5 * l3 * 1024 : 64 << 20 ))
dram_probe="--only cpu.bandwidth --max-bytes $dram_bytes --point-seconds 0.02"
mkdir -p "$work/bundles-a" "$work/logs-a"
jobs_a=() prev=""
for round in 1 2 3 4 5 6; do
  for n in n1 n2 n3; do
    prev=$(ROOFLINE_BUNDLE_DIR=$work/bundles-a ROOFLINE_LOG_DIR=$work/logs-a ROOFLINE_PROBE_ARGS=$dram_probe \
      ROOFLINE_TAGS="round-$round" \
      sbatch --parsable --export=ALL -w $n --time=5 --job-name=roofline-probe-$n \
      --output="$work/logs-a/%x-%j.out" ${prev:+--dependency=afterany:$prev} "$scripts/probe-node.sbatch")
    jobs_a+=("$n:$prev")
  done
done
wait_bound=400 wait_jobs "${jobs_a[@]#*:}"
echo "(a) 18 runs measured in $(($(date +%s) - planted_started)) s"
for e in "${jobs_a[@]}"; do
  [ "$(state "${e#*:}")" = "COMPLETED 0:0" ] || fail "(a) job ${e#*:} on ${e%%:*}: $(state "${e#*:}")"
done
planted=$work/bundles-a/roofline-n1-${jobs_a[15]#*:}.json
python3 - "$planted" <<'EOF' || fail "(a) planting the fault into $planted"
import json, sys
path = sys.argv[1]
doc = json.load(open(path))
run = doc["runs"][0]
scaled = 0
for m in run["measurements"]:
    if m.get("metric") != "bandwidth" or m.get("level") != "DRAM":
        continue
    # A bandwidth 20 % lower: every rate × 0.8 (a time per iteration × 1.25).
    for k in ("value", "best", "min", "median", "max", "mean", "stddev"):
        if isinstance(m.get(k), (int, float)):
            m[k] *= 0.8
    m["samples"] = [v * 0.8 for v in m.get("samples", [])]
    p = m.get("params", {})
    for k in ("fraction_of_ceiling", "vector_instructions_per_cycle_per_core"):
        if isinstance(p.get(k), (int, float)):
            p[k] *= 0.8
    i = p.get("interference", {})
    if "disturbed_sample_values" in i:
        i["disturbed_sample_values"] = [v * 0.8 for v in i["disturbed_sample_values"]]
    if "disturbed_seconds_per_iteration" in i:
        i["disturbed_seconds_per_iteration"] = [v * 1.25 for v in i["disturbed_seconds_per_iteration"]]
    scaled += 1
assert scaled > 0, "no DRAM bandwidth measurement in the bundle: is the largest working set >= 4 x L3?"
run["tags"].append("planted-dram-0.8")
run["notes"] += " - PLANTED by tests/slurm: DRAM bandwidth x 0.8"
json.dump(doc, open(path, "w"))
print(f"(a) planted: {scaled} DRAM bandwidth figures of run {run['uuid']} x 0.8")
EOF
rla() { "$bin/roofline" --db "$work/planted.sqlite" "$@"; }
rla runs import "$work"/bundles-a/*.json >/dev/null || fail "(a) importing the bundles"
rla check --host n1 --device cpu --junit "$work/check-n1.xml" >"$work/check" 2>&1
rc=$?
check_n1=$(cat "$work/check")
grep -E "DRAM|OK|REGRESSED:|UNCERTAIN:" <<<"$check_n1" | head -n 16
# Which verdict the measured history allows: a DRAM figure measured undisturbed in all six of
# n1's runs can be judged slower, and then everything is asserted. When this machine was so busy
# that every DRAM point was disturbed (other builds on a 2-core host: every point lost >1 % of
# its time; seen at load 10-13), there is no baseline: `check` must say so (uncertain, exit 4
# with --fail-on uncertain) instead of passing the node as OK, and the flags are not asserted
# (at that load undisturbed cache points also moved by up to 60 % between two runs). Which
# path ran is printed (the NOTE line).
# And whether this machine can resolve a 20 % change at all: the largest, over the nodes, of the
# median relative standard deviation of a node's DRAM figures over its five earlier runs (on the
# 2-vCPU development VM single figures moved 30-67 % between runs with nothing flagged). The
# rule resolves 20 % from five runs when that is at most about 0.85 %: the ~70 figures of a
# bandwidth run are judged together (k ≈ 4.1) and the spread of five runs is widened by the t
# quantile of 4 degrees of freedom at that confidence (≈ 20 / 4.1), times 1.15 for a median of
# five — 4.1 × 4.9 × 1.15 σ ≈ 23 σ. Above 0.8 % the planted 20 % is within what the machine's own
# run-to-run noise lets five runs tell, and the healthy nodes' verdicts are the machine's, not
# the rule's: the NOTE line says so and only "never OK by omission" is asserted.
read -r clean spread < <(python3 - "$work/bundles-a" "${jobs_a[@]}" <<'EOF'
import json, sys, statistics
folder, jobs = sys.argv[1], sys.argv[2:]
def clean(node, job):
    run = json.load(open(f"{folder}/roofline-{node}-{job}.json"))["runs"][0]
    return {(m["kernel"], m["threads"], m["working_set_bytes"]): m["value"]
            for m in run["measurements"]
            if m.get("level") == "DRAM" and "disturbed" not in (m.get("flags") or [])}
runs = {}
for e in jobs:
    node, job = e.split(":")
    runs.setdefault(node, []).append(clean(node, job))
# Undisturbed in all of n1's runs; the worst node's median relative standard deviation of a
# DRAM figure over its five earlier runs.
n1 = runs["n1"]
common = set.intersection(*(set(r) for r in n1))
worst = 0.0
for node, rs in runs.items():
    earlier = rs[:-1]
    keys = set.intersection(*(set(r) for r in earlier))
    sds = [statistics.stdev(v) / statistics.mean(v)
           for v in ([r[k] for r in earlier] for k in keys) if min(v) > 0]
    worst = max(worst, statistics.median(sds) if sds else 1.0)
print(len(common), f"{worst:.3f}")
EOF
)
echo "(a) the nodes' DRAM figures moved up to ${spread:-?} (a node's median relative standard deviation) over their five earlier runs"
strict=0
if [ "${clean:-0}" -gt 0 ] && python3 -c "import sys; sys.exit(0 if float('${spread:-1}') <= 0.008 else 1)"; then
  strict=1
fi
if [ "${clean:-0}" -gt 0 ] && [ $strict = 0 ]; then
  echo "(a) NOTE: this machine's runs differ by ${spread} > 0.8 %: a planted 20 % is within its own" \
    "noise; checking that check names n1's DRAM figures (slower or uncertain), never OK"
  expect_text "$check_n1" "(REGRESSED|UNCERTAIN) cpu.bandwidth bandwidth DRAM " \
    "(a) check names n1's DRAM figures"
  rla check --host n1 --device cpu --fail-on uncertain >/dev/null 2>&1
  expect_rc 4 $? "(a) check --fail-on uncertain"
elif [ $strict = 1 ]; then
  echo "(a) $clean DRAM figure(s) of n1 undisturbed in all its runs: the planted cut must read slower"
  expect_rc 4 $rc "(a) check on the node with the planted -20 % DRAM"
  expect_text "$check_n1" "REGRESSED cpu.bandwidth bandwidth DRAM .*\(-(1[2-9]|2[0-8])\.[0-9] %" \
    "(a) check names a DRAM figure with its effect"
  grep -q '<failure type="slower"' "$work/check-n1.xml" || fail "(a) the JUnit file lists no slower figure"
else
  echo "(a) NOTE: every DRAM point of n1's runs was disturbed (load $(cut -d' ' -f1-3 /proc/loadavg)):" \
    "no baseline for them; checking that check says uncertain, not OK"
  # (Its exit is not asserted: at that load an undisturbed cache point may read slower.)
  expect_text "$check_n1" "UNCERTAIN cpu.bandwidth bandwidth DRAM .*every earlier point was disturbed" \
    "(a) check names the DRAM figures it cannot judge"
  rla check --host n1 --device cpu --fail-on uncertain >/dev/null 2>&1
  expect_rc 4 $? "(a) check --fail-on uncertain"
fi
for n in n2 n3; do
  rla check --host $n --device cpu >"$work/check" 2>&1
  rc=$?
  # The planted dimension only: on emulated nodes sharing two vCPUs a cache figure can move
  # 60 % between runs unflagged; those verdicts are printed, not asserted.
  grep -E 'REGRESSED' "$work/check" | head -n 3
  [ $strict = 1 ] && grep -q -E 'REGRESSED cpu.bandwidth bandwidth DRAM ' "$work/check" &&
    fail "(a) check on the healthy node $n: $(grep -E 'REGRESSED cpu.bandwidth bandwidth DRAM ' "$work/check" | head -n 3)"
done
# (A file: with every uncertain finding the JSON outgrows an argument list.)
rla fleet --json >"$work/fleet-a.json"
rla fleet >"$work/fleet-a.txt" 2>&1
judged=$([ $strict = 1 ] && echo 4 || echo 0)
python3 - "$work/fleet-a.json" "$judged" <<'EOF' || fail "(a) fleet: $(cat "$work/fleet-a.txt")"
import json, sys
nodes = {n["host"]: n for n in json.load(open(sys.argv[1]))["nodes"]}
assert sorted(nodes) == ["n1", "n2", "n3"], sorted(nodes)
n1 = nodes["n1"]
for h, n in sorted(nodes.items()):
    print(f"(a) fleet {h}: flag {n['flag']}, drain {n['drain']} {n['drain_reasons']}, "
          f"memory {n['memory_bandwidth']}, among peers {n['peers'].get('memory', {}).get('mad_z')} MAD")
# Whatever the machine's noise, n1's DRAM figures are named (slower or uncertain), never
# left out of the JSON as if the node were simply ok.
named = [f for f in n1["regressions"] + n1["uncertain"] if f.get("level") == "DRAM"]
assert named, ("n1's DRAM figures are neither regressed nor uncertain", n1["flag"])
if sys.argv[2] != "4":
    sys.exit(0)  # too busy to judge: printed, not asserted
# Flagged: regressed against its own past (what `check` said), and drained among its peers
# when the peers agree (robust z-score ≤ −3.5; printed above).
assert n1["regressed"], "n1 not flagged regressed"
dram = [f for f in n1["regressions"] if f["probe"] == "cpu.bandwidth" and f.get("level") == "DRAM"]
assert dram, n1["regressions"]
for f in dram:
    assert -0.3 < f["change"] < -0.1, f
for h in ("n2", "n3"):
    n = nodes[h]
    dram = [f for f in n["regressions"] if f.get("level") == "DRAM"]
    assert not dram and not n["drain"], (h, dram, n["drain_reasons"])
    assert n["flag"] != "no-baseline", (h, n["flag"])
EOF
echo "(a) done after $(($(date +%s) - planted_started)) s"

# (b)'s outcome: the job ended NODE_FAIL once Slurm noticed, the collect job ran and says so.
left=$((node_died + 120 - $(date +%s)))
wait_bound=$((left > 10 ? left : 10)) wait_jobs "$job_dead" "$job_dead_collect"
echo "(b) node n4 died; its job ended $(state "$job_dead") within $(($(date +%s) - node_died)) s"
[ "$(state "$job_dead")" = "NODE_FAIL 0:0" ] || fail "(b) job $job_dead on the dead node: $(state "$job_dead"), expected NODE_FAIL"
[ "$(state "$job_dead_collect")" = "FAILED 1:0" ] ||
  fail "(b) collect after the node died: $(state "$job_dead_collect"), expected FAILED 1:0"
collect_dead=$(cat "$work/logs-dead/roofline-collect-$job_dead_collect.out")
expect_text "$collect_dead" "failed: 1" "(b) collect counts the node as failed"
expect_text "$collect_dead" "n4 \(job $job_dead NODE_FAIL: the node stopped answering Slurm while the job ran" \
  "(b) collect names the dead node and why"
dead_run=$(rl runs list --tag "job-$job_dead" --json | python3 -c '
import json, sys
print(" ".join("%s:%s" % (r["host"]["hostname"], r["status"]) for r in json.load(sys.stdin)))')
# This host's dead writer: marked failed by the next writable opener (its pid is gone).
[ "$dead_run" = "n4:failed" ] || fail "(b) the dead node's run: '$dead_run', expected n4:failed"
echo "issue 31 scenarios: $(($(date +%s) - faults_started)) s"

finish
