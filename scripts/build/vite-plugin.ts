// The Vite plugin that makes each build only what it is (README, "The production build"):
// - a build against a real server (`npm run build`) fails without its API and sign-in settings;
// - the silent-renewal page exists only where there is OpenID sign-in (not in the demo);
// - every built page carries the Content-Security-Policy, and none may hold an inline script;
// - `vite preview` serves a build as its static host must (the cache rule below).
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { buildEnv, checkProductEnv, type BuildEnv } from './build-env.ts';
import { contentSecurityPolicy, frameAncestors, SILENT_RENEW_PAGE } from './csp.ts';
import { firstPageChunk, uiKitChunk } from './chunks.ts';

/**
 * On a page that signs in with a real server, the connection to an API on another origin is opened while the app's
 * scripts load, not after them: the page's first requests for data (each asked for twice, the browser's CORS check
 * first) come a round trip sooner.
 */
const apiPreconnect = (env: BuildEnv) => {
  if (env.mockApi || !/^https?:/.test(env.apiBaseUrl)) return '';
  return `\n    <link rel="preconnect" href="${new URL(env.apiBaseUrl).origin}" crossorigin />`;
};

/** The first inline <script> (one without src) or inline event handler of a page: the policy refuses either. */
export const inlineScriptIn = (html: string): string | undefined =>
  /<script\b(?![^>]*\bsrc=)[^>]*>|<[a-z][^>]*\son[a-z]+=/i.exec(html)?.[0];

const cspMeta = (env: BuildEnv) =>
  `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env).replaceAll('"', '&quot;')}" />`;

export function portalBuild(): Plugin {
  let env: BuildEnv;
  return {
    name: 'portal-build',
    config(config, { command, mode }) {
      const root = resolve(config.root ?? process.cwd());
      const envDir = typeof config.envDir === 'string' ? resolve(root, config.envDir) : root;
      const variables = loadEnv(mode, envDir, 'VITE_');
      env = buildEnv(variables);
      if (command !== 'build') return;
      checkProductEnv(variables, mode);
      // the app's page first (src/main.tsx), then the others
      const input: Record<string, string> = { main: resolve(root, 'index.html') };
      // the page the sign-in server answers a silent (prompt=none) sign-in to, inside a hidden iframe
      if (!env.demo) input.silentRenew = resolve(root, 'silent-renew.html');
      // the demo's stand-in for the card provider's pages (src/mocks/card-provider/page.ts)
      if (env.demo) input.cardProvider = resolve(root, 'demo-card-provider.html');
      const output = { codeSplitting: { groups: [firstPageChunk(Object.values(input).slice(1)), uiKitChunk()] } };
      // MSW's cookie store asks tldts for registrable domains; the demo's build answers with a few lines instead
      // of the 90 KB public suffix list (src/mocks/public-suffix.ts)
      const alias = env.mockApi ? { tldts: resolve(root, 'src/mocks/public-suffix.ts') } : undefined;
      return {
        build: {
          // the browsers the build targets preload modules themselves (Safari before 17 only loads them a little
          // later); the polyfill, imported by every page, would tie the silent-renewal page to the first-page chunk
          modulePreload: { polyfill: false },
          rolldownOptions: { input, output },
        },
        resolve: { alias },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // the dev server's pages need Vite's inline scripts (React refresh); only built pages carry the policy
        if (context.server) return html;
        const inline = inlineScriptIn(html);
        if (inline) {
          throw new Error(
            `${context.path}: "${inline}" is an inline script, which the Content-Security-Policy ` +
              "(script-src 'self') refuses: move it into a module file.",
          );
        }
        const meta = cspMeta(env) + apiPreconnect(env);
        const charset = /<meta charset[^>]*>/i.exec(html);
        return charset
          ? html.replace(charset[0], `${charset[0]}\n    ${meta}`)
          : html.replace(/<head>/i, `<head>\n    ${meta}`);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith(ASSETS)) res.setHeader('Cache-Control', IMMUTABLE);
        for (const [name, value] of Object.entries(securityHeaders(req.url ?? '/'))) res.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * The host's cache rule: a file under /assets/ is named after its content, so a browser keeps it a year without
 * asking again (a new build has new names); the pages themselves are asked for each time (`vite preview` default).
 */
const ASSETS = '/assets/';

/**
 * The headers the host sends with every file (docs/production.md, "Hosting"): no other site may frame the portal,
 * and it frames only its silent-renewal page itself (the full policy, `npm run csp`, ends with the same directive);
 * a file is taken for what its type says; another site learns only the portal's origin from a link.
 */
export function securityHeaders(url: string): Record<string, string> {
  const path = new URL(url, 'http://host').pathname;
  return {
    'Content-Security-Policy': frameAncestors(path),
    'X-Frame-Options': path === SILENT_RENEW_PAGE ? 'SAMEORIGIN' : 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
export const IMMUTABLE = 'public, max-age=31536000, immutable';
