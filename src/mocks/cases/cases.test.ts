import {
  createCase,
  createCaseMeeting,
  deleteCaseMeeting,
  deleteCaseSubscription,
  getCase,
  getCaseInvoiceSettings,
  getCasePeriodsSummary,
  setCaseMeetings,
  setCasePricingPolicy,
  setCaseSubscription,
  updateCaseGeneralInfo,
  updateCaseInvoiceSettings,
  listAllCases,
  listCases,
  listCaseUpdateHistory,
  listCaseUpdateHistoryOfUser,
  listClientCases,
  listClientCasesByDepartment,
  listExpertClientCases,
  listExpertOwnerEmployeeCasesByEmployee,
  listExpertOwnerEmployeesCases,
  listManagerClientCases,
  listPatronClientCases,
  patchCase,
  setCaseExpert,
  setCaseManagers,
  setCaseMilestones,
  setCaseStatus,
  updateCaseProduct,
} from '@portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import type { DemoDb } from '@/mocks/db/db';
import { ids } from '@/mocks/db/seed-ids';

const api = demoApi();

const idsIn = (page: { items: { id: number }[] }) => page.items.map((c) => c.id).sort();
const idsOf = (predicate: (c: DemoDb['cases'][number]) => boolean) =>
  api.db.cases
    .filter(predicate)
    .map((c) => c.id)
    .sort();

describe('case lists', () => {
  it('GET /Case and /Case/all answer every case, newest first, 25 a page by default', async () => {
    const page = await listCases();
    expect(page).toMatchObject({ totalCount: 30, page: 1, pageSize: 25 });
    expect(page.items).toHaveLength(25);
    expect(page.items[0].id).toBe(1027); // created 2026-11-21, the newest
    expect((await listAllCases({ page: 2 })).items).toHaveLength(5);
  });

  it('a selected organisation keeps only its cases', async () => {
    api.selectOrganisation(ids.organisation.partner);
    expect(idsIn(await listAllCases())).toEqual([1015, 1016, 1017, 1018, 1027, 1028]);
  });

  it('each role list is scoped to the acting user', async () => {
    api.actAs(ids.person.manager); // manager
    expect(idsIn(await listManagerClientCases({ pageSize: 100 }))).toEqual(
      idsOf((c) => c.managers.some((m) => m.id === 103)),
    );
    api.actAs(ids.person.patron); // patron of clients 101, 110, 111, 112, 117, 119 …
    const patron = await listPatronClientCases({ pageSize: 100 });
    expect(patron.totalCount).toBe(20);
    expect(patron.items.every((c) => api.db.users.find((u) => u.id === c.clientId)?.patronId === 102)).toBe(true);
    api.actAs(ids.person.expertEmployee); // expert employee
    expect(idsIn(await listExpertClientCases())).toEqual([1001, 1005, 1011, 1012, 1015]);
    api.actAs(ids.person.expertOwner); // expert owner of 105 and 122
    expect(idsIn(await listExpertOwnerEmployeesCases({ pageSize: 100 }))).toEqual(
      idsOf((c) => [105, 106, 122].includes(c.expertId ?? 0)),
    );
    expect(idsIn(await listExpertOwnerEmployeeCasesByEmployee(ids.person.otherExpertEmployee))).toEqual([1008, 1028]);
    // another office's expert is not the owner's to read
    await expect(listExpertOwnerEmployeeCasesByEmployee(ids.person.otherOfficeExpert)).rejects.toMatchObject({
      status: 404,
    });
    api.actAs(ids.person.client); // client
    expect(idsIn(await listClientCases(ids.person.client))).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007]);
  });

  it('a client may not list another client’s cases', async () => {
    api.actAs(ids.person.client);
    await expect(listClientCases(ids.person.otherClient)).rejects.toMatchObject({ status: 403 });
  });

  it('filters by status, product, expert, manager, date range and search (diacritics-insensitive)', async () => {
    expect(idsIn(await listCases({ status: 'Rejected' }))).toEqual([1006, 1019, 1030]);
    expect(idsIn(await listCases({ productId: 2 }))).toEqual([1001, 1011, 1012]);
    expect(idsIn(await listCases({ expertId: 105, managerId: 130 }))).toEqual([1011, 1015]);
    expect(idsIn(await listCases({ dateFrom: '2026-11-19T00:00:00Z', dateTo: '2026-11-21T00:00:00Z' }))).toEqual([
      1004, 1016,
    ]);
    // client name, product name and company name all count
    expect(idsIn(await listCases({ search: 'kozlowski' }))).toEqual([1014, 1023]);
    expect(idsIn(await listCases({ search: 'LEASING' }))).toEqual([1007]);
    expect(idsIn(await listCases({ search: 'mazur transport' }))).toEqual([1008, 1009, 1024]);
  });

  it('sorts by name, client or status in both directions and pages', async () => {
    const ascending = await listCases({ sortBy: 'name', sortDirection: 0, pageSize: 3 });
    expect(ascending.items.map((c) => c.name)).toEqual([
      'Analiza umowy najmu lokalu',
      'Inwestycja w udziały spółki technologicznej',
      'Kadry i płace – Jankowska i Wspólnicy',
    ]);
    const oldest = await listCases({ sortDirection: 0, pageSize: 1 });
    expect(oldest.items[0].id).toBe(ids.case.accounting);
    const byClient = await listCases({ sortBy: 'client', sortDirection: 1, pageSize: 100 });
    expect(byClient.items[0].client.lastName).toBe('Woźniak');
    expect(byClient.items.at(-1)?.client.lastName).toBe('Dąbrowska');
    const page2 = await listCases({ sortBy: 'status', sortDirection: 0, page: 2, pageSize: 10 });
    expect(page2).toMatchObject({ page: 2, pageSize: 10, totalCount: 30 });
    expect(page2.items).toHaveLength(10);
  });

  it('groups a client’s cases by department, products without one in a null group', async () => {
    const groups = await listClientCasesByDepartment(ids.person.client);
    const byDepartment = Object.fromEntries(
      groups.map((g) => [g.department?.name ?? 'none', g.cases.map((c) => c.id)]),
    );
    expect(byDepartment).toEqual({
      Inwestycje: [1007],
      Księgowość: [1001],
      Marketing: [1003],
      Prawo: [1006, 1002],
      Rekrutacja: [1004],
      none: [1005],
    });
    expect(groups.at(-1)).toMatchObject({ departmentId: null, department: null });
  });
});

