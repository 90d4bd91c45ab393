#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Probe a fleet: submit probe-node.sbatch once per node, and optionally a collect job.
#   submit-fleet.sh [--collect] [--wait] [--report FILE] [--log-dir DIR] [--] [NODELIST] [sbatch options...]
# NODELIST is Slurm syntax (gpu[01-20]); default: every node of $PARTITION (or of every
# partition). Where the runs go: ROOFLINE_DB or ROOFLINE_BUNDLE_DIR (see probe-node.sbatch);
# without either nothing is submitted. The destination is checked first; drained, down or
# unknown nodes are skipped with a note, a node whose submission fails does not stop the others.
#
# stdout: one line per submitted job, "JOBID NODE" (and "JOBID collect"); everything else goes
# to stderr. Logs: DIR/roofline-probe-NODE-JOBID.out (NODE: the Slurm node name) and
# DIR/roofline-collect-JOBID.out; DIR is --log-dir, else ROOFLINE_LOG_DIR, else ./roofline-logs,
# and must be visible from the nodes (a shared home or project folder).
# --collect adds a job (same sbatch options) that waits for all of them (--dependency=afterany),
# prints how each ended, imports every bundle and unstored file into ROOFLINE_DB (else
# DIR/fleet.sqlite) and writes the fleet report (--report FILE, default DIR/fleet-report.html);
# it exits non-zero when a node's job did not complete (a job that could not store, exit 4,
# whose spooled measurements it imported whole, counts as stored) or a file did not import.
# --wait waits until every job (and the collect job) has ended, then exits 0 when all completed
# or the collect job completed (it judged them all), else 1.
# Each probe job gets a time limit from the measured suite duration unless the options give
# --time (quick: 10 min; standard: 65 min; full: 95 min; README.md "Time limits") and a
# deadline: a job
# that has not started within ROOFLINE_START_WITHIN seconds (default 3600; a node that died
# after its state check) is removed by Slurm instead of pending forever, and collect reports it.
# Exit: 0 every job submitted; 1 some nodes skipped or not submitted (the others are); 2 usage or
# nothing could be submitted. ROOFLINE_DRY_RUN=1 prints the sbatch lines instead.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

say() { echo "submit-fleet: $*" >&2; }
usage() { sed -n '2,4p' "$0" >&2; exit 2; }

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    say "'$1' not found. This script submits jobs to a Slurm cluster; run it on a login node"
    say "  where Slurm's client tools are installed (Debian: apt-get install slurm-client),"
    say "  or probe a single machine directly with: roofline probe --device all"
    exit 2
  fi
}

collect=${ROOFLINE_COLLECT:-0}
wait_jobs=0
report=${ROOFLINE_REPORT:-}
log_dir=${ROOFLINE_LOG_DIR:-}
while [ $# -gt 0 ]; do
  case "$1" in
    --collect) collect=1; shift ;;
    --wait) wait_jobs=1; shift ;;
    --report) [ $# -ge 2 ] || usage; report=$2; collect=1; shift 2 ;;
    --report=*) report=${1#*=}; collect=1; shift ;;
    --log-dir) [ $# -ge 2 ] || usage; log_dir=$2; shift 2 ;;
    --log-dir=*) log_dir=${1#*=}; shift ;;
    -h | --help) sed -n '2,27p' "$0"; exit 0 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
