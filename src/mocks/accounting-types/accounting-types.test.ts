import { deleteAccountingAttachmentType, deleteAccountingType, patchAccountingType } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi();

describe('the accounting types of the demo', () => {
  it('refuses to delete a type cases use, naming how many; deletes an unused one', async () => {
    expect(await failure(deleteAccountingType(2))).toMatchObject({
      status: 400,
      body: { detail: 'Nie można usunąć typu księgowości „Ryczałt ewidencjonowany”: jest używany przez 2 sprawy.' },
    });
    await deleteAccountingType(5);
    expect(api.db.accountingTypes.map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it('a renamed type is renamed on its cases', async () => {
    const item = api.db.cases.find((c) => c.id === ids.case.accounting)!;
    await patchAccountingType(item.accountingTypeId!, { name: 'KPiR' });
    expect(item.accountingType?.name).toBe('KPiR');
  });

  it('refuses to delete an attachment type cases use; deletes an unused one', async () => {
    expect(await failure(deleteAccountingAttachmentType(1))).toMatchObject({
      status: 400,
      body: { detail: 'Nie można usunąć typu załącznika „Faktura sprzedażowa”: jest używany przez 5 spraw.' },
    });
    await deleteAccountingAttachmentType(4);
    expect(api.db.accountingAttachmentTypes.map((t) => t.id)).toEqual([1, 2, 3, 5]);
  });

  it('a manager changes them too; a client does not', async () => {
    api.actAs('Manager');
    await deleteAccountingType(5);
    api.actAs('Client');
    expect(await failure(deleteAccountingType(4))).toMatchObject({ status: 403 });
  });
});
