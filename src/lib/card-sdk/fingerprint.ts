/**
 * The device fingerprint the card provider asks for with a card token: a SHA-256 of what the browser says about
 * itself (stable between visits, nothing personal on its own).
 */
export async function deviceFingerprint(): Promise<string> {
  const traits = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
