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

/**
 * Who may show the portal in a frame: no other site (a page of the sign-in server or the card payment inside
 * someone else's frame invites clickjacking); the portal itself, whose silent sign-in renewal loads
 * `silent-renew.html` in a hidden frame.
 */
const frameAncestors: [string, string[]] = ['frame-ancestors', ["'self'"]];
export const FRAME_ANCESTORS = `${frameAncestors[0]} ${frameAncestors[1].join(' ')}`;

/**
 * The policy as the built pages carry it (`<meta http-equiv>`), or with `header` as a host sends it: the header
 * adds FRAME_ANCESTORS, which a meta element cannot set.
 */
export function contentSecurityPolicy(env: BuildEnv, { header = false } = {}): string {
  const directives = cspDirectives(env);
  if (header) directives.push(frameAncestors);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
