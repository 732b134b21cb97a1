import {
  getProduct,
  listAccountingAttachmentTypes,
  listAccountingTypes,
  listDepartments,
  listManagerTitles,
  listMilestones,
  listProducts,
  listProductsMinimal,
  listSubscriptionDefinitions,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';

demoApi();

describe('catalogues', () => {
  it('GET /Product/minimal answers id, name and departmentId of the active products, by name', async () => {
    const products = await listProductsMinimal();
    expect(products).toHaveLength(26); // product 27 is withdrawn
    expect(products.every((p) => Object.keys(p).sort().join() === 'departmentId,id,name')).toBe(true);
    expect(products.find((p) => p.id === 26)).toEqual({ id: 26, name: 'Konsultacja z ekspertem', departmentId: null });
    const names = products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('GET /Product filters by department and type; GET /Product/{id} answers one or 404', async () => {
    expect((await listProducts({ departmentId: 1 })).map((p) => p.id).sort()).toEqual([1, 2, 3]);
    expect((await listProducts({ type: 'Invest' })).every((p) => p.type === 'Invest')).toBe(true);
    expect(await getProduct(4)).toMatchObject({
      id: 4,
      caseType: 'ForeignCurrencyLoan',
      department: { name: 'Prawo' },
    });
    await expect(getProduct(99)).rejects.toMatchObject({ status: 404 });
  });

  it('departments, accounting types, attachment types, subscriptions, titles and milestones', async () => {
    expect((await listDepartments()).map((d) => d.name)).toEqual([
      'Energetyka i ESG',
      'Inwestycje',
      'Księgowość',
      'Marketing',
      'Prawo',
      'Rekrutacja',
    ]);
    expect(await listAccountingTypes()).toHaveLength(5);
    expect((await listAccountingAttachmentTypes())[0]).toMatchObject({ id: 1, name: 'Faktura sprzedażowa' });
    expect((await listSubscriptionDefinitions()).map((d) => d.id)).toEqual([1, 2, 3]);
    expect((await listManagerTitles()).map((t) => t.name)).toContain('Senior Manager');
    expect((await listMilestones({ productId: 2 })).map((m) => m.name)).toEqual([
      'Podpisanie umowy',
      'Przekazanie dokumentów',
      'Pierwsze zamknięcie miesiąca',
    ]);
  });
});
