// Starts the development OpenID provider: `npx tsx scripts/dev-idp/cli.ts`
// (env DEV_IDP_PORT, DEV_IDP_ACCESS_TOKEN_TTL, DEV_IDP_ORIGINS=comma-separated extra client origins).
import { demoPeople } from '../../src/mocks/people';
import { DEV_CLIENT_ID, startDevIdp } from './provider';

const idp = await startDevIdp();
console.log(`Development OpenID provider: ${idp.issuer} (client_id ${DEV_CLIENT_ID})`);
console.table(demoPeople.map(({ id, role, email, password }) => ({ sub: String(id), role, email, password })));

const stop = async () => {
  await idp.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
