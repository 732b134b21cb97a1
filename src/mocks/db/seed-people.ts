import type {
  Address,
  Department,
  ManagerTitle,
  Organisation,
  OrganisationUser,
  Profession,
  UserRole,
} from '@portal/sdk/model';
import { ids } from './seed-ids';
import { personSeeds } from './seed-people-rows';
import type { DemoUser } from './types';

/** Id of the white-label organisation "Partner" (spec, section 1). */
export const PARTNER_ORGANISATION_ID = ids.organisation.partner;
export const MAIN_ORGANISATION_ID = ids.organisation.main;
export const EXPERT_OFFICE_ORGANISATION_ID = ids.organisation.expertOffice;

export const departments = [
  { id: 1, name: 'Księgowość', organisationId: null, createdAt: '2026-09-01T08:00:00Z' },
  { id: 2, name: 'Prawo', organisationId: null, createdAt: '2026-09-01T08:00:00Z' },
  { id: 3, name: 'Marketing', organisationId: null, createdAt: '2026-09-01T08:00:00Z' },
  { id: 4, name: 'Rekrutacja', organisationId: null, createdAt: '2026-09-01T08:00:00Z' },
  { id: 5, name: 'Inwestycje', organisationId: null, createdAt: '2026-09-01T08:00:00Z' },
  // new: no products nor people yet
  { id: 6, name: 'Energetyka i ESG', organisationId: null, createdAt: '2026-11-02T09:30:00Z' },
] satisfies Department[];

export const managerTitles = [
  { id: 1, name: 'Senior Manager' },
  { id: 2, name: 'Manager ds. Klienta' },
  { id: 3, name: 'Kierownik Zespołu' },
  { id: 4, name: 'Dyrektor ds. Rozwoju Biznesu' },
  // no one holds it yet
  { id: 5, name: 'Opiekun Kluczowych Klientów' },
] satisfies ManagerTitle[];

export const professions = [
  { id: 1, name: 'Specjalista ds. księgowości' },
  { id: 2, name: 'Doradca podatkowy' },
  { id: 3, name: 'Radca prawny' },
  { id: 4, name: 'Adwokat' },
  { id: 5, name: 'Specjalista ds. marketingu' },
  { id: 6, name: 'Doradca inwestycyjny' },
  { id: 7, name: 'Przedsiębiorca' },
  { id: 8, name: 'Specjalista ds. rekrutacji' },
] satisfies Profession[];

const organisationSeeds = [
  {
    id: MAIN_ORGANISATION_ID,
    name: 'Portal Klienta sp. z o.o.',
    nip: '5252481007',
    address: { street: 'ul. Prosta', houseNumber: '20', flatNumber: null, postalCode: '00-850', city: 'Warszawa' },
    createdAt: '2026-09-01T08:00:00Z',
  },
  {
    id: PARTNER_ORGANISATION_ID,
    name: 'Partner',
    nip: '6762391002',
    address: { street: 'ul. Wielicka', houseNumber: '28', flatNumber: '4', postalCode: '30-552', city: 'Kraków' },
    createdAt: '2026-09-02T10:00:00Z',
  },
  {
    id: EXPERT_OFFICE_ORGANISATION_ID,
    name: 'Biuro Rachunkowe Lewandowski i Wspólnicy',
    nip: '7792411000',
    address: { street: 'ul. Półwiejska', houseNumber: '11', flatNumber: null, postalCode: '61-888', city: 'Poznań' },
    createdAt: '2026-09-03T12:00:00Z',
  },
] satisfies Organisation[];

