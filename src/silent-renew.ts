// The page the OpenID provider answers a silent (prompt=none) sign-in to, inside a hidden iframe. It reads its two
// settings itself (not through src/lib/config): importing any app module would make it load the app's first page.
import { UserManager } from 'oidc-client-ts';

void new UserManager({
  authority: import.meta.env.VITE_OIDC_AUTHORITY ?? '',
  client_id: import.meta.env.VITE_OIDC_CLIENT_ID ?? '',
  redirect_uri: `${window.location.origin}/signin-callback`,
}).signinSilentCallback();
