import type { UserAccountingPotential, UserClientPotential, UserLeasingSurvey, UserVetro } from '@portal/sdk/model';
import { ids } from './seed-ids';

// The clients' sales data (written by issue 34's CRM work).

const { client, otherClient, itConsultingClient, manager, managerLeader } = ids.person;
const { fullAccounting, payroll } = ids.product;

/**
 * What the sales team knows of three clients' business: Anna Kowalska's interior design studio growing out of her
 * sole proprietorship, Mazur Transport's fleet to renew, Szymański IT Consulting exporting its services. Written by
 * the managers who look after them (103; Mazur's also by the managers' leader, 131).
 */
export const clientPotentials: UserClientPotential[] = [
  {
    userId: client,
    clientProfile: 'SmallEntrepreneur',
    clientSize: 'Between2And3',
    education: 'HigherEducation',
    legalForm: 'SpZoo',
    source: 'Personal',
    annualRevenue: 1_850_000,
    // Pełna księgowość, Kadry i płace, Ubezpieczenia firmowe
    interestedProductIds: [fullAccounting, payroll, 22],
    notes:
      'Studio Wnętrz Kowalska rośnie: w 2027 r. chce zatrudnić dwie projektantki. Rozważa przejście z obecnego biura ' +
      'rachunkowego na pełną księgowość u nas razem z kadrami.',
    createdAt: '2026-09-18T10:15:00Z',
    createdById: manager,
    updatedAt: '2026-11-06T14:40:00Z',
    updatedById: manager,
  },
  {
    userId: otherClient,
    clientProfile: 'MediumEntrepreneur',
    clientSize: 'Between10And50',
    education: 'Vocational',
    legalForm: 'SpZoo',
    source: 'External',
    annualRevenue: 12_400_000,
    // Leasing pojazdów i maszyn, Kredyt dla firm, Ubezpieczenia firmowe
    interestedProductIds: [20, 21, 22],
    notes:
      'Flota 18 ciągników siodłowych, w 2027 r. wymiana czterech: leasing lub kredyt. Pyta też o ubezpieczenie OC ' +
      'przewoźnika i cargo.',
    createdAt: '2026-10-02T09:00:00Z',
    createdById: managerLeader,
    updatedAt: '2026-11-12T11:25:00Z',
    updatedById: manager,
  },
  {
    userId: itConsultingClient,
    clientProfile: 'SelfEmployed',
    clientSize: 'One',
    education: 'Bachelor',
    legalForm: 'JDG',
    source: 'InHouse',
    annualRevenue: 420_000,
    // Pomoc prawna dla firm, Inwestycje kapitałowe
    interestedProductIds: [13, 23],
    notes: 'Po sporze z bankiem chce stałej obsługi prawnej umów B2B; nadwyżki gotówki chciałby inwestować.',
    createdAt: '2026-10-21T13:30:00Z',
    createdById: manager,
    updatedAt: null,
    updatedById: null,
  },
];

