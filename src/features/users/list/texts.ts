/** Screen texts of the users administration (/users). */
export const usersListTexts = {
  add: 'Dodaj użytkownika',
  addByRole: 'Dodaj według roli',
  addRole: (role: string) => `Dodaj: ${role}`,
  count: (n: number) => `Użytkownicy: ${n}`,
  empty: 'Nie ma jeszcze żadnych użytkowników.',
  emptyFiltered: 'Żaden użytkownik nie pasuje do wyszukiwania.',
  emptyPage: 'Na tej stronie nie ma już użytkowników.',
  columns: {
    name: 'Użytkownik',
    subscription: 'Abonament',
    createdAt: 'Utworzono',
  },
  subscription: 'Abonament',
  hasSubscription: 'Tak',
} as const;
