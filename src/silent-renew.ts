// The page the OpenID provider answers a silent (prompt=none) sign-in to, inside a hidden iframe.
import { UserManager } from 'oidc-client-ts';
import { config } from './lib/config';

void new UserManager({
  authority: config.oidc.authority,
  client_id: config.oidc.clientId,
  redirect_uri: `${window.location.origin}/signin-callback`,
}).signinSilentCallback();
