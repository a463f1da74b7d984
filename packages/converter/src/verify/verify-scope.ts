/**
 * Results computed once per verification and shared by its parts (the destination NAT views
 * of a model, read by several comparisons). Kept only while `withVerifyScope` runs: a model
 * changed between two verifications is read anew.
 */
let scope: WeakMap<object, Map<string, unknown>> | undefined;

/** Runs `run` with a fresh scope (or the caller's, when nested). */
export function withVerifyScope<T>(run: () => T): T {
  const outer = scope;
  scope ??= new WeakMap();
  try {
    return run();
  } finally {
    scope = outer;
  }
}

/** `make()` for `owner`, made once per scope under the name `what` (every time outside one). */
export function scoped<T>(owner: object, what: string, make: () => T): T {
  if (!scope) return make();
  let byName = scope.get(owner);
  if (!byName) {
    byName = new Map();
    scope.set(owner, byName);
  }
  if (byName.has(what)) return byName.get(what) as T;
  const value = make();
  byName.set(what, value);
  return value;
}
