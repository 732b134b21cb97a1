// The page the OpenID provider answers a silent (prompt=none) sign-in, or a silent sign-out (the public checkout),
// to, inside a hidden iframe. It reads its two settings itself (not through src/lib/config): importing any app
// module would make it load the app's first page.
import { UserManager } from 'oidc-client-ts';

const manager = new UserManager({
  authority: import.meta.env.VITE_OIDC_AUTHORITY ?? '',
  client_id: import.meta.env.VITE_OIDC_CLIENT_ID ?? '',
  redirect_uri: `${window.location.origin}/signin-callback`,
});
// a sign-in's answer carries a code or an error; a sign-out's only its state
const query = new URLSearchParams(window.location.search);
void (query.has('code') || query.has('error') ? manager.signinSilentCallback() : manager.signoutSilentCallback());