nodelist=
if [ $# -gt 0 ] && [[ $1 != -* ]]; then nodelist=$1; shift; fi
dry=${ROOFLINE_DRY_RUN:-0}

log_dir=${log_dir:-$PWD/roofline-logs}
case "$log_dir" in /*) ;; *) log_dir=$PWD/$log_dir ;; esac
if [ "$dry" != 1 ]; then
  mkdir -p "$log_dir" || { say "cannot create the log folder $log_dir"; exit 2; }
fi
export ROOFLINE_LOG_DIR=$log_dir
export ROOFLINE_FLEET=${ROOFLINE_FLEET:-fleet-$(date -u +%Y%m%dT%H%M%SZ)}
# The job scripts read the destination from their environment; export what is set here so a
# shell variable that was only assigned cannot silently send runs elsewhere.
[ -n "${ROOFLINE_DB:-}" ] && export ROOFLINE_DB
[ -n "${ROOFLINE_BUNDLE_DIR:-}" ] && export ROOFLINE_BUNDLE_DIR

# The same checks every job makes, once, before anything is submitted.
bash "$here/probe-node.sbatch" --preflight || exit 2

[ "$dry" = 1 ] || need sbatch
need scontrol
need sinfo
if [ -z "$nodelist" ]; then
  nodes=$(sinfo -h -N -o '%N' ${PARTITION:+-p "$PARTITION"} | sort -u)
else
  nodes=$(scontrol show hostnames "$nodelist") || { say "cannot read the node list '$nodelist'"; exit 2; }
fi
[ -n "$nodes" ] || { say "no nodes to probe"; exit 2; }

# A node's state from Slurm: IDLE, MIXED, ALLOCATED are fine; DRAIN, DOWN, FAIL, MAINT, NO_RESPOND
# (and a name Slurm does not know) are skipped: a job for them would pend or fail.
node_problem() {
  local info state reason
  info=$(scontrol -o show node "$1" 2>&1) || { echo "not a node of this cluster (${info})"; return; }
  state=$(sed -n 's/.* State=\([^ ]*\).*/\1/p' <<<"$info")
  reason=$(sed -n 's/.* Reason=\(.*\) \[.*/\1/p;s/.* Reason=\([^ ]*\).*/\1/p' <<<"$info" | head -n 1)
  case "$state" in
    *DRAIN* | *DOWN* | *FAIL* | *MAINT* | *NOT_RESPONDING* | *NO_RESPOND* | *POWER*DOWN* | *FUTURE*)
      echo "state $state${reason:+ ($reason)}" ;;
  esac
}

# The probe jobs' time limit: the caller's --time, else three times the suite's measured duration,
# rounded up to 5 min (README.md "Time limits"): quick 10 min (1:42 on a node alone, 3:13 with
# four nodes on one host), standard 65 min (20:13 on a 2-core VM shared with other builds), full
# 95 min (30:47 on the same kind of VM at load 8).
# Slurm's time formats (M, M:S, H:M:S, D-H, D-H:M, D-H:M:S) in seconds; empty when unreadable.
slurm_seconds() {
  local t=$1 d=0 h=0 m=0 s=0 a b c
  [[ $t =~ ^[0-9:-]+$ ]] || return 0
  if [[ $t == *-* ]]; then
    d=${t%%-*} t=${t#*-}
    IFS=: read -r a b c <<<"$t"
    h=${a:-0} m=${b:-0} s=${c:-0}
  else
    IFS=: read -r a b c <<<"$t"
    if [ -n "${c:-}" ]; then h=$a m=$b s=$c; elif [ -n "${b:-}" ]; then m=$a s=$b; else m=$a; fi
  fi
  echo $((10#$d * 86400 + 10#$h * 3600 + 10#$m * 60 + 10#$s))
}
limit_given=0 begin_given=0 given_limit=""
prev=""
for a in "$@"; do
  case "$prev" in --time | -t) given_limit=$a ;; esac
  case "$a" in
    --time=*) limit_given=1 given_limit=${a#*=} ;;
    --time | -t) limit_given=1 ;;
    -t?*) limit_given=1 given_limit=${a#-t} ;;
    --begin | --begin=* | -b | -b*) begin_given=1 ;;
  esac
  prev=$a
done
time_args=()
limit_s=3900
if [ $limit_given = 1 ]; then
  given_s=$(slurm_seconds "$given_limit")
  [ -n "$given_s" ] && limit_s=$given_s
else
  case "${ROOFLINE_SUITE:-standard}" in
    quick) limit_s=600 ;;
    full) limit_s=5700 ;;
    *) limit_s=3900 ;;
  esac
  time_args=(--time=$((limit_s / 60)))
fi
# Not started within ROOFLINE_START_WITHIN s: Slurm removes the job (state DEADLINE), so a node
# that died after its state check leaves neither it nor the collect job pending forever.
start_within=${ROOFLINE_START_WITHIN:-3600}
[[ $start_within =~ ^[0-9]+$ ]] || { say "ROOFLINE_START_WITHIN must be a number of seconds"; exit 2; }
# (Not for jobs the caller deferred with --begin: they wait on purpose.)
deadline=()
[ $begin_given = 1 ] || deadline=(--deadline="now+$((start_within + limit_s))")

