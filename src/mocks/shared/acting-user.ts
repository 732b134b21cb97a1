/** The claims of a JWT access token (the mock API reads them; it does not verify signatures). */
export function jwtClaims(token: string): { sub?: string; exp?: number } | undefined {
  try {
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}

/** The request's bearer token, if it has one. */
export const bearerToken = (request: Request) =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') || undefined;

/**
 * The user id a token names: `demo-<id>` in the demo, the `sub` of a JWT from the development OpenID provider.
 * Undefined when it names none, or (a JWT) has expired.
 */
export function tokenSubject(token: string): number | undefined {
  const demo = /^demo-(\d+)$/.exec(token);
  if (demo) return Number(demo[1]);
  const claims = jwtClaims(token);
  if (!claims || typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub)) return undefined;
  if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) return undefined;
  return Number(claims.sub);
}

/** The user the ImpersonatedUser header names (absent or 0: none). */
export function impersonatedUserId(request: Request): number | undefined {
  const id = Number(request.headers.get('ImpersonatedUser'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The acting user of a request: the impersonated user when the header says so, else the token's subject. The
 * demo backend's access gate (access-gate.ts) answers first: with the header, only an administrator's call gets
 * to the handlers; without a token, nobody acts.
 */
export function actingUserId(request: Request): number | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  return impersonatedUserId(request) ?? tokenSubject(token);
}
