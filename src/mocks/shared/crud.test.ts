import {
  createDepartment,
  createChatbotConversation,
  createProduct,
  deleteDepartment,
  getDepartment,
  listDepartments,
  listChatbotConversations,
  patchDepartment,
  patchProduct,
  updateDepartment,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';

const api = demoApi({ as: 'Admin' });

describe('the CRUD helper (departments, products, chatbot conversations)', () => {
  it('creates with a new id and who created it, reads, replaces, merge-patches and deletes', async () => {
    const created = await createDepartment({ name: 'Doradztwo' });
    expect(created).toMatchObject({ name: 'Doradztwo', createdById: ids.person.admin });
    expect(created.id).toBe(Math.max(...api.db.departments.filter((d) => d.id !== created.id).map((d) => d.id)) + 1);
    expect(await getDepartment(created.id)).toEqual(created);
    expect((await listDepartments()).map((d) => d.name)).toContain('Doradztwo');

    const replaced = await updateDepartment(created.id, { name: 'Doradztwo podatkowe', organisationId: null });
    expect(replaced).toMatchObject({ id: created.id, name: 'Doradztwo podatkowe', createdAt: created.createdAt });
    expect(replaced.updatedById).toBe(ids.person.admin);
    const patched = await patchDepartment(created.id, { organisationId: ids.organisation.partner });
    expect(patched).toMatchObject({ name: 'Doradztwo podatkowe', organisationId: ids.organisation.partner });

    await deleteDepartment(created.id);
    expect(api.db.departments.some((d) => d.id === created.id)).toBe(false);
    await expect(getDepartment(created.id)).rejects.toMatchObject({
      status: 404,
      body: { title: 'Nie znaleziono: departament' },
    });
    await expect(patchDepartment(created.id, { name: 'X' })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 400 with the contract’s messages per field and stores nothing', async () => {
    const before = api.db.departments.length;
    const error = await createDepartment({ name: '' }).catch((e) => e);
    expect(error).toMatchObject({ status: 400, body: { status: 400, errors: { name: ['To pole jest wymagane'] } } });
    const tooLong = await patchDepartment(1, { name: 'x'.repeat(201) }).catch((e) => e);
    expect(tooLong.body.errors).toEqual({ name: ['Maksymalnie 200 znaków'] });
    expect(api.db.departments).toHaveLength(before);
  });

  it('applies the contract’s defaults and derives the copies of referenced records', async () => {
    const product = await createProduct({
      name: 'Audyt',
      type: 'Subscription',
      caseType: 'Accounting',
      departmentId: 1,
    });
    expect(product).toMatchObject({ isActive: true, department: { id: 1, name: 'Księgowość' } });
    expect((await patchProduct(product.id, { departmentId: 2 })).department?.name).toBe('Prawo');
  });

  it('pages, searches and sorts a paged resource', async () => {
    api.db.chatbotConversations.length = 0;
    for (const title of ['Zwrot VAT', 'Amortyzacja auta', 'Korekta JPK'])
      await createChatbotConversation({ title, userId: ids.person.client });
    const page = await listChatbotConversations({ pageSize: 2 });
    expect(page).toMatchObject({ totalCount: 3, page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ user: { id: ids.person.client } });
    expect((await listChatbotConversations({ search: 'jpk' })).items.map((c) => c.title)).toEqual(['Korekta JPK']);
    const byTitle = await listChatbotConversations({ sortBy: 'title', sortDirection: 0 });
    expect(byTitle.items.map((c) => c.title)).toEqual(['Amortyzacja auta', 'Korekta JPK', 'Zwrot VAT']);
  });
});
