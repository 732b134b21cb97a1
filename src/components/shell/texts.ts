/** Texts of the shell's own pages (not-found, coming soon, route errors). */
export const shellTexts = {
  retry: 'Spróbuj ponownie',
  home: 'Wróć na stronę główną',
  notFound: {
    title: 'Nie znaleziono strony',
    message: 'Strona, której szukasz, nie istnieje albo została przeniesiona.',
  },
  comingSoon: 'Ten ekran jest w przygotowaniu i wkrótce będzie dostępny.',
};
