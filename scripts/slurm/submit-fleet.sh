#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Probe a fleet: submit probe-node.sbatch once per node, and optionally a collect job.
#   submit-fleet.sh [--collect] [--report FILE] [--log-dir DIR] [--] [NODELIST] [sbatch options...]
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
# it exits non-zero when a node's job did not complete or a file did not import.
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
report=${ROOFLINE_REPORT:-}
log_dir=${ROOFLINE_LOG_DIR:-}
while [ $# -gt 0 ]; do
  case "$1" in
    --collect) collect=1; shift ;;
    --report) [ $# -ge 2 ] || usage; report=$2; collect=1; shift 2 ;;
    --report=*) report=${1#*=}; collect=1; shift ;;
    --log-dir) [ $# -ge 2 ] || usage; log_dir=$2; shift 2 ;;
    --log-dir=*) log_dir=${1#*=}; shift ;;
    -h | --help) sed -n '2,20p' "$0"; exit 0 ;;
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

submitted=() skipped=0
for n in $nodes; do
  if problem=$(node_problem "$n") && [ -n "$problem" ]; then
    say "skipping $n: $problem"
    skipped=$((skipped + 1))
    continue
  fi
  cmd=(sbatch --parsable --export=ALL --nodelist="$n" --job-name="roofline-probe-$n"
       --output="$log_dir/%x-%j.out" ${PARTITION:+--partition="$PARTITION"} "$@"
       "$here/probe-node.sbatch")
  if [ "$dry" = 1 ]; then
    echo "${cmd[*]}"
    continue
  fi
  if out=$("${cmd[@]}" 2>&1); then
    id=${out%%;*}
    echo "$id $n"
    submitted+=("$id")
  else
    say "could not submit to $n: $out"
    skipped=$((skipped + 1))
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
    echo "ROOFLINE_COLLECT_JOBS='${submitted[*]:-}' ROOFLINE_REPORT=$report ${cmd[*]}"
  elif [ ${#submitted[@]} -gt 0 ]; then
    if out=$(ROOFLINE_COLLECT_JOBS="${submitted[*]}" ROOFLINE_REPORT=$report "${cmd[@]}" 2>&1); then
      echo "${out%%;*} collect"
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
[ $skipped -eq 0 ] || exit 1
