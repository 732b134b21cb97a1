// The development OpenID provider (panva's oidc-provider): the demo people sign in with e-mail and password,
// one public client (`portal-dev`) with authorization code + PKCE, refresh tokens and short-lived JWT access tokens.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors, type Client, type KoaContextWithOIDC } from 'oidc-provider';
import { demoPeople } from '../../src/mocks/people';
import { errorPage, loggedOutPage, loginPage, logoutPage, WRONG_CREDENTIALS } from './pages';

export const DEV_CLIENT_ID = 'portal-dev';
/** The scope of the portal's web API; also the `aud` of its access tokens. */
export const PORTAL_API_SCOPE = 'portal-api';
/** Resource indicators must be absolute URIs; every token request of the dev client defaults to this one. */
export const PORTAL_API_RESOURCE = 'urn:portal-api';
export const DEV_SCOPES = ['openid', 'profile', 'offline_access', PORTAL_API_SCOPE];
export const DEFAULT_DEV_IDP_PORT = 4010;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 60;
const DEFAULT_ORIGINS = ['http://localhost:5173', 'http://localhost:4173'];
const HOUR = 60 * 60;

export interface DevIdpOptions {
  port?: number;
  /** The address to listen on; the issuer is always `http://localhost:<port>`. */
  host?: string;
  accessTokenTtlSeconds?: number;
  clientRedirectOrigins?: string[];
}

export interface DevIdp {
  issuer: string;
  close(): Promise<void>;
}

const envNumber = (name: string) => {
  const value = process.env[name];
  return value ? Number(value) : undefined;
};

const envOrigins = () =>
  (process.env.DEV_IDP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

const findAccount = async (_ctx: KoaContextWithOIDC, id: string) => {
  const person = demoPeople.find((candidate) => String(candidate.id) === id);
  if (!person) return undefined;
  return {
    accountId: id,
    claims: async () => ({
      sub: id,
      name: `${person.firstName} ${person.lastName}`,
      given_name: person.firstName,
      family_name: person.lastName,
      email: person.email,
      role: person.role,
    }),
  };
};

/** Consent is implied for the dev client: every requested scope is added to the grant, so no consent screen. */
const loadExistingGrant = async (ctx: KoaContextWithOIDC) => {
  const { oidc } = ctx;
  const accountId = oidc.account!.accountId;
  const clientId = oidc.client.clientId;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant?.accountId !== accountId) grant = new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
};

const readForm = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

const sendHtml = (res: ServerResponse, html: string, status = 200) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
};

/** GET shows the login form, POST checks it; a consent prompt (only on `prompt=consent`) is granted at once. */
const handleInteraction = async (provider: Provider, req: IncomingMessage, res: ServerResponse) => {
  const details = await provider.interactionDetails(req, res);
  const action = `/interaction/${details.uid}`;

  if (details.prompt.name === 'consent') {
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }

  if (req.method !== 'POST') {
    const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    sendHtml(res, loginPage(action, { email: loginHint }));
    return;
  }

  const form = await readForm(req);
  const email = (form.get('email') ?? '').trim();
  const person = demoPeople.find(
    (candidate) => candidate.email.toLowerCase() === email.toLowerCase() && candidate.password === form.get('password'),
  );
  if (!person) {
    sendHtml(res, loginPage(action, { email, error: WRONG_CREDENTIALS }));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: String(person.id) } },
    { mergeWithLastSubmission: false },
  );
};

const listen = (server: ReturnType<typeof createServer>, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

export async function startDevIdp(options: DevIdpOptions = {}): Promise<DevIdp> {
  const accessTokenTTL =
    options.accessTokenTtlSeconds ?? envNumber('DEV_IDP_ACCESS_TOKEN_TTL') ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  const origins = options.clientRedirectOrigins ?? [...new Set([...DEFAULT_ORIGINS, ...envOrigins()])];

  // The server listens first so that port 0 (any free port) still yields a known issuer; the request handler
  // is attached in the same tick as the provider is built, before any request can be read.
  const server = createServer();
  const port = await listen(
    server,
    options.port ?? envNumber('DEV_IDP_PORT') ?? DEFAULT_DEV_IDP_PORT,
    options.host ?? 'localhost',
  );
  const issuer = `http://localhost:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: DEV_SCOPES.join(' '),
        redirect_uris: origins.flatMap((origin) => [`${origin}/signin-callback`, `${origin}/silent-renew.html`]),
        // `/` after a sign-out; the silent-renewal page after the public checkout's silent one (in a hidden frame)
        post_logout_redirect_uris: origins.flatMap((origin) => [`${origin}/`, `${origin}/silent-renew.html`]),
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev-idp', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount,
    loadExistingGrant,
    responseTypes: ['code'],
    scopes: DEV_SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'email', 'role'],
    },
    // The profile claims go into the id token too, so the portal needs no userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origins.includes(origin),
    // OpenID Connect drops offline_access from a request without prompt=consent (oidc-client-ts sends none), so
    // the default rule (offline_access granted) would never issue one. Every code of the dev client gets a refresh
    // token; without offline_access it ends with the provider's session (sign-out), which suits development.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: Client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: accessTokenTTL,
      IdToken: accessTokenTTL,
      AuthorizationCode: 60,
      Interaction: HOUR,
      Session: 8 * HOUR,
      Grant: 8 * HOUR,
      RefreshToken: 8 * HOUR,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          // as most providers do, a sign-out that names its session by the id token is not asked to be confirmed
          ctx.body = logoutPage(form, { confirmed: Boolean(ctx.oidc.params?.id_token_hint) });
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => PORTAL_API_RESOURCE,
        // Without this, a request with the openid scope would get an opaque token for the userinfo endpoint.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== PORTAL_API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: PORTAL_API_SCOPE,
            audience: PORTAL_API_SCOPE,
            accessTokenFormat: 'jwt',
            accessTokenTTL,
          };
        },
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
  });

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    handleInteraction(provider, req, res).catch((error: Error) => {
      if (!res.headersSent) sendHtml(res, errorPage('interaction_failed', error.message), 400);
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
