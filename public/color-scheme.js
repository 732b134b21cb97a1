// Sets the colour scheme before the first paint, so that a dark page does not flash light while the app loads:
// the user's choice from the user menu (kept by Mantine under this key), else the system's. A file, not an inline
// script, so that the Content-Security-Policy can forbid inline scripts.
(function () {
  var chosen;
  try {
    chosen = window.localStorage.getItem('mantine-color-scheme-value');
  } catch {
    // storage blocked: follow the system
  }
  var dark = chosen === 'dark' || (chosen !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
