import { createOrUpdateMilestonesForProduct, deleteMilestone, listMilestones } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi();
const recruitment = 19;
const names = async (productId: number) => (await listMilestones({ productId })).map((m) => m.name);

describe("a product's milestones, saved as one list", () => {
  it('become the list sent, in its order: kept ones keep their ids, new ones get theirs, left-out ones go', async () => {
    const [profile, ads, interviews, hiring] = await listMilestones({ productId: recruitment });
    const saved = await createOrUpdateMilestonesForProduct(recruitment, [
      { id: interviews.id, name: 'Rozmowy rekrutacyjne', order: 0 },
      { id: profile.id, name: profile.name, order: 1 },
      { name: 'Okres próbny', order: 2 },
      { id: hiring.id, name: hiring.name, order: 3 },
    ]);
    expect(saved.map((m) => [m.name, m.order])).toEqual([
      ['Rozmowy rekrutacyjne', 0],
      ['Profil stanowiska', 1],
      ['Okres próbny', 2],
      ['Zatrudnienie', 3],
    ]);
    expect(saved.map((m) => m.id).filter((id) => id !== saved[2].id)).toEqual([interviews.id, profile.id, hiring.id]);
    expect(saved[2]).toMatchObject({ productId: recruitment, createdById: ids.person.admin });
    expect(api.db.milestones.some((m) => m.id === ads.id)).toBe(false);
    expect(await names(recruitment)).toEqual(saved.map((m) => m.name));
    // the other products' milestones stay as they were
    expect(await names(ids.product.civilLawsuit)).toEqual([
      'Wezwanie przedsądowe',
      'Złożenie pozwu',
      'Rozprawa',
      'Wyrok',
    ]);
  });

  it('the order given decides, then the place in the list; the answer numbers them from 0', async () => {
    const saved = await createOrUpdateMilestonesForProduct(ids.product.payroll, [
      { name: 'Drugi', order: 5 },
      { name: 'Pierwszy', order: 1 },
    ]);
    expect(saved.map((m) => [m.name, m.order])).toEqual([
      ['Pierwszy', 0],
      ['Drugi', 1],
    ]);
  });

  it('a reached milestone renamed is renamed on its cases; one a case reached cannot be left out', async () => {
    const reached = api.db.milestones.filter((m) => m.productId === ids.product.accounting);
    await createOrUpdateMilestonesForProduct(
      ids.product.accounting,
      reached.map((m, order) => ({ id: m.id, name: order === 0 ? 'Umowa podpisana' : m.name, order })),
    );
    expect(api.db.cases.find((c) => c.id === ids.case.accounting)?.milestones?.[0].name).toBe('Umowa podpisana');

    const error = await failure(
      createOrUpdateMilestonesForProduct(
        ids.product.accounting,
        reached.slice(1).map((m, order) => ({ id: m.id, name: m.name, order })),
      ),
    );
    expect(error).toMatchObject({
      status: 400,
      body: { detail: 'Nie można usunąć kamienia milowego „Umowa podpisana”: jest używany przez 1 sprawę.' },
    });
    expect(api.db.milestones.filter((m) => m.productId === ids.product.accounting)).toHaveLength(reached.length);
  });

  it("refuses another product's milestone, one twice, a blank name, and an unknown product", async () => {
    const [own] = await listMilestones({ productId: recruitment });
    const error = await failure(
      createOrUpdateMilestonesForProduct(recruitment, [
        { id: 11, name: 'Cudzy', order: 0 },
        { id: own.id, name: own.name, order: 1 },
        { id: own.id, name: own.name, order: 2 },
        { name: '', order: 3 },
      ]),
    );
    expect(error).toMatchObject({ status: 400 });
    expect((error as { body: { errors: object } }).body.errors).toEqual({
      '[3].name': ['To pole jest wymagane'],
    });
    const wrongIds = await failure(
      createOrUpdateMilestonesForProduct(recruitment, [
        { id: 11, name: 'Cudzy', order: 0 },
        { id: own.id, name: own.name, order: 1 },
        { id: own.id, name: own.name, order: 2 },
      ]),
    );
    expect((wrongIds as { body: { errors: object } }).body.errors).toEqual({
      '[0].id': ['To nie jest kamień milowy tego produktu.'],
      '[2].id': ['Ten kamień milowy jest na liście więcej niż raz.'],
    });
    expect(await names(recruitment)).toEqual([
      'Profil stanowiska',
      'Publikacja ogłoszeń',
      'Rozmowy z kandydatami',
      'Zatrudnienie',
    ]);
    expect(await failure(createOrUpdateMilestonesForProduct(999, []))).toMatchObject({
      status: 404,
      body: { title: 'Nie znaleziono: produkt' },
    });
  });

  it('only an administrator saves them; everyone signed in reads them', async () => {
    api.actAs('Manager');
    expect(await failure(createOrUpdateMilestonesForProduct(recruitment, []))).toMatchObject({ status: 403 });
    expect(await failure(deleteMilestone(71))).toMatchObject({ status: 403 });
    api.actAs('Client');
    expect(await names(recruitment)).toHaveLength(4);
  });
});
