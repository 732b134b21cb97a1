// The development OpenID provider end to end over HTTP: discovery, the authorization code + PKCE flow through the
// login form, the token and refresh grants, a wrong password and silent sign-in without a session.
import { createHash, randomBytes } from 'node:crypto';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPersonByRole } from '../../src/mocks/people';
import { server } from '../../src/testing/server';
import { LOGIN_HEADING, WRONG_CREDENTIALS } from './pages';
import { DEV_CLIENT_ID, DEV_SCOPES, PORTAL_API_SCOPE, startDevIdp, type DevIdp } from './provider';

const ORIGIN = 'http://localhost:5173';
const REDIRECT_URI = `${ORIGIN}/signin-callback`;
const TTL = 30;

let idp: DevIdp;
let discovery: Record<string, unknown> & { authorization_endpoint: string; token_endpoint: string };

// The shared MSW server refuses unhandled requests and drops its handlers after each test.
const letIdpThrough = () => server.use(http.all(`${idp.issuer}/*`, () => passthrough()));

beforeAll(async () => {
  idp = await startDevIdp({ port: 0, accessTokenTtlSeconds: TTL, clientRedirectOrigins: [ORIGIN] });
  letIdpThrough();
  discovery = await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json();
});
beforeEach(letIdpThrough);
afterAll(() => idp?.close());

/** A browser reduced to a cookie jar: fetch never follows redirects, cookies are carried by hand. */
class Browser {
  private cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()];
      const expires = attributes.find((attribute) => attribute.trim().toLowerCase().startsWith('expires='));
      const expired = expires && new Date(expires.trim().slice('expires='.length)).getTime() < Date.now();
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until the provider answers with a page or sends the browser back to the client. */
  async navigate(url: string, init?: RequestInit) {
    let response = await this.fetch(url, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
      const location = new URL(response.headers.get('location')!, url).href;
      if (location.startsWith(ORIGIN) || hops > 10) return { location, response };
      url = location;
      response = await this.fetch(url);
    }
    return { location: url, response };
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const decodeJwt = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

function authorizationUrl(extra: Record<string, string> = {}) {
  const verifier = base64url(randomBytes(32));
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: DEV_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: DEV_SCOPES.join(' '),
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { url: url.href, verifier };
}

const postForm = (body: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(body).toString(),
});

/** Opens the login form of a new authorization request; returns the form's absolute action URL. */
async function openLoginForm(browser: Browser, url: string) {
  const { location, response } = await browser.navigate(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(LOGIN_HEADING);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  return new URL(action, location).href;
}

/** Checks the redirect back to the client and exchanges its code at the token endpoint. */
async function redeem(location: string, verifier: string) {
  const callback = new URL(location);
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  expect(callback.searchParams.get('state')).toBe('state-1');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  return fetch(
    discovery.token_endpoint,
    postForm(
      {
        grant_type: 'authorization_code',
        client_id: DEV_CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        code: code!,
        code_verifier: verifier,
      },
      { origin: ORIGIN },
    ),
  );
}

describe('development OpenID provider', () => {
  it('publishes its discovery document with PKCE S256 and the portal scopes', () => {
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(DEV_SCOPES));
  });

  it('signs a demo user in with authorization code + PKCE and renews the access token with the refresh token', async () => {
    const admin = demoPersonByRole('Admin');
    const browser = new Browser();
    const { url, verifier } = authorizationUrl();
    const action = await openLoginForm(browser, url);

    const { location } = await browser.navigate(action, postForm({ email: admin.email, password: admin.password }));
    const tokenResponse = await redeem(location, verifier);
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const tokens = await tokenResponse.json();
    expect(tokens.expires_in).toBe(TTL);
    expect(tokens.refresh_token).toBeTruthy();

    expect(decodeJwt(tokens.id_token)).toMatchObject({
      sub: String(admin.id),
      role: 'Admin',
      name: `${admin.firstName} ${admin.lastName}`,
      given_name: admin.firstName,
      family_name: admin.lastName,
      email: admin.email,
      nonce: 'nonce-1',
    });
    const accessToken = decodeJwt(tokens.access_token);
    expect(accessToken).toMatchObject({ sub: String(admin.id), aud: PORTAL_API_SCOPE, scope: PORTAL_API_SCOPE });
    expect(accessToken.exp - accessToken.iat).toBe(TTL);

    const refreshResponse = await fetch(
      discovery.token_endpoint,
      postForm({ grant_type: 'refresh_token', client_id: DEV_CLIENT_ID, refresh_token: tokens.refresh_token }),
    );
    expect(refreshResponse.status).toBe(200);
    const renewed = await refreshResponse.json();
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.expires_in).toBe(TTL);
    expect(decodeJwt(renewed.access_token)).toMatchObject({ sub: String(admin.id), aud: PORTAL_API_SCOPE });

    // With the provider's session, silent sign-in (prompt=none) and prompt=consent return a code without any page.
    for (const prompt of ['none', 'consent']) {
      const request = authorizationUrl({ prompt });
      const silent = await browser.navigate(request.url);
      const silentTokens = await (await redeem(silent.location, request.verifier)).json();
      expect(decodeJwt(silentTokens.id_token)).toMatchObject({ sub: String(admin.id), role: 'Admin' });
    }
  });

  it('shows the form again with an error after a wrong password', async () => {
    const browser = new Browser();
    const action = await openLoginForm(browser, authorizationUrl().url);
    const email = demoPersonByRole('Client').email;

    const response = await browser.fetch(action, postForm({ email, password: 'złe hasło' }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(WRONG_CREDENTIALS);
    expect(html).toContain(`value="${email}"`);
  });

  it('answers silent sign-in without a session with login_required', async () => {
    const { location } = await new Browser().navigate(authorizationUrl({ prompt: 'none' }).url);
    const callback = new URL(location);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('login_required');
    expect(callback.searchParams.get('state')).toBe('state-1');
  });
});
