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
  try {
    return Number(JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub);
  } catch {
    return undefined;
  }
}
