// The few HTML pages of the development provider: tiny, inline, Polish.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:," />
<style>
body { font-family: system-ui, sans-serif; max-width: 24rem; margin: 4rem auto; padding: 0 1rem; }
label { display: block; margin: 0 0 1rem; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem; }
button { padding: 0.5rem 1.5rem; }
.error { color: #c92a2a; }
</style>
</head>
<body>
${body}
</body>
</html>`;

export const LOGIN_HEADING = 'Logowanie — środowisko deweloperskie';
export const WRONG_CREDENTIALS = 'Nieprawidłowy e-mail lub hasło';

export const loginPage = (action: string, options: { email?: string; error?: string } = {}) =>
  page(
    'Logowanie',
    `<h1>${LOGIN_HEADING}</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label>E-mail <input type="email" name="email" value="${escapeHtml(options.email ?? '')}" autocomplete="username" required autofocus></label>
<label>Hasło <input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Zaloguj</button>
</form>`,
  );

/**
 * `form` is oidc-provider's hidden logout form; the button also ends the provider's session. `confirmed`: the page
 * submits it at once, as the button would.
 */
export const logoutPage = (form: string, { confirmed = false } = {}) =>
  page(
    'Wylogowanie',
    `<h1>Wylogowanie</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Wyloguj</button>
${confirmed ? `<script>document.querySelector('button[name="logout"]').click()</script>` : ''}`,
  );

export const loggedOutPage = () => page('Wylogowano', '<h1>Wylogowano</h1>');

export const errorPage = (error: string, description?: string) =>
  page(
    'Błąd',
    `<h1>Błąd logowania</h1>
<p><code>${escapeHtml(error)}</code>${description ? `: ${escapeHtml(description)}` : ''}</p>`,
  );
