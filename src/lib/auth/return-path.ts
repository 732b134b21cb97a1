/**
 * Only a same-origin path is ever followed after sign-in; anything else goes to `/`.
 * Refuses absolute and protocol-relative URLs, backslash tricks and schemes (`javascript:`, `https:evil`).
 */
export function safeReturnPath(candidate: unknown, origin: string = window.location.origin): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) return '/';
  if (candidate.includes('\\') || [...candidate].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
