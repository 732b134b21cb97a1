/** How many layers of percent-encoding a return path is unwrapped to be checked (deeper nesting is refused). */
const MAX_DECODINGS = 4;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A path that stays on `origin` as it is: it starts with one `/` (not `//` or `/\`), holds no backslash or control
 * character (the URL parser turns `\` into `/` and drops tabs and newlines), and resolves on `origin` to a path
 * that does not start with `//` either (`/..//evil` resolves to `//evil`).
 */
function staysOnOrigin(path: string, origin: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || CONTROL.test(path)) return false;
  try {
    const url = new URL(path, origin);
    return url.origin === origin && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** The path and every decoding of it stay on the origin (the router decodes what it is given). */
function staysOnOriginDecoded(path: string, origin: string): boolean {
  let layer = path;
  for (let decodings = 0; ; decodings += 1) {
    if (!staysOnOrigin(layer, origin)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return true; // a lone `%`: nothing more to unwrap
    }
    if (decoded === layer) return true;
    if (decodings === MAX_DECODINGS) return false;
    layer = decoded;
  }
}

/**
 * Only a same-origin path is ever followed after sign-in; anything else goes to `/`. The path is resolved on the
 * origin (dot segments, `%2e`) and both it and the result are checked, with every decoding of them (single and
 * double encoded `%2f`, `%5c`, `%09`, `%2e`). Refuses absolute and protocol-relative URLs, schemes
 * (`javascript:`, `https:evil`), backslashes and control characters.
 */
export function safeReturnPath(candidate: unknown, origin: string = window.location.origin): string {
  if (typeof candidate !== 'string' || !staysOnOriginDecoded(candidate, origin)) return '/';
  const url = new URL(candidate, origin);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return staysOnOriginDecoded(path, origin) ? path : '/';
}
