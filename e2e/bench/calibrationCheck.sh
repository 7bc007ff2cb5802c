#!/usr/bin/env bash
# Does the calibration hold? The same commit measured by the calibrated benches twice: the host as it
# is, then made slower (a busy loop on each core, so every thread of Chrome, the bench and the site
# shares its core with one). Calibrated figures should stay within a quarter of each other; the BI
# and the multiplier each was taken at are printed beside them. Against a running site (`pnpm start`
# in another terminal, nothing else running); about 12 minutes on a 2-core machine.
#   bash e2e/bench/calibrationCheck.sh [site]
set -euo pipefail
cd "$(dirname "$0")/../.."
SITE="${1:-http://localhost:3000}"
curl -sf "$SITE/" -o /dev/null || { echo "calibrationCheck: no site at $SITE (start one with pnpm start)" >&2; exit 1; }

measure() {
  node e2e/bench/lighthouseRuns.mjs "$SITE" --runs 5 / /privacy-policy
  node e2e/bench/phone.mjs "$SITE" --early-taps --runs 5 --path /,/privacy-policy --way reading
}

echo "== the host as it is ($(git log --oneline -1 | cut -c1-50))"
measure

echo "== the host made slower: a busy loop on each of its $(nproc) cores"
LOOPS=()
stop_loops() { for pid in "${LOOPS[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_loops EXIT
for ((core = 0; core < $(nproc); core++)); do
  taskset -c "$core" sh -c 'while :; do :; done' &
  LOOPS+=("$!")
done
measure
