import { describe, expect, it } from 'vitest';
import { checkProductEnv } from './build-env';

const production = {
  VITE_API_BASE_URL: 'https://api.example.pl',
  VITE_OIDC_AUTHORITY: 'https://login.example.pl',
  VITE_OIDC_CLIENT_ID: 'portal',
};

describe('the settings a production build cannot do without', () => {
  it('a build with all three passes', () => {
    expect(() => checkProductEnv(production)).not.toThrow();
  });

  it.each(Object.keys(production))('a build without %s fails, naming it and what each setting is', (name) => {
    const env = { ...production, [name]: undefined };
    expect(() => checkProductEnv(env)).toThrow(
      `The production build needs the API and sign-in settings: ${name} is not set.`,
    );
    expect(() => checkProductEnv(env)).toThrow(/VITE_OIDC_AUTHORITY +the sign-in server/);
    expect(() => checkProductEnv(env)).toThrow('npm run build:demo');
  });

  it('an empty value is missing too, and every missing one is named', () => {
    expect(() => checkProductEnv({ VITE_API_BASE_URL: ' ', VITE_OIDC_CLIENT_ID: '' })).toThrow(
      'VITE_API_BASE_URL, VITE_OIDC_AUTHORITY, VITE_OIDC_CLIENT_ID are not set.',
    );
  });

  it('the API and the sign-in server must be absolute http(s) URLs (the policy is derived from their origins)', () => {
    expect(() => checkProductEnv({ ...production, VITE_API_BASE_URL: '/api-gateway' })).toThrow(
      'VITE_API_BASE_URL must be an absolute http(s) URL',
    );
    expect(() => checkProductEnv({ ...production, VITE_OIDC_AUTHORITY: 'login.example.pl' })).toThrow(
      'VITE_OIDC_AUTHORITY must be an absolute http(s) URL',
    );
  });

  it('the demo and the development build (the API mocked in the browser) need none of them', () => {
    expect(() => checkProductEnv({ VITE_DEMO: 'true' })).not.toThrow();
    expect(() =>
      checkProductEnv({ VITE_MOCK_API: 'true', VITE_OIDC_AUTHORITY: 'http://localhost:4010' }),
    ).not.toThrow();
  });
});
