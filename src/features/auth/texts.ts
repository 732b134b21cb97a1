/** Screen texts of sign-in, registration and the password flows (the role names are in src/copy/roles). */
export const authTexts = {
  title: 'Logowanie',
  demoIntro: 'Wersja demonstracyjna: wybierz rolę, aby zalogować się bez serwera.',
  signIn: 'Zaloguj się',
  /** The demo's e-mail and password form, for the accounts registered in the demo. */
  demoAccount: {
    title: 'Logowanie adresem e-mail',
    intro: 'Konto zarejestrowane w tej przeglądarce albo osoba z danych demonstracyjnych.',
    /** The seeded people's sign-in; the demo session gives it, so a production build holds none of it. */
    seededHint: (email: string, password: string) => `Na przykład ${email}, hasło ${password}.`,
    invalid: 'Nieprawidłowy adres e-mail lub hasło.',
    notActivated: 'To konto nie zostało jeszcze aktywowane. Kliknij link z wiadomości aktywacyjnej.',
  },
  noAccount: 'Nie masz konta?',
  register: 'Zarejestruj się',
  forgotPassword: 'Nie pamiętasz hasła?',

  email: 'Adres e-mail',
  password: 'Hasło',
  newPassword: 'Nowe hasło',
  currentPassword: 'Obecne hasło',
  confirmPassword: 'Powtórz hasło',
  /** Spec 000 section 5. */
  passwordsDiffer: 'Hasła muszą być identyczne',
  rulesNotMet: 'Hasło nie spełnia wszystkich wymagań',

  registration: {
    title: 'Rejestracja',
    intro: 'Załóż konto, aby zgłaszać sprawy, śledzić ich przebieg i opłacać rozliczenia online.',
    termsBefore: 'Akceptuję ',
    termsLink: 'politykę prywatności i regulamin',
    termsDialog: 'Polityka prywatności i regulamin',
    termsClose: 'Wróć do rejestracji',
    submit: 'Zarejestruj',
    haveAccount: 'Masz już konto?',
    sentTitle: 'Sprawdź swoją skrzynkę',
    sent: (email: string) =>
      `Wysłaliśmy link aktywacyjny na adres ${email}. Kliknij go, aby aktywować konto. Link jest ważny 7 dni.`,
    sentHint:
      'Nie widzisz wiadomości? Sprawdź folder spam. Możesz też zarejestrować się ponownie tym samym adresem — wyślemy nowy link.',
    toSignIn: 'Przejdź do logowania',
  },

  activation: {
    title: 'Aktywacja konta',
    intro: (email: string) => `Aktywujesz konto ${email}.`,
    activating: (email: string) => `Aktywujemy konto ${email}…`,
    setPassword: 'Ustaw hasło, którym będziesz się logować.',
    submit: 'Aktywuj konto',
    doneTitle: 'Konto jest aktywne',
    done: 'Możesz się już zalogować. Po pierwszym logowaniu poprosimy Cię o uzupełnienie danych.',
    incomplete: 'Ten link jest niepełny. Otwórz link z wiadomości aktywacyjnej albo skopiuj go w całości.',
    expiredTitle: 'Link nie działa',
    registerAgain: 'Zarejestruj się ponownie',
    expiredHint:
      'Jeśli konto jest już aktywne, po prostu się zaloguj. Jeśli nie, zarejestruj się ponownie tym samym adresem — wyślemy nowy link.',
  },

  forgot: {
    title: 'Nie pamiętam hasła',
    intro: 'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.',
    submit: 'Wyślij link',
    sentTitle: 'Sprawdź swoją skrzynkę',
    sent: (email: string) =>
      `Jeśli konto z adresem ${email} istnieje, wysłaliśmy na nie link do ustawienia nowego hasła. Link jest ważny 24 godziny.`,
    back: 'Wróć do logowania',
  },

  reset: {
    title: 'Ustaw nowe hasło',
    intro: (email: string) => `Ustawiasz nowe hasło konta ${email}.`,
    submit: 'Ustaw hasło',
    doneTitle: 'Hasło zostało zmienione',
    done: 'Zaloguj się nowym hasłem.',
    incomplete: 'Ten link jest niepełny. Otwórz link z wiadomości albo poproś o nowy.',
    expiredTitle: 'Link nie działa',
    expiredHint: 'Linki do zmiany hasła działają raz i przez 24 godziny. Poproś o nowy link.',
    sendAgain: 'Wyślij nowy link',
  },

  change: {
    title: 'Zmiana hasła',
    submit: 'Zmień hasło',
    done: 'Hasło zostało zmienione.',
  },
};
