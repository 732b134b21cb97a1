// npm run csp: the Content-Security-Policy header for a host to send with the production build, from the same
// settings as `npm run build` (the environment and .env.production[.local]). The built pages carry the policy as
// a <meta> element already; the header adds what a meta element cannot set (frame-ancestors).
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { buildEnv, checkProductEnv } from './build-env';
import { contentSecurityPolicy, SILENT_RENEW_PAGE } from './csp';

const mode = process.argv[2] ?? 'production';
const variables = loadEnv(mode, resolve(import.meta.dirname, '../..'), 'VITE_');
try {
  checkProductEnv(variables, mode);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const env = buildEnv(variables);
console.log(`Content-Security-Policy: ${contentSecurityPolicy(env, { header: '/' })}`);
console.log(`\n${SILENT_RENEW_PAGE} only (the portal frames it for the silent sign-in renewal):`);
console.log(`Content-Security-Policy: ${contentSecurityPolicy(env, { header: SILENT_RENEW_PAGE })}`);
