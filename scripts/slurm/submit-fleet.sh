#!/usr/bin/env bash
# Submit probe-node.sbatch once per node: scripts/slurm/submit-fleet.sh [NODELIST] [sbatch args...]
# NODELIST is Slurm syntax (gpu[01-20]); default: every node of the partition in $PARTITION
# (or the default partition). ROOFLINE_DRY_RUN=1 prints the sbatch lines instead.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "submit-fleet: '$1' not found. This script submits jobs to a Slurm cluster; run it on a" >&2
    echo "  login node where Slurm's client tools are installed (Debian: apt-get install slurm-client)," >&2
    echo "  or probe a single machine directly with: roofline probe --device all" >&2
    exit 1
  fi
}

nodelist=${1:-}
shift || true
dry=${ROOFLINE_DRY_RUN:-0}
if [ -z "$nodelist" ]; then
  need sinfo
  nodes=$(sinfo -h -N -o '%N' ${PARTITION:+-p "$PARTITION"} | sort -u)
elif command -v scontrol >/dev/null 2>&1; then
  nodes=$(scontrol show hostnames "$nodelist")
else
  nodes=$nodelist
fi
[ "$dry" = 1 ] || need sbatch

for n in $nodes; do
  cmd=(sbatch --nodelist="$n" ${PARTITION:+--partition="$PARTITION"} "$@" "$here/probe-node.sbatch")
  if [ "$dry" = 1 ]; then echo "${cmd[*]}"; else "${cmd[@]}"; fi
done
