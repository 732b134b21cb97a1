import { describe, expect, it } from 'vitest';
import { checkProductEnv } from './build-env';

const production = {
  VITE_API_BASE_URL: 'https://api.example.pl',
  VITE_OIDC_AUTHORITY: 'https://login.example.pl',
  VITE_OIDC_CLIENT_ID: 'portal',
};

describe('the settings a production build cannot do without', () => {
  it('a build with all three passes', () => {
    expect(() => checkProductEnv(production, 'production')).not.toThrow();
  });

  it.each(Object.keys(production))('a build without %s fails, naming it and what each setting is', (name) => {
    const env = { ...production, [name]: undefined };
    expect(() => checkProductEnv(env, 'production')).toThrow(
      `The production build needs the API and sign-in settings: ${name} is not set.`,
    );
    expect(() => checkProductEnv(env, 'production')).toThrow(/VITE_OIDC_AUTHORITY +the sign-in server/);
    expect(() => checkProductEnv(env, 'production')).toThrow('npm run build:demo');
  });

  it('an empty value is missing too, and every missing one is named', () => {
    expect(() => checkProductEnv({ VITE_API_BASE_URL: ' ', VITE_OIDC_CLIENT_ID: '' }, 'production')).toThrow(
      'VITE_API_BASE_URL, VITE_OIDC_AUTHORITY, VITE_OIDC_CLIENT_ID are not set.',
    );
  });

  it('the API and the sign-in server must be absolute https URLs (the policy is derived from their origins)', () => {
    expect(() => checkProductEnv({ ...production, VITE_API_BASE_URL: '/api-gateway' }, 'production')).toThrow(
      'VITE_API_BASE_URL must be an absolute https URL (http only for localhost)',
    );
    expect(() => checkProductEnv({ ...production, VITE_OIDC_AUTHORITY: 'login.example.pl' }, 'production')).toThrow(
      'VITE_OIDC_AUTHORITY must be an absolute https URL (http only for localhost)',
    );
  });

  it.each(['http://api.example.pl', 'http://10.0.0.5:8080', 'ftp://api.example.pl', 'http://localhost.example.pl'])(
    'a plain-http or other address (%s) for the API, the sign-in server or the card SDK fails',
    (address) => {
      for (const name of ['VITE_API_BASE_URL', 'VITE_OIDC_AUTHORITY', 'VITE_PAYU_SDK_URL'])
        expect(() => checkProductEnv({ ...production, [name]: address }, 'production')).toThrow(
          `${name} must be an absolute https URL (http only for localhost)`,
        );
    },
  );

  it.each(['http://localhost:4010', 'http://127.0.0.1:5000/api', 'http://[::1]:8080'])(
    'http on this machine (%s: the development sign-in server, the browser tests) passes',
    (address) => {
      expect(() =>
        checkProductEnv({ ...production, VITE_API_BASE_URL: address, VITE_OIDC_AUTHORITY: address }, 'production'),
      ).not.toThrow();
    },
  );

  it.each([
    [{ VITE_DEMO: 'true' }, 'VITE_DEMO'],
    [{ VITE_MOCK_API: 'true' }, 'VITE_MOCK_API'],
    [{ VITE_DEMO: 'false', VITE_MOCK_API: '1' }, 'VITE_DEMO, VITE_MOCK_API'],
  ])('no setting makes the production build the demo (%o)', (settings, named) => {
    for (const mode of ['production', 'staging'])
      expect(() => checkProductEnv({ ...production, ...settings }, mode)).toThrow(
        `The production build cannot be the demo: unset ${named}.\nThe demo, which needs no server, is built only by \`npm run build:demo\`.`,
      );
    expect(() => checkProductEnv(settings, 'production')).toThrow('cannot be the demo');
  });

  it('the demo and the development build (the API mocked in the browser) need none of the settings', () => {
    expect(() => checkProductEnv({ VITE_DEMO: 'true' }, 'demo')).not.toThrow();
    expect(() =>
      checkProductEnv({ VITE_MOCK_API: 'true', VITE_OIDC_AUTHORITY: 'http://localhost:4010' }, 'development'),
    ).not.toThrow();
  });

  it('the demo and the development modes must stay what their .env files make them', () => {
    expect(() => checkProductEnv({ VITE_DEMO: 'false' }, 'demo')).toThrow(
      'The demo build must keep the settings of .env.demo',
    );
    expect(() => checkProductEnv({ VITE_DEMO: 'true', VITE_MOCK_API: 'true' }, 'development')).toThrow(
      'The development build must keep the settings of .env.development',
    );
    expect(() => checkProductEnv(production, 'development')).toThrow('.env.development');
  });
});
