import { getRegonCompanyByNip } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { isValidKrs, isValidNip, isValidRegon } from '@/lib/registry-numbers';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';
import { register } from './register';

demoApi({ as: 'Manager' });

const failed = async (call: Promise<unknown>) =>
  (await failure(call)) as { status: number; body: { title?: string; errors?: Record<string, string[]> } };

describe('the REGON register', () => {
  it('finds a company that is nobody’s client yet, and a closed one with its end date', async () => {
    expect(await getRegonCompanyByNip({ nip: ids.registerCompany.newLead })).toMatchObject({
      name: 'Nordvik Okna sp. z o.o.',
      legalForm: 'SpZoo',
      krs: '0000987654',
      address: { city: 'Warszawa' },
      endDate: null,
    });
    expect((await getRegonCompanyByNip({ nip: ids.registerCompany.closed })).endDate).toBe('2025-06-30');
  });

  it('finds a client’s company by its NIP', async () => {
    expect(await getRegonCompanyByNip({ nip: '6342811006' })).toMatchObject({ name: 'Mazur Transport sp. z o.o.' });
  });

  it('refuses a NIP whose check digit fails (400) and says when a valid one is not found (404)', async () => {
    expect(await failed(getRegonCompanyByNip({ nip: '5250272111' }))).toMatchObject({
      status: 400,
      body: { errors: { nip: ['Nieprawidłowy numer NIP'] } },
    });
    expect(await failed(getRegonCompanyByNip({ nip: '5261040828' }))).toMatchObject({
      status: 404,
      body: { title: 'Nie znaleziono firmy o tym numerze NIP' },
    });
  });

  it('holds only valid numbers', () => {
    for (const company of register) {
      expect(isValidNip(company.nip)).toBe(true);
      expect(isValidRegon(company.regon!)).toBe(true);
      if (company.krs) expect(isValidKrs(company.krs)).toBe(true);
    }
  });
});
