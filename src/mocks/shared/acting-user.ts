/** The claims of a JWT access token (the mock API reads them; it does not verify signatures). */
export function jwtClaims(token: string): { sub?: string; exp?: number } | undefined {
  try {
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}

/**
 * The acting user of a request: the impersonated user when the header says so, else the token's subject
 * (`demo-<id>` in the demo, a JWT from the development OpenID provider otherwise).
 */
export function actingUserId(request: Request): number | undefined {
  const impersonated = Number(request.headers.get('ImpersonatedUser'));
  if (impersonated) return impersonated;
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return undefined;
  if (token.startsWith('demo-')) return Number(token.slice(5));
  const sub = jwtClaims(token)?.sub;
  return sub === undefined ? undefined : Number(sub);
}
