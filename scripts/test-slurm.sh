#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A throwaway Slurm cluster on this one machine, for the test suite: munge, slurmctld and N slurmd
# daemons (emulated nodes n1..nN, all on loopback), everything under a temporary folder and stopped
# by pid. Debian's slurmd runs several daemons on one host (`slurmd -N NODE`, one port each).
# Partitions: test (every node, the default) and small (n1 only, so a submission can be refused
# for one node and not another).
#   eval "$(scripts/test-slurm.sh start [NODES])"   # exports SLURM_CONF, ROOFLINE_TEST_SLURM_DIR
#   scripts/test-slurm.sh stop DIR
# Needs root (slurmd starts jobs as the submitting user) and Debian's slurmctld, slurmd,
# slurm-client and munge packages (scripts/install-deps.sh installs them with ROOFLINE_WITH_SLURM=1).
set -euo pipefail
cmd=${1:-start}

die() { echo "test-slurm: $*" >&2; exit 1; }

case "$cmd" in
  start)
    nodes=${2:-${ROOFLINE_TEST_SLURM_NODES:-3}}
    for b in munged slurmctld slurmd sbatch; do
      command -v "$b" >/dev/null 2>&1 || [ -x "/usr/sbin/$b" ] ||
        die "'$b' not found (apt-get install slurmctld slurmd slurm-client munge)"
    done
    [ "$(id -u)" -eq 0 ] || die "needs root (slurmd runs jobs as their user)"
    export PATH="$PATH:/usr/sbin"
    dir=$(mktemp -d /tmp/roofline-slurm.XXXXXX)
    chmod 755 "$dir"
    mkdir -p "$dir/munge" "$dir/state" "$dir/log" "$dir/run"
    # munge refuses keys and folders that others can read or write.
    chmod 700 "$dir/munge"
    dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
    chmod 400 "$dir/munge/munge.key"
    sock="$dir/munge/munge.socket"
    munged --socket="$sock" --key-file="$dir/munge/munge.key" --pid-file="$dir/munge/munged.pid" \
      --log-file="$dir/munge/munged.log" --seed-file="$dir/munge/munged.seed" --force
    base=${ROOFLINE_TEST_SLURM_PORT:-$((30000 + RANDOM % 20000))}
    cpus=$(nproc)
    mem=$(awk '/MemTotal/ {print int($2 / 1024 / 2)}' /proc/meminfo)
    cat >"$dir/slurm.conf" <<EOF
ClusterName=roofline-test
SlurmctldHost=localhost
SlurmctldPort=$base
SlurmdPort=$((base + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$sock
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/state/slurmd-%n
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd-%n.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd-%n.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=512
SlurmctldTimeout=30
SlurmdTimeout=30
InactiveLimit=0
MinJobAge=300
KillWait=5
Waittime=0
NodeName=n[1-$nodes] NodeHostname=localhost CPUs=$cpus RealMemory=$mem Port=$((base + 2))-$((base + 1 + nodes)) State=UNKNOWN
PartitionName=test Nodes=n[1-$nodes] Default=YES MaxTime=INFINITE State=UP
PartitionName=small Nodes=n1 Default=NO MaxTime=INFINITE State=UP
EOF
    export SLURM_CONF="$dir/slurm.conf"
    slurmctld -f "$SLURM_CONF"
    for i in $(seq 1 "$nodes"); do
      slurmd -f "$SLURM_CONF" -N "n$i"
    done
    # Wait until every node is idle (or give up with the logs' tails): up to 90 s, since a
    # loaded 2-core machine (a parallel test run, a build beside it) once took longer than 30.
    for _ in $(seq 1 180); do
      idle=$(sinfo -h -N -t idle -o '%N' 2>/dev/null | sort -u | wc -l)
      [ "$idle" -ge "$nodes" ] && break
      sleep 0.5
    done
    if [ "${idle:-0}" -lt "$nodes" ]; then
      sinfo -N >&2 || true
      tail -n 20 "$dir"/log/*.log >&2 || true
      "$0" stop "$dir"
      die "only ${idle:-0} of $nodes nodes came up"
    fi
    echo "export SLURM_CONF=$dir/slurm.conf"
    echo "export ROOFLINE_TEST_SLURM_DIR=$dir"
    ;;
  stop)
    dir=${2:?usage: test-slurm.sh stop DIR}
    [ -d "$dir" ] || exit 0
    export PATH="$PATH:/usr/sbin" SLURM_CONF="$dir/slurm.conf"
    # Jobs first, while slurmctld still runs: slurmstepd outlives slurmd by design.
    if [ -f "$dir/run/slurmctld.pid" ]; then
      jobs=$(squeue -h -o %i 2>/dev/null || true)
      if [ -n "$jobs" ]; then
        # shellcheck disable=SC2086 # one id per word
        scancel $jobs 2>/dev/null || true
        for _ in $(seq 1 40); do
          [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break
          sleep 0.25
        done
      fi
    fi
    # This cluster's processes, by pid: its daemons (pid files), whatever names the folder on
    # its command line, and slurmstepd and job processes that carry its slurm.conf in their
    # environment (all started for this cluster). Never this script or its callers.
    keep=" $$ "
    p=$$
    while [ "$p" -gt 1 ] 2>/dev/null; do
      p=$(awk '{print $4}' "/proc/$p/stat" 2>/dev/null || echo 0)
      keep+="$p "
    done
    ours() {
      local p pid env
      for pidfile in "$dir"/run/slurmd-*.pid "$dir"/run/slurmctld.pid "$dir"/munge/munged.pid; do
        [ -f "$pidfile" ] && cat "$pidfile" 2>/dev/null
      done
      for p in /proc/[0-9]*; do
        pid=${p#/proc/}
        [[ $keep == *" $pid "* ]] && continue
        if tr '\0' ' ' 2>/dev/null <"$p/cmdline" | grep -qF -- "$dir/"; then
          echo "$pid"
          continue
        fi
        env=$(tr '\0' '\n' 2>/dev/null <"$p/environ") || continue
        grep -qxF -- "SLURM_CONF=$dir/slurm.conf" <<<"$env" || continue
        if grep -q '^SLURM_JOB_ID=' <<<"$env" || [ "$(cat "$p/comm" 2>/dev/null)" = slurmstepd ]; then
          echo "$pid"
        fi
      done
    }
    for sig in TERM TERM TERM TERM KILL; do
      pids=$(ours | sort -u)
      [ -n "$pids" ] || break
      # shellcheck disable=SC2086 # one pid per word
      kill -s $sig $pids 2>/dev/null || true
      for _ in $(seq 1 8); do
        alive=""
        for pid in $pids; do kill -0 "$pid" 2>/dev/null && alive=1; done
        [ -z "$alive" ] && break
        sleep 0.25
      done
    done
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start [NODES] | stop DIR" >&2; exit 2 ;;
esac
