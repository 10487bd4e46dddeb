#!/bin/bash
# A Slurm job array that solves one shard of a puzzle set per array task, then (as a dependent
# job) merges the shards in input order. Submit from the directory that holds puzzles.txt:
#   jobid=$(sbatch --parsable slurm-array.sh)
#   sbatch --dependency=afterok:$jobid --wrap 'gridsat batch --merge -o results.jsonl shards/*.jsonl'
#SBATCH --job-name=gridsat-shards
#SBATCH --array=1-16
#SBATCH --cpus-per-task=1
#SBATCH --time=01:00:00
#SBATCH --output=shards/%a.log
set -euo pipefail
mkdir -p shards
# Slurm numbers array tasks from --array's first value, 1 here: shard K of N is task K.
gridsat batch --mode unique -j 1 --no-progress \
  --shard "${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT}" \
  --resume -o "shards/${SLURM_ARRAY_TASK_ID}.jsonl" puzzles.txt