submitted=() jobs_nodes=() skipped=0 skipped_list=""
for n in $nodes; do
  if problem=$(node_problem "$n") && [ -n "$problem" ]; then
    say "skipping $n: $problem"
    skipped=$((skipped + 1))
    skipped_list+="$n=${problem//;/,};"
    continue
  fi
  cmd=(sbatch --parsable --export=ALL --nodelist="$n" --job-name="roofline-probe-$n"
       --output="$log_dir/%x-%j.out" ${PARTITION:+--partition="$PARTITION"} "${time_args[@]}"
       "${deadline[@]}" "$@" "$here/probe-node.sbatch")
  if [ "$dry" = 1 ]; then
    echo "${cmd[*]}"
    continue
  fi
  if out=$("${cmd[@]}" 2>&1); then
    id=${out%%;*}
    echo "$id $n"
    submitted+=("$id")
    jobs_nodes+=("$id:$n")
  else
    say "could not submit to $n: $out"
    skipped=$((skipped + 1))
    skipped_list+="$n=not submitted (${out//;/,});"
  fi
done

if [ "$collect" = 1 ]; then
  report=${report:-$log_dir/fleet-report.html}
  case "$report" in /*) ;; *) report=$PWD/$report ;; esac
  deps=$(IFS=:; echo "${submitted[*]:-}")
  # The same sbatch options (account, partition, QoS, time) as the probe jobs.
  cmd=(sbatch --parsable --export=ALL --job-name=roofline-collect
       --output="$log_dir/roofline-collect-%j.out" ${PARTITION:+--partition="$PARTITION"} "$@")
  [ -n "$deps" ] && cmd+=(--dependency="afterany:$deps")
  cmd+=("$here/collect-fleet.sbatch")
  if [ "$dry" = 1 ]; then
    echo "ROOFLINE_COLLECT_JOBS='${jobs_nodes[*]:-}' ROOFLINE_REPORT=$report ${cmd[*]}"
  elif [ ${#submitted[@]} -gt 0 ]; then
    if out=$(ROOFLINE_COLLECT_JOBS="${jobs_nodes[*]}" ROOFLINE_COLLECT_SKIPPED="$skipped_list" \
      ROOFLINE_REPORT=$report "${cmd[@]}" 2>&1); then
      collect_id=${out%%;*}
      submitted_collect=$collect_id
      echo "$collect_id collect"
    else
      say "could not submit the collect job: $out"
      skipped=$((skipped + 1))
    fi
  fi
fi

[ "$dry" = 1 ] && exit 0
say "${#submitted[@]} job(s) submitted, $skipped node(s) skipped; fleet tag $ROOFLINE_FLEET;" \
  "logs in $log_dir"
[ ${#submitted[@]} -gt 0 ] || exit 2

if [ $wait_jobs = 1 ]; then
  all=("${submitted[@]}" ${submitted_collect:+"$submitted_collect"})
  ids=$(IFS=,; echo "${all[*]}")
  say "waiting for ${#all[@]} job(s) to end"
  while [ -n "$(squeue -h -j "$ids" -o %i 2>/dev/null)" ]; do sleep "${ROOFLINE_WAIT_POLL:-10}"; done
  not_completed=0
  for id in "${all[@]}"; do
    line=$(scontrol -o show job "$id" 2>/dev/null || true)
    state=$(sed -n 's/.* JobState=\([^ ]*\).*/\1/p' <<<"$line")
    if [ -z "$state" ] && command -v sacct >/dev/null 2>&1; then
      state=$(sacct -n -X -P -j "$id" -o State 2>/dev/null | head -n 1)
    fi
    [ "${state%% *}" = COMPLETED ] || { say "job $id ended ${state:-in an unknown state}"; not_completed=$((not_completed + 1)); }
    [ "$id" = "${submitted_collect:-}" ] && collect_state=${state%% *}
  done
  if [ -n "${submitted_collect:-}" ]; then
    say "the collect job's log: $log_dir/roofline-collect-$submitted_collect.out"
    # The collect job judged every probe job: a job that could not store (exit 4) whose spooled
    # measurements it imported whole lost nothing, and collect completed.
    [ "${collect_state:-}" = COMPLETED ] && exit 0
  fi
  [ $not_completed -eq 0 ] || exit 1
fi
[ $skipped -eq 0 ] || exit 1
