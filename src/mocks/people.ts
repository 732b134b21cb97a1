import type { UserRole } from '@portal/sdk/model';

/**
 * The people of the demo and of the development OpenID provider: one sign-in per role.
 * The id is the user id of the API and the `sub` of the token; the demo database builds on them.
 */
export interface DemoPerson {
  id: number;
  role: UserRole;
  /** The label of the demo sign-in button. */
  label: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Development OpenID provider password (development and tests only). */
  password: string;
}

export const demoPeople = [
  {
    id: 101,
    role: 'Client',
    label: 'Klient',
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna.kowalska@example.pl',
  },
  { id: 102, role: 'Patron', label: 'Opiekun', firstName: 'Piotr', lastName: 'Nowak', email: 'piotr.nowak@example.pl' },
  {
    id: 103,
    role: 'Manager',
    label: 'Manager',
    firstName: 'Katarzyna',
    lastName: 'Wiśniewska',
    email: 'katarzyna.wisniewska@example.pl',
  },
  {
    id: 104,
    role: 'Ambassador',
    label: 'Ambasador',
    firstName: 'Tomasz',
    lastName: 'Wójcik',
    email: 'tomasz.wojcik@example.pl',
  },
  {
    id: 105,
    role: 'ExpertEmployee',
    label: 'Ekspert-pracownik',
    firstName: 'Magdalena',
    lastName: 'Kamińska',
    email: 'magdalena.kaminska@example.pl',
  },
  {
    id: 106,
    role: 'ExpertOwner',
    label: 'Ekspert-właściciel',
    firstName: 'Marcin',
    lastName: 'Lewandowski',
    email: 'marcin.lewandowski@example.pl',
  },
  {
    id: 107,
    role: 'Admin',
    label: 'Administrator',
    firstName: 'Agnieszka',
    lastName: 'Zielińska',
    email: 'agnieszka.zielinska@example.pl',
  },
].map((person) => ({ ...person, password: 'Portal#2026' })) as DemoPerson[];

export const demoPersonByRole = (role: UserRole) => demoPeople.find((person) => person.role === role)!;
