/**
 * The meta descriptions of the registration and password pages. Apart from the screens' texts: the routes hold
 * them, and the routes are part of the first page's JS.
 */
export const authPageDescriptions = {
  register:
    'Załóż konto w Portalu Klienta: zgłaszaj sprawy księgowe, prawne i doradcze, śledź ich przebieg i opłacaj rozliczenia online.',
  activate: 'Aktywuj konto w Portalu Klienta linkiem z wiadomości e-mail.',
  forgotPassword:
    'Nie pamiętasz hasła do Portalu Klienta? Podaj adres e-mail, a wyślemy link do ustawienia nowego hasła.',
  forgotPasswordComplete: 'Ustaw nowe hasło do Portalu Klienta linkiem z wiadomości e-mail.',
};
