import type { UserRole } from '@portal/sdk/model';
import { demoPersonIds } from './db/seed-ids';

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

/** The password of every seeded person (the demo's e-mail sign-in and the development OpenID provider). */
export const DEMO_PASSWORD = 'Portal#2026';

// pure for the bundler: a production build, which never signs in as a demo person, drops the list
export const demoPeople = /* @__PURE__ */ [
  {
    id: demoPersonIds.Client,
    role: 'Client',
    label: 'Klient',
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna.kowalska@example.pl',
  },
  {
    id: demoPersonIds.Patron,
    role: 'Patron',
    label: 'Opiekun',
    firstName: 'Piotr',
    lastName: 'Nowak',
    email: 'piotr.nowak@example.pl',
  },
  {
    id: demoPersonIds.Manager,
    role: 'Manager',
    label: 'Manager',
    firstName: 'Katarzyna',
    lastName: 'Wiśniewska',
    email: 'katarzyna.wisniewska@example.pl',
  },
  {
    id: demoPersonIds.Ambassador,
    role: 'Ambassador',
    label: 'Ambasador',
    firstName: 'Tomasz',
    lastName: 'Wójcik',
    email: 'tomasz.wojcik@example.pl',
  },
  {
    id: demoPersonIds.ExpertEmployee,
    role: 'ExpertEmployee',
    label: 'Ekspert-pracownik',
    firstName: 'Magdalena',
    lastName: 'Kamińska',
    email: 'magdalena.kaminska@example.pl',
  },
  {
    id: demoPersonIds.ExpertOwner,
    role: 'ExpertOwner',
    label: 'Ekspert-właściciel',
    firstName: 'Marcin',
    lastName: 'Lewandowski',
    email: 'marcin.lewandowski@example.pl',
  },
  {
    id: demoPersonIds.Admin,
    role: 'Admin',
    label: 'Administrator',
    firstName: 'Agnieszka',
    lastName: 'Zielińska',
    email: 'agnieszka.zielinska@example.pl',
  },
].map((person) => ({ ...person, password: DEMO_PASSWORD })) as DemoPerson[];

export const demoPersonByRole = (role: UserRole) => demoPeople.find((person) => person.role === role)!;
