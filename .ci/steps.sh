# Sourced by .ci/run: timed steps. Every step's wall time and the load average as it ended are
# printed at the end of the run, also when a step fails.
timings=()
load() { cut -d' ' -f1-3 /proc/loadavg; }
note() { timings+=("$(printf '%6ss  %-36s load %s' "$1" "$2" "$(load)")"); }
summary() {
  echo "== step durations (wall; load average 1/5/15 min as the step ended, $(nproc) cores)"
  printf '%s\n' "${timings[@]}"
  printf '%6ss  total\n' "$SECONDS"
}
trap summary EXIT
# step NAME COMMAND...: runs the command as one timed step.
step() {
  local name=$1 t0=$SECONDS
  shift
  echo "== $name (load $(load))"
  local rc=0
  "$@" || rc=$?
  note $((SECONDS - t0)) "$name$([ "$rc" -eq 0 ] || echo " (FAILED, exit $rc)")"
  return "$rc"
}
# side_by_side NAME 'COMMAND' [NAME 'COMMAND' ...]: steps that only read the sources, run at
# the same time, each into a log of its own that is printed once all have ended. Fails if any did.
side_by_side() {
  local logs t0=$SECONDS failed=0 name
  logs=$(mktemp -d)
  local names=()
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      s=$SECONDS
      rc=0
      bash -c "$2" >"$logs/$1.log" 2>&1 || rc=$?
      echo "$((SECONDS - s)) $rc" >"$logs/$1.end"
    ) &
    shift 2
  done
  echo "== ${names[*]}, side by side (load $(load))"
  wait
  for name in "${names[@]}"; do
    read -r secs rc <"$logs/$name.end"
    echo "== $name: exit $rc after ${secs}s"
    cat "$logs/$name.log"
    note "$secs" "$name (side by side)$([ "$rc" -eq 0 ] || echo ", FAILED, exit $rc")"
    [ "$rc" -eq 0 ] || failed=1
  done
  note $((SECONDS - t0)) "  the side-by-side steps together"
  rm -rf "$logs"
  return "$failed"
}