/** The basis of an accounting offer for the same three clients (Szymański's for renewing his accounting, case 1012). */
export const accountingPotentials: UserAccountingPotential[] = [
  {
    userId: client,
    accountingKind: 'Pk',
    taxForm: 'CitSmall',
    legalForm: 'SpZoo',
    clientSize: 'Between2And3',
    isVatPayer: true,
    monthlyDocumentCount: 120,
    employeeCount: 3,
    hasForeignTransactions: true,
    estimatedMonthlyFee: 1450,
    notes: 'Meble i tkaniny od dostawców z Włoch (WNT). Umowa z obecnym biurem kończy się 31 grudnia.',
    createdAt: '2026-09-18T10:40:00Z',
    createdById: manager,
    updatedAt: '2026-11-06T14:45:00Z',
    updatedById: manager,
  },
  {
    userId: otherClient,
    accountingKind: 'Pk',
    taxForm: 'Cit',
    legalForm: 'SpZoo',
    clientSize: 'Between10And50',
    isVatPayer: true,
    monthlyDocumentCount: 650,
    employeeCount: 32,
    hasForeignTransactions: true,
    estimatedMonthlyFee: 4200,
    notes: 'Transport międzynarodowy: faktury w euro, rozliczanie podróży służbowych kierowców, pakiet mobilności.',
    createdAt: '2026-10-02T09:20:00Z',
    createdById: managerLeader,
    updatedAt: null,
    updatedById: null,
  },
  {
    userId: itConsultingClient,
    accountingKind: 'R',
    taxForm: 'LumpSum',
    legalForm: 'JDG',
    clientSize: 'One',
    isVatPayer: true,
    monthlyDocumentCount: 25,
    employeeCount: 0,
    hasForeignTransactions: true,
    estimatedMonthlyFee: 450,
    notes: 'Faktury dla klientów z Niemiec (eksport usług, odwrotne obciążenie).',
    createdAt: '2026-10-21T13:45:00Z',
    createdById: manager,
    updatedAt: null,
    updatedById: null,
  },
];

/**
 * The clients' links to their Vetro accounts, read with the user (`vetro`; build-seed.ts puts them on the users):
 * Anna Kowalska's active, Mazur Transport's switched off while the firm changes its Vetro plan.
 */
export const vetroLinks: UserVetro[] = [
  { userId: client, vetroClientId: 'VTR-2026-00418', isEnabled: true, updatedAt: '2026-10-14T10:20:00Z' },
  { userId: otherClient, vetroClientId: 'VTR-2026-00577', isEnabled: false, updatedAt: '2026-11-03T08:50:00Z' },
];
/**
 * The leasing surveys (issue 34, the CRM's "Ankieta leasingowa"): Anna Kowalska's complete one for a van of her
 * interior design company (Studio Wnętrz Kowalska sp. z o.o., seed-companies.ts), Mazur Transport's half-filled one
 * for a tractor unit, and Szymański IT Consulting's just started one. Every NIP, REGON and KRS passes its check.
 */
