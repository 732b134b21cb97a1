// npm run dev: the development OpenID provider and the Vite dev server (real sign-in, mocked API).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { startDevIdp } from './dev-idp/provider';

const root = resolve(import.meta.dirname, '..');
const idp = await startDevIdp();
console.log(`development OpenID provider: ${idp.issuer}`);
const vite = spawn(join(root, 'node_modules', '.bin', 'vite'), ['--host', 'localhost', '--port', '5173'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_OIDC_AUTHORITY: idp.issuer },
});
const stop = async () => {
  vite.kill('SIGTERM');
  await idp.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
