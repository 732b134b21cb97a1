import type { Case } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { caseFormValidation, caseValues, newCaseValues, toCaseInput, toGeneralInfo } from './case-form-values';

const item = {
  id: 7,
  name: 'Sprawa',
  status: 'InProgress',
  type: 'Accounting',
  result: 'None',
  productId: ids.product.accounting,
  clientId: ids.person.client,
  client: { id: ids.person.client, firstName: 'Anna', lastName: 'Kowalska' },
  expertId: ids.person.expertEmployee,
  managers: [{ id: ids.person.manager, firstName: 'Katarzyna', lastName: 'Wiśniewska' }],
  organisationUsers: [],
  leadId: 9,
  organisationId: 3,
  companyName: 'Kowalska sp. z o.o.',
  isVatPayer: true,
  generalInfo: { description: 'Stary opis', beginDate: '2026-09-01', bikRemoval: true, updatedById: 1 },
  createdAt: '2026-09-01T08:00:00Z',
} as Case;

describe('case form values', () => {
  it('a new case starts as Zgłoszona with result Brak', () => {
    expect(newCaseValues(ids.person.otherClient)).toMatchObject({
      clientId: ids.person.otherClient,
      status: 'New',
      result: 'None',
      managerIds: [],
    });
  });

  it('replacing a case keeps what the form does not show (lead, organisation)', () => {
    const input = toCaseInput({ ...caseValues(item), name: '  Nowa nazwa ', companyName: ' ' }, item);
    expect(input).toMatchObject({ name: 'Nowa nazwa', companyName: null, leadId: 9, organisationId: 3 });
    expect(input.managerIds).toEqual([ids.person.manager]);
  });

  it('a new description keeps the rest of the general information', () => {
    expect(toGeneralInfo('Nowy opis', item)).toEqual({
      description: 'Nowy opis',
      beginDate: '2026-09-01',
      bikRemoval: true,
    });
  });

  it("validates name, client, product and the lengths by the contract's rules, in Polish", () => {
    const values = { ...newCaseValues(), name: 'Sprawa', clientId: ids.person.client, productId: ids.product.payroll };
    expect(caseFormValidation(values)).toEqual({});
    expect(caseFormValidation({ ...values, name: '  ', clientId: null, productId: null })).toEqual({
      name: 'To pole jest wymagane',
      clientId: 'To pole jest wymagane',
      productId: 'To pole jest wymagane',
    });
    // the name is sent trimmed: 300 characters fit, 301 do not
    expect(caseFormValidation({ ...values, name: ` ${'x'.repeat(300)} ` })).toEqual({});
    expect(caseFormValidation({ ...values, name: 'x'.repeat(301), description: 'y'.repeat(4001) })).toEqual({
      name: 'Maksymalnie 300 znaków',
      description: 'Maksymalnie 4000 znaków',
    });
  });
});
