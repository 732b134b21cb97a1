/** Screen texts of the staff directory (/people). */
export const peopleTexts = {
  list: 'Lista pracowników',
  count: (n: number) => `Osoby: ${n}`,
  empty: 'Nie ma jeszcze żadnych pracowników.',
  emptyFiltered: 'Nikt nie pasuje do wyszukiwania i filtrów.',
  emptyPage: 'Na tej stronie nie ma już nikogo.',
  columns: {
    name: 'Imię i nazwisko',
    title: 'Stanowisko',
  },
  /** The read-only card a manager opens from a row. */
  card: {
    open: (name: string) => `Karta: ${name}`,
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-mail',
    none: 'Brak',
  },
};
