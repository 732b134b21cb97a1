/**
 * A route's `validateSearch` that leaves only what its parser returns. TanStack Router lays a route's validated
 * search over the raw one from the address, so a key the parser left out (a refused `?redirect=//elsewhere`, an
 * unknown `?sort=zzz`) would reach the screen as it was typed; here every raw key the parser did not keep is
 * set to undefined instead.
 */
export const strictSearch =
  <T extends object>(parse: (raw: Record<string, unknown>) => T) =>
  (raw: Record<string, unknown>): T => ({
    ...Object.fromEntries(Object.keys(raw).map((key) => [key, undefined])),
    ...parse(raw),
  });