/** [user id, organisation id, roles in the organisation]; a user's `organisations` are derived from these. */
const memberships: [number, number, UserRole[]][] = [
  [101, MAIN_ORGANISATION_ID, ['Client']],
  [102, MAIN_ORGANISATION_ID, ['Patron']],
  [103, MAIN_ORGANISATION_ID, ['Manager']],
  [103, PARTNER_ORGANISATION_ID, ['Manager', 'Patron']],
  [103, EXPERT_OFFICE_ORGANISATION_ID, ['Manager']],
  [105, EXPERT_OFFICE_ORGANISATION_ID, ['ExpertEmployee']],
  [106, EXPERT_OFFICE_ORGANISATION_ID, ['ExpertOwner']],
  [106, MAIN_ORGANISATION_ID, ['ExpertOwner']],
  [107, MAIN_ORGANISATION_ID, ['Admin']],
  [107, PARTNER_ORGANISATION_ID, ['Admin']],
  [107, EXPERT_OFFICE_ORGANISATION_ID, ['Admin']],
  [110, MAIN_ORGANISATION_ID, ['Client']],
  [111, MAIN_ORGANISATION_ID, ['Client']],
  [115, PARTNER_ORGANISATION_ID, ['Client']],
  [116, PARTNER_ORGANISATION_ID, ['Client']],
  [122, EXPERT_OFFICE_ORGANISATION_ID, ['ExpertEmployee']],
  [130, PARTNER_ORGANISATION_ID, ['Manager']],
  [140, PARTNER_ORGANISATION_ID, ['Patron']],
];

export const organisationUsers: OrganisationUser[] = memberships.map(([userId, organisationId, roles], index) => {
  const person = personSeeds.find((p) => p.id === userId)!;
  return {
    id: index + 1,
    organisationId,
    userId,
    user: { id: userId, firstName: person.firstName, lastName: person.lastName, email: person.email },
    roles,
    createdAt: '2026-09-07T08:00:00Z',
  } satisfies OrganisationUser;
});

export const organisations: Organisation[] = organisationSeeds.map((organisation) => ({
  ...organisation,
  userCount: memberships.filter(([, organisationId]) => organisationId === organisation.id).length,
}));

/** Parses "street house[/flat], postal-code city". */
const toAddress = (text: string): Address => {
  const [, street, houseNumber, flatNumber, postalCode, city] = /^(.+) ([^ /]+)(?:\/(\S+))?, (\d{2}-\d{3}) (.+)$/.exec(
    text,
  )!;
  return { street, houseNumber, flatNumber: flatNumber ?? null, postalCode, city };
};

export const users: DemoUser[] = personSeeds.map((p) => {
  const patron = p.patronId ? personSeeds.find((s) => s.id === p.patronId)! : null;
  const status = p.status ?? 'Active';
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    birthDate: p.birthDate ?? null,
    professionId: p.professionId ?? null,
    profession: professions.find((x) => x.id === p.professionId) ?? null,
    phoneNumber: p.phone,
    email: p.email,
    addressOfResidence: toAddress(p.address),
    mailingAddress: toAddress(p.mailingAddress ?? p.address),
    isAddressDifferent: !!p.mailingAddress,
    accountingCooperationBeginDate: p.accountingSince ?? null,
    lawCooperationBeginDate: p.lawSince ?? null,
    profileImageId: null,
    status,
    roles: p.roles,
    hasSubscription: p.hasSubscription ?? false,
    isDeleted: status === 'Deleted',
    isFirstLoginDataFilled: p.isFirstLoginDataFilled ?? true,
    managerTitleId: p.managerTitleId ?? null,
    managerTitle: managerTitles.find((x) => x.id === p.managerTitleId) ?? null,
    departments: departments.filter((d) => p.departmentIds?.includes(d.id)),
    organisations: memberships
      .filter(([userId]) => userId === p.id)
      .map(([, organisationId, roles]) => ({
        organisationId,
        name: organisationSeeds.find((o) => o.id === organisationId)!.name,
        roles,
      })),
    patronId: patron?.id ?? null,
    patron: patron && { id: patron.id, firstName: patron.firstName, lastName: patron.lastName, email: patron.email },
    clientSize: p.clientSize ?? null,
    deletionReason: p.deletionReason ?? null,
    expertOwnerId: p.expertOwnerId ?? null,
    createdAt: p.createdAt,
  } satisfies DemoUser;
});
