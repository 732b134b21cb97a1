/** Screen texts of sign-in (the role names are in src/copy/roles). */
export const authTexts = {
  title: 'Logowanie',
  demoIntro: 'Wersja demonstracyjna: wybierz rolę, aby zalogować się bez serwera.',
  signIn: 'Zaloguj się',
};
