/** Texts shared by the users' lists (/users, /people, the clients' lists, /yourExpertEmployees). */
export const userListTexts = {
  columns: {
    phone: 'Telefon',
    email: 'E-mail',
    roles: 'Role',
    status: 'Status',
    departments: 'Departamenty',
  },
  filters: {
    search: 'Szukaj',
    searchPlaceholder: 'Imię, nazwisko, e-mail lub telefon',
    role: 'Rola',
    status: 'Status',
  },
} as const;
