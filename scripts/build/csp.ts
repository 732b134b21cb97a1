// The Content-Security-Policy of a build, derived from its environment: scripts only from the site itself (and the
// card provider's SDK), the network only to the API (and its notification hub) and the sign-in server.
import type { BuildEnv } from './build-env';

const origin = (url: string) => new URL(url).origin;
/** The WebSocket form of an http(s) origin (the SignalR hub's transport). */
const webSocketOrigin = (url: string) => origin(url).replace(/^http/, 'ws');
const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/** The policy as directives, in the order they are written. */
export function cspDirectives(env: BuildEnv): [string, string[]][] {
  const api = isAbsolute(env.apiBaseUrl) ? [origin(env.apiBaseUrl), webSocketOrigin(env.apiBaseUrl)] : ["'self'"];
  const signIn = env.oidcAuthority ? [origin(env.oidcAuthority)] : [];
  // the card provider's SDK, and the frames it puts the card fields in
  const cardProvider = env.cardSdkUrl ? [origin(env.cardSdkUrl)] : [];
  const frames = [...signIn, ...cardProvider];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...cardProvider]],
    // Mantine writes its CSS variables and some component styles into <style> elements at run time
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: the select chevron of Mantine's CSS; blob: profile pictures loaded from the API
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set([...api, ...signIn])]],
    // oidc-client-ts renews silently in a hidden iframe: the sign-in server, which answers to silent-renew.html
    ['frame-src', frames.length > 0 ? ["'self'", ...frames] : ["'none'"]],
    // no build has workers (the demo's mock API answers inside the page)
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** The one page the portal frames itself: oidc-client-ts's silent sign-in renewal ends on it in a hidden frame. */
export const SILENT_RENEW_PAGE = '/silent-renew.html';

/**
 * Who may show a file of the portal in a frame: nobody (a sign-in or payment page inside another site's frame
 * invites clickjacking), except the silent-renewal page, which the portal itself frames.
 */
export const frameAncestors = (path: string) => `frame-ancestors ${path === SILENT_RENEW_PAGE ? "'self'" : "'none'"}`;

/**
 * The policy as the built pages carry it (`<meta http-equiv>`), or with `header` (the page's path) as a host sends
 * it: the header adds `frameAncestors`, which a meta element cannot set.
 */
export function contentSecurityPolicy(env: BuildEnv, { header }: { header?: string } = {}): string {
  const policy = cspDirectives(env).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  return [...policy, ...(header === undefined ? [] : [frameAncestors(header)])].join('; ');
}
