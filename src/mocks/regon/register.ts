import type { RegonCompany } from '@portal/sdk/model';
import { ids } from '@/mocks/db/seed-ids';

/**
 * Businesses of the demo's REGON register that are nobody's client yet: a new lead (or /govZone) looks them up by
 * NIP. NIP and REGON numbers have valid check digits; the companies have KRS numbers, the sole traders none.
 * Transbud Kaczor has been closed (endDate).
 */
export const register: RegonCompany[] = [
  {
    nip: ids.registerCompany.newLead,
    regon: '658185464',
    krs: '0000987654',
    name: 'Nordvik Okna sp. z o.o.',
    legalForm: 'SpZoo',
    address: { street: 'ul. Postępu', houseNumber: '14', flatNumber: null, postalCode: '02-676', city: 'Warszawa' },
    pkdCode: '16.23.Z',
    startDate: '2021-04-12',
    endDate: null,
  },
  {
    nip: '9516443618',
    regon: '502111610',
    krs: null,
    name: 'Jan Wójcik Piekarnia Złoty Kłos',
    legalForm: 'JDG',
    address: { street: 'ul. Kartuska', houseNumber: '96', flatNumber: null, postalCode: '80-136', city: 'Gdańsk' },
    pkdCode: '10.71.Z',
    startDate: '2012-05-02',
    endDate: null,
  },
  {
    nip: '5844837923',
    regon: '512239182',
    krs: '0000456123',
    name: 'Baltic Yachts Service Nowak i Wspólnicy sp.j.',
    legalForm: 'SpJ',
    address: { street: 'ul. Przemysłowa', houseNumber: '8', flatNumber: null, postalCode: '80-542', city: 'Gdańsk' },
    pkdCode: '33.15.Z',
    startDate: '2016-03-21',
    endDate: null,
  },
  {
    nip: '6760426280',
    regon: '689953717',
    krs: '0000312456',
    name: 'Medica Plus S.A.',
    legalForm: 'SA',
    address: { street: 'ul. Wielicka', houseNumber: '265', flatNumber: null, postalCode: '30-663', city: 'Kraków' },
    pkdCode: '86.10.Z',
    startDate: '2008-09-15',
    endDate: null,
  },
  {
    nip: '8988811709',
    regon: '486363128',
    krs: null,
    name: 'Anna Sowa Zielony Ogród',
    legalForm: 'JDG',
    address: { street: 'ul. Ślężna', houseNumber: '120', flatNumber: '4', postalCode: '53-111', city: 'Wrocław' },
    pkdCode: '81.30.Z',
    startDate: '2023-02-01',
    endDate: null,
  },
  {
    nip: ids.registerCompany.closed,
    regon: '038773511',
    krs: '0000234567',
    name: 'Transbud Kaczor sp. z o.o. w likwidacji',
    legalForm: 'SpZoo',
    address: { street: 'ul. Hutnicza', houseNumber: '3', flatNumber: null, postalCode: '40-241', city: 'Katowice' },
    pkdCode: '41.20.Z',
    startDate: '2010-06-01',
    endDate: '2025-06-30',
  },
];