export const leasingSurveys: UserLeasingSurvey[] = [
  {
    userId: ids.person.client,
    basicInfo: {
      subject: 'Samochód dostawczy Renault Master L3H2 2.3 dCi',
      value: 189000,
      isNew: true,
      periodMonths: 48,
      downPaymentPercent: 10,
      purpose: 'Dowóz mebli i materiałów wykończeniowych na realizacje projektów wnętrz w Warszawie i okolicach.',
    },
    company: {
      name: 'Studio Wnętrz Kowalska sp. z o.o.',
      nip: '8522601004',
      regon: '381071370',
      krs: '0000912345',
      legalForm: 'SpZoo',
      taxForm: 'CitSmall',
      foundedAt: '2023-06-12',
      address: {
        street: 'ul. Mokotowska',
        houseNumber: '15',
        flatNumber: null,
        postalCode: '00-640',
        city: 'Warszawa',
      },
      employeeCount: 8,
      industry: 'Projektowanie i wykańczanie wnętrz',
    },
    decisivePerson: {
      firstName: 'Anna',
      lastName: 'Kowalska',
      position: 'Prezes zarządu',
      phoneNumber: '+48 601 234 567',
      email: 'anna.kowalska@example.pl',
    },
    finances: {
      accountingKind: 'Pk',
      revenueLastYear: 1240000,
      netProfitLastYear: 186000,
      revenueCurrentYear: 1105000,
      netProfitCurrentYear: 164000,
      hasTaxArrears: false,
      hasSocialInsuranceArrears: false,
    },
    clients: [
      { name: 'Apartamenty Wilanów sp. z o.o.', nip: '5213017458', revenueSharePercent: 35 },
      { name: 'Hotel Mokotów SA', nip: '5272684423', revenueSharePercent: 20 },
      { name: 'Biuro Projektowe Lis i Wspólnicy', nip: '1132870655', revenueSharePercent: 10 },
    ],
    obligations: [
      {
        creditor: 'mBank SA',
        kind: 'Kredyt obrotowy',
        amount: 120000,
        monthlyInstallment: 4200,
        endDate: '2027-12-31',
      },
      {
        creditor: 'Santander Leasing SA',
        kind: 'Leasing samochodu osobowego',
        amount: 86000,
        monthlyInstallment: 2900,
        endDate: '2028-05-31',
      },
    ],
    representatives: [
      {
        firstName: 'Anna',
        lastName: 'Kowalska',
        position: 'Prezes zarządu',
        phoneNumber: '+48 601 234 567',
        email: 'anna.kowalska@example.pl',
      },
      {
        firstName: 'Tomasz',
        lastName: 'Kowalski',
        position: 'Członek zarządu',
        phoneNumber: '+48 602 118 930',
        email: 'tomasz.kowalski@example.pl',
      },
    ],
    shareholders: [
      { name: 'Anna Kowalska', isNaturalPerson: true, sharePercent: 70 },
      { name: 'Tomasz Kowalski', isNaturalPerson: true, sharePercent: 30 },
    ],
    createdAt: '2026-10-05T09:30:00Z',
    createdById: ids.person.manager,
    updatedAt: '2026-11-18T14:10:00Z',
    updatedById: ids.person.manager,
  },
  {
    userId: ids.person.otherClient,
    basicInfo: {
      subject: 'Ciągnik siodłowy Volvo FH 500 4x2',
      value: 520000,
      isNew: true,
      periodMonths: 60,
      downPaymentPercent: 20,
      purpose: 'Wymiana ciągnika z 2014 roku we flocie przewozów międzynarodowych.',
    },
    company: {
      name: 'Mazur Transport sp. z o.o.',
      nip: '6342811006',
      regon: '360921741',
      krs: '0000734521',
      legalForm: 'SpZoo',
      taxForm: 'Cit',
      foundedAt: '2015-09-01',
      address: { street: 'ul. Elbląska', houseNumber: '110', flatNumber: null, postalCode: '80-718', city: 'Gdańsk' },
      employeeCount: 24,
      industry: 'Transport drogowy towarów',
    },
    decisivePerson: null,
    finances: {
      accountingKind: 'Pk',
      revenueLastYear: 6850000,
      netProfitLastYear: 412000,
      revenueCurrentYear: null,
      netProfitCurrentYear: null,
      hasTaxArrears: false,
      hasSocialInsuranceArrears: false,
    },
    clients: [],
    obligations: [],
    representatives: [],
    shareholders: [],
    createdAt: '2026-11-03T11:00:00Z',
    createdById: ids.person.managerLeader,
    updatedAt: '2026-11-04T08:45:00Z',
    updatedById: ids.person.managerLeader,
  },
  {
    userId: ids.person.itConsultingClient,
    basicInfo: {
      subject: 'Serwer Dell PowerEdge R760 i cztery laptopy',
      value: 64000,
      isNew: true,
      periodMonths: 36,
      downPaymentPercent: 0,
      purpose: null,
    },
    company: null,
    decisivePerson: {
      firstName: 'Krzysztof',
      lastName: 'Szymański',
      position: 'Właściciel',
      phoneNumber: '+48 513 440 118',
      email: null,
    },
    finances: null,
    clients: [
      { name: 'Softwarehouse Odra sp. z o.o.', nip: '8943015628', revenueSharePercent: 60 },
      { name: 'Wrocławskie Centrum Logistyki SA', nip: '8992673107', revenueSharePercent: 25 },
    ],
    obligations: [],
    representatives: [],
    shareholders: [],
    createdAt: '2026-11-12T13:20:00Z',
    createdById: ids.person.manager,
    updatedAt: '2026-11-12T13:20:00Z',
    updatedById: ids.person.manager,
  },
];
