import { describe, expect, it } from 'vitest';
import { buildEnv } from './build-env';
import { contentSecurityPolicy, cspDirectives } from './csp';
import { inlineScriptIn } from './vite-plugin';

const productionVariables = {
  VITE_API_BASE_URL: 'https://api.example.pl/portal',
  VITE_OIDC_AUTHORITY: 'https://login.example.pl/realms/portal',
  VITE_OIDC_CLIENT_ID: 'portal',
};
const production = buildEnv(productionVariables);
const directive = (env: typeof production, name: string) =>
  cspDirectives(env)
    .find(([directiveName]) => directiveName === name)?.[1]
    .join(' ');

describe('the Content-Security-Policy of a build', () => {
  it('production: scripts from the site and the card provider, the network only to the API, its hub and the sign-in server', () => {
    expect(contentSecurityPolicy(production)).toBe(
      "default-src 'self'; script-src 'self' https://secure.payu.com; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self'; " +
        'connect-src https://api.example.pl wss://api.example.pl https://login.example.pl; ' +
        "frame-src 'self' https://login.example.pl https://secure.payu.com; worker-src 'none'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'",
    );
  });

  it('the card provider’s sandbox, when the build names it', () => {
    const sandbox = buildEnv({
      ...productionVariables,
      VITE_PAYU_SDK_URL: 'https://secure.snd.payu.com/javascript/sdk',
    });
    expect(directive(sandbox, 'script-src')).toBe("'self' https://secure.snd.payu.com");
    expect(directive(sandbox, 'frame-src')).toBe("'self' https://login.example.pl https://secure.snd.payu.com");
  });

  it('as a header it also forbids any site to frame the portal (a meta element cannot); the portal its silent renewal', () => {
    for (const page of ['/', '/login', '/yourCases/1001', '/assets/main.js'])
      expect(contentSecurityPolicy(production, { header: page })).toBe(
        `${contentSecurityPolicy(production)}; frame-ancestors 'none'`,
      );
    expect(contentSecurityPolicy(production, { header: '/silent-renew.html' })).toBe(
      `${contentSecurityPolicy(production)}; frame-ancestors 'self'`,
    );
    expect(contentSecurityPolicy(production)).not.toContain('frame-ancestors');
  });

  it('an http API is reached over ws: for the hub', () => {
    const env = buildEnv({
      ...productionVariables,
      VITE_API_BASE_URL: 'http://localhost:5080',
      VITE_OIDC_AUTHORITY: 'http://localhost:4010',
    });
    expect(directive(env, 'connect-src')).toBe('http://localhost:5080 ws://localhost:5080 http://localhost:4010');
  });

  it('the demo: its own origin only, no worker, no frames, no sign-in server', () => {
    const demo = buildEnv({ VITE_DEMO: 'true', VITE_OIDC_AUTHORITY: 'http://localhost:4010' });
    expect(directive(demo, 'connect-src')).toBe("'self'");
    expect(directive(demo, 'worker-src')).toBe("'none'");
    expect(directive(demo, 'frame-src')).toBe("'none'");
    expect(directive(demo, 'script-src')).toBe("'self'");
  });

  it('development (real sign-in, the API mocked in the browser): its own origin and the development provider', () => {
    const development = buildEnv({ VITE_MOCK_API: 'true', VITE_OIDC_AUTHORITY: 'http://localhost:4011' });
    expect(directive(development, 'connect-src')).toBe("'self' http://localhost:4011");
    expect(directive(development, 'frame-src')).toBe("'self' http://localhost:4011");
    expect(directive(development, 'worker-src')).toBe("'none'");
    // the card provider is mocked with the API: its stand-in comes from the site
    expect(directive(development, 'script-src')).toBe("'self'");
  });
});

describe('a built page may hold no inline script', () => {
  it('finds an inline script or event handler, and lets module scripts by src pass', () => {
    expect(inlineScriptIn('<head><script type="module" crossorigin src="/assets/main.js"></script></head>')).toBe(
      undefined,
    );
    expect(inlineScriptIn('<head><script>document.documentElement.dataset.x = 1</script></head>')).toBe('<script>');
    expect(inlineScriptIn('<link rel="stylesheet" href="/a.css" onload="this.media=\'all\'">')).toContain('onload=');
  });
});
