import type { ClientSize, UserRole, UserStatus } from '@portal/sdk/model';
import { demoPeople } from '@/mocks/people';

/** A user of the demo before its copies (profession, title, departments, organisations, patron) are added. */
export interface PersonSeed {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roles: UserRole[];
  phone: string;
  /** "street house[/flat], postal-code city" */
  address: string;
  /** Only when different from the address of residence. */
  mailingAddress?: string;
  createdAt: string;
  birthDate?: string;
  professionId?: number;
  managerTitleId?: number;
  departmentIds?: number[];
  patronId?: number;
  expertOwnerId?: number;
  status?: UserStatus;
  clientSize?: ClientSize;
  hasSubscription?: boolean;
  isFirstLoginDataFilled?: boolean;
  accountingSince?: string;
  lawSince?: string;
  deletionReason?: string;
}

/** Lower case without Polish diacritics, for e-mail addresses. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const emailOf = (firstName: string, lastName: string) => `${plain(firstName)}.${plain(lastName)}@example.pl`;

/** One of the seven demo people of src/mocks/people.ts (same id, name, e-mail and role). */
const demo = (id: number, phone: string, address: string, extra: Partial<PersonSeed>): PersonSeed => {
  const person = demoPeople.find((p) => p.id === id)!;
  const { firstName, lastName, email } = person;
  return {
    id,
    firstName,
    lastName,
    email,
    roles: [person.role],
    phone,
    address,
    createdAt: '2026-09-01T08:30:00Z',
    ...extra,
  };
};

const client = (
  id: number,
  firstName: string,
  lastName: string,
  phone: string,
  address: string,
  clientSize: ClientSize,
  patronId = 102,
): PersonSeed => ({
  id,
  firstName,
  lastName,
  email: emailOf(firstName, lastName),
  roles: ['Client'],
  phone,
  address,
  createdAt: `2026-09-${String(id - 100).padStart(2, '0')}T10:00:00Z`,
  professionId: 7,
  patronId,
  clientSize,
  accountingSince: '2026-09-01',
});

const staff = (
  id: number,
  firstName: string,
  lastName: string,
  role: UserRole,
  professionId: number | undefined,
  departmentIds: number[],
  phone: string,
  address: string,
  extra: Partial<PersonSeed> = {},
): PersonSeed => ({
  id,
  firstName,
  lastName,
  email: emailOf(firstName, lastName),
  roles: [role],
  phone,
  address,
  createdAt: '2026-09-05T09:00:00Z',
  professionId,
  departmentIds,
  ...extra,
});