describe('one case', () => {
  it('GET /Case/{id} joins the periods, newest first; 404 for an unknown case', async () => {
    const item = await getCase(ids.case.accounting);
    expect(item.name).toBe('Księgowość 2026 – Kowalska Design');
    expect(item.periods?.map((p) => `${p.year}-${p.month}`)).toEqual(['2026-11', '2026-10', '2026-9', '2026-8']);
    await expect(getCase(999)).rejects.toMatchObject({ status: 404 });
  });

  it('a client reads and changes only their own cases (403 otherwise)', async () => {
    api.actAs(ids.person.client);
    expect((await getCase(ids.case.loanLawsuit)).clientId).toBe(ids.person.client);
    await expect(getCase(ids.case.otherClientAccounting)).rejects.toMatchObject({ status: 403 });
    await expect(setCaseStatus(ids.case.otherClientAccounting, { status: 'Done' })).rejects.toMatchObject({
      status: 403,
    });
    expect(api.db.cases.find((c) => c.id === ids.case.otherClientAccounting)?.status).toBe('InProgress');
  });

  it('a status change answers the case and is recorded in the history with enum names', async () => {
    api.actAs(ids.person.manager);
    const item = await setCaseStatus(ids.case.loanLawsuit, { status: 'Done' });
    expect(item.status).toBe('Done');
    expect(item.periods).toEqual([]);
    const [latest] = await listCaseUpdateHistory(ids.case.loanLawsuit, { sortDirection: 1 });
    expect(latest).toMatchObject({
      changedValueName: 'Status',
      oldValue: 'InProgress',
      newValue: 'Done',
      createdBy: { firstName: 'Katarzyna', lastName: 'Wiśniewska' },
    });
    expect(latest).not.toHaveProperty('createdById');
    // the other participants: client 101, expert 106, manager 131 (not the author)
    expect(latest.recipients.map((r) => [r.type, r.recipientId])).toEqual([
      ['Client', 101],
      ['Expert', 106],
      ['Manager', 131],
    ]);
    await expect(setCaseStatus(ids.case.loanLawsuit, { status: 'Bogus' as never })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('changing the product replaces it at once (type follows) and records the product names', async () => {
    const item = await updateCaseProduct(ids.case.loanLawsuit, 5);
    expect(item).toMatchObject({ productId: 5, type: 'ForeignCurrencyLoanDefense', milestones: [] });
    expect(item.product?.name).toBe('Obrona przed pozwem banku');
    const history = await listCaseUpdateHistory(ids.case.loanLawsuit, { sortDirection: 1 });
    expect(history[0]).toMatchObject({
      changedValueName: 'Product',
      oldValue: 'Kredyt frankowy – pozew przeciwko bankowi',
      newValue: 'Obrona przed pozwem banku',
    });
    await expect(updateCaseProduct(ids.case.loanLawsuit, 999)).rejects.toMatchObject({ status: 400 });
  });

  it('assignments keep the embedded copies consistent', async () => {
    const withExpert = await setCaseExpert(ids.case.recruitment, { expertId: 105 });
    expect(withExpert.expert).toMatchObject({ id: 105, firstName: 'Magdalena', lastName: 'Kamińska' });
    const withManagers = await setCaseManagers(ids.case.recruitment, { managerIds: [130, 103] });
    expect(withManagers.managers.map((m) => [m.id, m.managerTitle?.name])).toEqual([
      [130, 'Manager ds. Klienta'],
      [103, 'Senior Manager'],
    ]);
    const milestones = await setCaseMilestones(ids.case.recruitment, { values: [71, 72] });
    expect(milestones.milestones?.map((m) => m.name)).toEqual(['Profil stanowiska', 'Publikacja ogłoszeń']);
    const history = await listCaseUpdateHistory(ids.case.recruitment, { sortDirection: 0 });
    expect(history.slice(-4).map((h) => [h.changedValueName, h.newValue ?? h.milestoneName])).toEqual([
      ['Expert', 'Magdalena Kamińska'],
      ['Manager', 'Dariusz Majewski, Katarzyna Wiśniewska'],
      ['Milestone', 'Profil stanowiska'],
      ['Milestone', 'Publikacja ogłoszeń'],
    ]);
  });

  it('PATCH changes the result only', async () => {
    const item = await patchCase(ids.case.loanLawsuit, { result: 'Won' });
    expect(item).toMatchObject({
      result: 'Won',
      status: 'InProgress',
      name: 'Kredyt frankowy – pozew przeciwko bankowi',
    });
  });

  it('POST /Case creates a New case with copies of its people and product and a CaseCreated entry', async () => {
    api.actAs(ids.person.manager);
    const item = await createCase({
      name: '  Nowa sprawa  ',
      clientId: 110,
      productId: 2,
      expertId: 122,
      managerIds: [103],
    });
    expect(item).toMatchObject({
      name: 'Nowa sprawa',
      status: 'New',
      result: 'None',
      type: 'Accounting',
      client: { id: 110, lastName: 'Mazur' },
      expert: { id: 122 },
      createdBy: { id: 103 },
      organisationId: 20010,
    });
    expect(api.db.cases.some((c) => c.id === item.id)).toBe(true);
    const history = await listCaseUpdateHistory(item.id, { sortDirection: 0 });
    expect(history[0]).toMatchObject({ changedValueName: 'CaseCreated', newValue: 'Nowa sprawa' });
  });

  it('POST /Case refuses a blank name or an unknown product or client with ValidationProblemDetails', async () => {
    const error = await createCase({ name: ' ', clientId: 999, productId: 999 }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({
      status: 400,
      errors: { name: [expect.any(String)], productId: [expect.any(String)], clientId: [expect.any(String)] },
    });
    api.actAs(ids.person.client);
    await expect(createCase({ name: 'Cudza', clientId: 110, productId: 2 })).rejects.toMatchObject({ status: 403 });
  });

  it('the history of a user covers the cases they take part in, with case names, paged', async () => {
    api.actAs(ids.person.client);
    const page = await listCaseUpdateHistoryOfUser(ids.person.client, { pageSize: 5, sortDirection: 1 });
    expect(page.items).toHaveLength(5);
    expect(page.totalCount).toBe(api.db.caseHistory.filter((h) => h.caseId >= 1001 && h.caseId <= 1007).length);
    expect(page.items[0].caseName).toBeTruthy();
    const times = page.items.map((h) => h.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await expect(listCaseUpdateHistoryOfUser(ids.person.otherClient)).rejects.toMatchObject({ status: 403 });
  });
});

describe('case sub-records', () => {
  it('meetings are added, replaced as a whole list and deleted', async () => {
    const meeting = await createCaseMeeting(ids.case.recruitment, {
      date: '2026-12-01T10:00:00Z',
      type: 'Remote',
      kind: 'Planned',
      participantIds: [101, 103],
    });
    expect(meeting).toMatchObject({
      caseId: ids.case.recruitment,
      type: 'Remote',
      participants: [{ id: 101 }, { id: 103 }],
    });
    const all = await setCaseMeetings(ids.case.recruitment, {
      meetings: [
        { id: meeting.id, date: '2026-12-02T10:00:00Z', type: 'FaceToFaceAtGWE', kind: 'Actual' },
        { date: '2026-12-09T10:00:00Z', type: 'Remote', kind: 'Planned' },
      ],
    });
    expect(all.map((m) => [m.id === meeting.id, m.type])).toEqual([
      [true, 'FaceToFaceAtGWE'],
      [false, 'Remote'],
    ]);
    await deleteCaseMeeting(ids.case.recruitment, meeting.id);
    expect((await getCase(ids.case.recruitment)).meetings?.map((m) => m.id)).toEqual([all[1].id]);
    await expect(
      createCaseMeeting(ids.case.recruitment, { date: 'jutro', type: 'Remote', kind: 'Planned' }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('subscription, pricing policy, invoice settings and general info are stored with who changed them', async () => {
    api.actAs(ids.person.manager);
    const subscribed = await setCaseSubscription(ids.case.recruitment, {
      subscriptionDefinitionId: 1,
      beginDate: '2026-12-01',
    });
    expect(subscribed.subscription?.subscriptionDefinition?.name).toBe('Nielimitowane konsultacje – Standard');
    await deleteCaseSubscription(ids.case.recruitment);
    expect((await getCase(ids.case.recruitment)).subscription).toBeNull();
    const priced = await setCasePricingPolicy(ids.case.recruitment, { netAmount: 1200, vatRate: 'VAT23' });
    expect(priced.pricingPolicy).toMatchObject({ netAmount: 1200, updatedById: 103 });
    expect(await getCaseInvoiceSettings(ids.case.recruitment)).toMatchObject({ paymentTermDays: 14 });
    expect(await updateCaseInvoiceSettings(ids.case.recruitment, { buyerName: 'Kowalska Design' })).toMatchObject({
      buyerName: 'Kowalska Design',
      paymentTermDays: 14,
    });
    const { generalInfo } = api.db.cases.find((c) => c.id === ids.case.recruitment)!;
    const info = await updateCaseGeneralInfo(ids.case.recruitment, {
      ...generalInfo,
      description: 'Nowy opis',
      deadLine: '2026-12-31',
    });
    expect(info.generalInfo).toMatchObject({ description: 'Nowy opis', deadLine: '2026-12-31', updatedById: 103 });
    const history = await listCaseUpdateHistory(ids.case.recruitment, { sortDirection: 1 });
    expect(history.slice(0, 4).map((h) => [h.changedValueName, h.oldValue, h.newValue])).toEqual([
      ['DeadLine', null, '2026-12-31'],
      ['Description', 'Szukamy projektanta wnętrz na pełen etat, Warszawa.', 'Nowy opis'],
      ['Subscription', 'Nielimitowane konsultacje – Standard', null],
      ['Subscription', null, 'Nielimitowane konsultacje – Standard'],
    ]);
  });

  it('the accounting overview lists the periodic cases the caller sees, with the current month’s period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00'));
    api.actAs(ids.person.expertEmployee);
    const rows = await getCasePeriodsSummary().finally(() => vi.useRealTimers());
    expect(rows.every((r) => r.month === 11 && r.year === 2026)).toBe(true);
    expect(rows.map((r) => [r.caseId, r.status])).toEqual([
      [1001, 'InProgress'],
      [1015, 'NotStarted'],
      [1011, null],
      [1012, null],
    ]);
  });
});
