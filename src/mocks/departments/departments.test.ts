import { deleteDepartment, getProduct, updateDepartment } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi();

describe('the departments of the demo', () => {
  it('refuses to delete a department still in use, naming its products and people; keeps it', async () => {
    const products = api.db.products.filter((p) => p.departmentId === 1).length;
    const users = api.db.users.filter((u) => u.departments.some((d) => d.id === 1)).length;
    expect([products, users]).toEqual([3, 5]);
    expect(await failure(deleteDepartment(1))).toMatchObject({
      status: 400,
      body: { detail: 'Nie można usunąć departamentu „Księgowość”: jest używany przez 3 produkty i 5 użytkowników.' },
    });
    expect(api.db.departments.some((d) => d.id === 1)).toBe(true);
  });

  it('names only what uses it: a department of people alone', async () => {
    for (const product of api.db.products.filter((p) => p.departmentId === 4)) product.departmentId = null;
    expect(await failure(deleteDepartment(4))).toMatchObject({
      body: { detail: 'Nie można usunąć departamentu „Rekrutacja”: jest używany przez 2 użytkowników.' },
    });
  });

  it('deletes one nothing uses', async () => {
    const unused = api.db.departments.find((d) => d.name === 'Energetyka i ESG')!;
    await deleteDepartment(unused.id);
    expect(api.db.departments.some((d) => d.id === unused.id)).toBe(false);
  });

  it('a renamed department is renamed where products, their cases and people show it', async () => {
    await updateDepartment(2, { name: 'Prawo i spory' });
    expect((await getProduct(ids.product.loanLawsuit)).department?.name).toBe('Prawo i spory');
    expect(api.db.cases.find((c) => c.id === ids.case.loanLawsuit)?.product?.department?.name).toBe('Prawo i spory');
    const lawyer = api.db.users.find((u) => u.departments.some((d) => d.id === 2))!;
    expect(lawyer.departments.find((d) => d.id === 2)?.name).toBe('Prawo i spory');
  });

  it('only an administrator changes them', async () => {
    api.actAs('Manager');
    expect(await failure(deleteDepartment(6))).toMatchObject({ status: 403 });
  });
});