export const personSeeds: PersonSeed[] = [
  // The seven demo people.
  demo(101, '+48 601 234 567', 'ul. Marszałkowska 84/12, 00-514 Warszawa', {
    createdAt: '2026-09-02T09:12:00Z',
    birthDate: '1986-04-17',
    professionId: 7,
    patronId: 102,
    clientSize: 'Between2And3',
    hasSubscription: true,
    accountingSince: '2026-09-01',
    lawSince: '2026-09-15',
  }),
  demo(102, '+48 602 345 678', 'ul. Grójecka 45/3, 02-031 Warszawa', { birthDate: '1981-11-02', departmentIds: [1] }),
  demo(103, '+48 603 456 789', 'ul. Puławska 112/7, 02-620 Warszawa', {
    birthDate: '1988-02-21',
    professionId: 2,
    managerTitleId: 1,
    departmentIds: [1, 2],
  }),
  demo(104, '+48 604 567 890', 'ul. Piotrkowska 155, 90-440 Łódź', { birthDate: '1979-07-30', professionId: 7 }),
  demo(105, '+48 605 678 901', 'ul. Głogowska 31/5, 60-702 Poznań', {
    birthDate: '1992-09-12',
    professionId: 1,
    departmentIds: [1],
    expertOwnerId: 106,
  }),
  demo(106, '+48 606 789 012', 'ul. Półwiejska 11, 61-888 Poznań', {
    birthDate: '1975-05-08',
    professionId: 2,
    departmentIds: [1, 2],
  }),
  demo(107, '+48 607 890 123', 'ul. Prosta 20, 00-850 Warszawa', { birthDate: '1984-12-01' }),
  // Clients (patron 102 unless given).
  client(110, 'Jan', 'Mazur', '+48 511 203 404', 'ul. Długa 12, 80-827 Gdańsk', 'Between10And50'),
  client(111, 'Ewa', 'Dąbrowska', '+48 512 118 220', 'ul. Świętojańska 53/2, 81-391 Gdynia', 'One'),
  client(112, 'Krzysztof', 'Szymański', '+48 513 440 118', 'ul. Legnicka 57/14, 54-203 Wrocław', 'One'),
  client(113, 'Joanna', 'Woźniak', '+48 514 902 331', 'ul. Narutowicza 9, 20-016 Lublin', 'One', 140),
  {
    ...client(114, 'Paweł', 'Kozłowski', '+48 515 671 009', 'ul. Mariacka 3/1, 40-014 Katowice', 'Over50', 140),
    mailingAddress: 'ul. Chorzowska 50, 40-121 Katowice',
  },
  client(115, 'Małgorzata', 'Jankowska', '+48 516 330 782', 'ul. Dietla 77/6, 31-070 Kraków', 'Between4And5', 140),
  client(116, 'Michał', 'Wojciechowski', '+48 517 025 640', 'ul. Kościuszki 41, 30-105 Kraków', 'Between6And9', 140),
  {
    ...client(117, 'Aleksandra', 'Kwiatkowska', '+48 518 447 215', 'ul. Lipowa 8, 15-424 Białystok', 'One'),
    status: 'NotConfirmed',
  },
  {
    ...client(118, 'Grzegorz', 'Krawczyk', '+48 519 884 120', 'ul. Zwycięstwa 22/9, 75-028 Koszalin', 'One'),
    status: 'Deleted',
    deletionReason: 'Zakończenie współpracy na prośbę klienta.',
  },
  // registered by her manager, not activated yet (a status of every kind among the demo manager's clients)
  {
    ...client(119, 'Natalia', 'Piotrowska', '+48 501 660 912', 'ul. Szeroka 15, 87-100 Toruń', 'Between2And3'),
    status: 'RegisteredNotConfirmed',
  },
  {
    ...client(199, 'Bartosz', 'Grabowski', '+48 502 771 390', 'ul. Rynek 4/2, 50-106 Wrocław', 'One'),
    status: 'Registered',
    isFirstLoginDataFilled: false,
    accountingSince: undefined,
    createdAt: '2026-11-21T18:40:00Z',
  },
  // Experts: owners and their employees.
  staff(120, 'Robert', 'Zając', 'ExpertOwner', 3, [2], '+48 608 120 340', 'ul. Wspólna 35/8, 00-519 Warszawa'),
  staff(121, 'Monika', 'Król', 'ExpertEmployee', 4, [2], '+48 608 221 777', 'ul. Hoża 51/3, 00-681 Warszawa', {
    expertOwnerId: 120,
  }),
  staff(122, 'Łukasz', 'Wieczorek', 'ExpertEmployee', 1, [1], '+48 608 332 145', 'ul. Dąbrowskiego 79, 60-529 Poznań', {
    expertOwnerId: 106,
  }),
  staff(
    123,
    'Karolina',
    'Jabłońska',
    'ExpertOwner',
    5,
    [3, 4],
    '+48 608 443 908',
    'ul. Chmielna 10/1, 00-020 Warszawa',
  ),
  // Managers (132 has no department).
  staff(130, 'Dariusz', 'Majewski', 'Manager', 5, [3, 4], '+48 609 130 130', 'ul. Karmelicka 18/5, 31-128 Kraków', {
    managerTitleId: 2,
  }),
  staff(131, 'Beata', 'Olszewska', 'Manager', 6, [5], '+48 609 131 131', 'ul. Ogrodowa 58, 00-876 Warszawa', {
    managerTitleId: 3,
  }),
  staff(132, 'Sebastian', 'Stępień', 'Manager', undefined, [], '+48 609 132 132', 'ul. Zielona 2/11, 90-601 Łódź', {
    managerTitleId: 4,
  }),
  // One more patron.
  staff(140, 'Renata', 'Dudek', 'Patron', undefined, [2], '+48 600 140 140', 'ul. Floriańska 6/2, 31-019 Kraków', {
    birthDate: '1983-03-15',
  }),
];
