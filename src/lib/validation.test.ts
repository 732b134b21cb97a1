import { CreateCaseMessageBody } from '@portal/sdk/zod/case-messages';
import { CreateCaseBody } from '@portal/sdk/zod/cases';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { fieldErrors, withPolishMessages } from './validation';

const productId = ids.product.accounting;

describe('the contract rules with Polish messages', () => {
  it('names each failed field with its Polish message', () => {
    expect(
      fieldErrors(CreateCaseBody, { name: '', clientId: 'x', status: 'Foo', companyName: 'a'.repeat(301) }),
    ).toEqual({
      name: ['To pole jest wymagane'],
      clientId: ['Podaj liczbę'],
      productId: ['To pole jest wymagane'],
      status: ['Wybierz jedną z dostępnych wartości'],
      companyName: ['Maksymalnie 300 znaków'],
    });
  });

  it('names nested fields as the API does and refuses a missing body', () => {
    expect(fieldErrors(CreateCaseMessageBody, { caseId: 1, content: 'ok', recipients: [{ type: 'X' }] })).toEqual({
      'recipients[0].type': ['Wybierz jedną z dostępnych wartości'],
    });
    expect(fieldErrors(CreateCaseMessageBody, { caseId: 1, content: 'ok', recipients: [] })).toEqual({
      recipients: ['Wybierz co najmniej jedną pozycję'],
    });
    expect(fieldErrors(CreateCaseBody, undefined)).toEqual({ body: ['To pole jest wymagane'] });
  });

  it('a choice left empty is required, a wrong one is not among the values', () => {
    expect(fieldErrors(CreateCaseBody, { name: 'Sprawa', clientId: 1, productId, status: null })).toEqual({
      status: ['To pole jest wymagane'],
    });
  });

  it('passes a valid value', () => {
    expect(fieldErrors(CreateCaseBody, { name: 'Sprawa', clientId: ids.person.client, productId })).toEqual({});
  });

  it('is a Standard Schema for @mantine/form, with the same messages and dotted paths', async () => {
    const result = await withPolishMessages(CreateCaseBody)['~standard'].validate({
      name: '',
      clientId: 1,
      productId,
    });
    expect(result.issues).toEqual([{ message: 'To pole jest wymagane', path: ['name'] }]);
  });
});
