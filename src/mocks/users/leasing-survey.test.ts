import {
  downloadApplicationUserLeasingSurveyPdf,
  getApplicationUserLeasingSurvey,
  saveApplicationUserLeasingSurveyBasicInfo,
  saveApplicationUserLeasingSurveyClients,
  saveApplicationUserLeasingSurveyCompany,
  saveApplicationUserLeasingSurveyDecisivePerson,
  saveApplicationUserLeasingSurveyFinances,
  saveApplicationUserLeasingSurveyObligations,
  saveApplicationUserLeasingSurveyRepresentatives,
  saveApplicationUserLeasingSurveyShareholders,
} from '@portal/sdk';
import type { UserLeasingCompany } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi } from '@/testing/demo-api';
import { fileText } from '@/testing/files';

const api = demoApi({ as: 'Admin' });
const { client, otherClient, itConsultingClient, newClient, manager, businessDirector, admin } = ids.person;

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status: number }) => error.status,
  );
const errorsOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { body: { errors: Record<string, string[]> } }) => error.body.errors,
  );

const company: UserLeasingCompany = {
  name: 'Nowa Firma sp. z o.o.',
  nip: '5213017458',
  regon: '381071370',
  krs: '0000912345',
  legalForm: 'SpZoo',
  taxForm: 'Cit',
  foundedAt: '2020-02-03',
  address: { street: 'ul. Prosta', houseNumber: '1', flatNumber: null, postalCode: '00-001', city: 'Warszawa' },
  employeeCount: 3,
  industry: 'Handel',
};

describe('the leasing survey in the demo backend', () => {
  it('reads the seeded surveys: complete for the demo client, partial for two others, all numbers valid', async () => {
    const full = await getApplicationUserLeasingSurvey(client);
    expect(full).toMatchObject({
      userId: client,
      basicInfo: { periodMonths: 48, isNew: true },
      company: { name: 'Studio Wnętrz Kowalska sp. z o.o.', nip: '8522601004', krs: '0000912345' },
      decisivePerson: { lastName: 'Kowalska' },
      finances: { accountingKind: 'Pk' },
    });
    for (const list of ['clients', 'obligations', 'representatives', 'shareholders'] as const)
      expect(full[list].length).toBeGreaterThan(0);
    expect(full.shareholders.reduce((sum, s) => sum + s.sharePercent, 0)).toBe(100);
    const partial = await getApplicationUserLeasingSurvey(otherClient);
    expect(partial.company?.name).toBe('Mazur Transport sp. z o.o.');
    expect(partial.decisivePerson).toBeNull();
    expect((await getApplicationUserLeasingSurvey(itConsultingClient)).clients).toHaveLength(2);
  });

  it('answers a client without a survey with an empty one; 404 for nobody and for a user who is no client', async () => {
    expect(await getApplicationUserLeasingSurvey(newClient)).toEqual({
      userId: newClient,
      basicInfo: null,
      company: null,
      decisivePerson: null,
      finances: null,
      clients: [],
      obligations: [],
      representatives: [],
      shareholders: [],
    });
    expect(await statusOf(getApplicationUserLeasingSurvey(999999))).toBe(404);
    expect(await statusOf(getApplicationUserLeasingSurvey(manager))).toBe(404);
    expect(await statusOf(downloadApplicationUserLeasingSurveyPdf(manager))).toBe(404);
    expect(await statusOf(saveApplicationUserLeasingSurveyFinances(999999, {}))).toBe(404);
  });

  it('lets a manager read and write only the surveys of the clients they look after; a client none', async () => {
    api.actAs('Manager');
    expect((await getApplicationUserLeasingSurvey(itConsultingClient)).userId).toBe(itConsultingClient);
    await saveApplicationUserLeasingSurveyFinances(itConsultingClient, { accountingKind: 'R', hasTaxArrears: false });
    api.actAs(businessDirector);
    expect(await statusOf(getApplicationUserLeasingSurvey(client))).toBe(403);
    expect(await statusOf(saveApplicationUserLeasingSurveyFinances(client, {}))).toBe(403);
    expect(await statusOf(downloadApplicationUserLeasingSurveyPdf(client))).toBe(403);
    api.actAs('Client');
    expect(await statusOf(getApplicationUserLeasingSurvey(client))).toBe(403);
  });

  it('saves each of the eight sections alone, answers the whole survey, and keeps it', async () => {
    const saves = [
      () =>
        saveApplicationUserLeasingSurveyBasicInfo(newClient, {
          subject: ' Koparka ',
          value: 250000,
          isNew: false,
          periodMonths: 60,
          downPaymentPercent: 15,
          purpose: 'Roboty ziemne',
        }),
      () => saveApplicationUserLeasingSurveyCompany(newClient, company),
      () =>
        saveApplicationUserLeasingSurveyDecisivePerson(newClient, {
          firstName: 'Ewa',
          lastName: 'Nowa',
          email: 'ewa@example.pl',
        }),
      () => saveApplicationUserLeasingSurveyFinances(newClient, { accountingKind: 'Pk', revenueLastYear: 500000 }),
      () =>
        saveApplicationUserLeasingSurveyClients(newClient, {
          clients: [{ name: 'Hotel Mokotów SA', nip: '5272684423', revenueSharePercent: 40 }],
        }),
      () =>
        saveApplicationUserLeasingSurveyObligations(newClient, {
          obligations: [{ creditor: 'mBank SA', amount: 10000, monthlyInstallment: 500, endDate: '2027-01-31' }],
        }),
      () =>
        saveApplicationUserLeasingSurveyRepresentatives(newClient, {
          representatives: [{ firstName: 'Ewa', lastName: 'Nowa', position: 'Prezes' }],
        }),
      () =>
        saveApplicationUserLeasingSurveyShareholders(newClient, {
          shareholders: [{ name: 'Ewa Nowa', isNaturalPerson: true, sharePercent: 100 }],
        }),
    ];
    const first = await saves[0]();
    // the first save starts the survey; the text is trimmed; the other sections stay empty
    expect(first).toMatchObject({ userId: newClient, createdById: admin, updatedById: admin, company: null });
    expect(first.basicInfo).toEqual({
      subject: 'Koparka',
      value: 250000,
      isNew: false,
      periodMonths: 60,
      downPaymentPercent: 15,
      purpose: 'Roboty ziemne',
    });
    for (const save of saves.slice(1)) await save();
    const saved = await getApplicationUserLeasingSurvey(newClient);
    expect(saved.basicInfo?.subject).toBe('Koparka');
    expect(saved.company).toEqual(company);
    expect(saved.decisivePerson).toMatchObject({ firstName: 'Ewa', email: 'ewa@example.pl' });
    expect(saved.finances).toMatchObject({ accountingKind: 'Pk', revenueLastYear: 500000 });
    expect(saved.clients).toEqual([{ name: 'Hotel Mokotów SA', nip: '5272684423', revenueSharePercent: 40 }]);
    expect(saved.obligations[0]).toMatchObject({ creditor: 'mBank SA', endDate: '2027-01-31' });
    expect(saved.representatives[0]).toMatchObject({ lastName: 'Nowa' });
    expect(saved.shareholders).toEqual([{ name: 'Ewa Nowa', isNaturalPerson: true, sharePercent: 100 }]);
    expect(api.db.leasingSurveys.filter((s) => s.userId === newClient)).toHaveLength(1);

    // a list section replaces the saved list; an empty one empties it
    await saveApplicationUserLeasingSurveyShareholders(newClient, { shareholders: [] });
    expect((await getApplicationUserLeasingSurvey(newClient)).shareholders).toEqual([]);
    expect((await getApplicationUserLeasingSurvey(newClient)).clients).toHaveLength(1);
  });

  it('checks the company’s NIP, REGON (9 or 14 digits) and KRS, naming the field in Polish', async () => {
    expect(await errorsOf(saveApplicationUserLeasingSurveyCompany(client, { ...company, nip: '5213017459' }))).toEqual({
      nip: ['Nieprawidłowy numer NIP'],
    });
    // a number of the wrong length says the same, not "format"
    expect(
      await errorsOf(
        saveApplicationUserLeasingSurveyCompany(client, { ...company, nip: '521301745', regon: '38107137' }),
      ),
    ).toEqual({ nip: ['Nieprawidłowy numer NIP'], regon: ['Nieprawidłowy numer REGON'] });
    expect(await errorsOf(saveApplicationUserLeasingSurveyCompany(client, { ...company, regon: '381071371' }))).toEqual(
      {
        regon: ['Nieprawidłowy numer REGON'],
      },
    );
    expect(await errorsOf(saveApplicationUserLeasingSurveyCompany(client, { ...company, krs: '912345' }))).toEqual({
      krs: ['Numer KRS ma 10 cyfr'],
    });
    expect(await errorsOf(saveApplicationUserLeasingSurveyCompany(client, { ...company, name: '  ' }))).toEqual({
      name: ['To pole jest wymagane'],
    });
    // a 14-digit REGON with both check digits, and none at all, are fine
    await saveApplicationUserLeasingSurveyCompany(client, { ...company, regon: '38107137000016', krs: null });
    expect((await getApplicationUserLeasingSurvey(client)).company).toMatchObject({
      regon: '38107137000016',
      krs: null,
    });
    await saveApplicationUserLeasingSurveyCompany(client, { ...company, regon: null });
    // nothing saved by a refused body
    expect(api.db.leasingSurveys.find((s) => s.userId === client)?.company?.nip).toBe(company.nip);
  });

  it('checks the customers’ NIPs and revenue shares (0–100 %)', async () => {
    expect(
      await errorsOf(
        saveApplicationUserLeasingSurveyClients(client, {
          clients: [
            { name: 'A', nip: '5272684423', revenueSharePercent: 120 },
            { name: 'B', nip: '5272684424', revenueSharePercent: -1 },
            { name: '', nip: null },
          ],
        }),
      ),
    ).toEqual({
      'clients[0].revenueSharePercent': ['Największa dozwolona wartość to 100'],
      'clients[1].revenueSharePercent': ['Najmniejsza dozwolona wartość to 0'],
      'clients[1].nip': ['Nieprawidłowy numer NIP'],
      'clients[2].name': ['To pole jest wymagane'],
    });
    expect((await getApplicationUserLeasingSurvey(client)).clients).toHaveLength(3);
  });

  it('refuses shareholders’ shares out of 0–100 or adding up to more than 100 %', async () => {
    const shareholders = (...shares: number[]) => ({
      shareholders: shares.map((sharePercent, i) => ({
        name: `Wspólnik ${i + 1}`,
        isNaturalPerson: true,
        sharePercent,
      })),
    });
    expect(await errorsOf(saveApplicationUserLeasingSurveyShareholders(client, shareholders(60, 50)))).toEqual({
      shareholders: ['Udziały wspólników sumują się do więcej niż 100%'],
    });
    expect(await errorsOf(saveApplicationUserLeasingSurveyShareholders(client, shareholders(101)))).toMatchObject({
      'shareholders[0].sharePercent': ['Największa dozwolona wartość to 100'],
    });
    // thirds in hundredths are not more than 100 %
    const thirds = await saveApplicationUserLeasingSurveyShareholders(client, shareholders(33.33, 33.33, 33.34));
    expect(thirds.shareholders.map((s) => s.sharePercent)).toEqual([33.33, 33.33, 33.34]);
  });

  it('checks the basic information, the person and the obligations by the contract', async () => {
    expect(
      await errorsOf(
        saveApplicationUserLeasingSurveyBasicInfo(client, {
          subject: 'X',
          value: -1,
          periodMonths: 121,
          downPaymentPercent: 101,
        }),
      ),
    ).toEqual({
      value: ['Najmniejsza dozwolona wartość to 0'],
      periodMonths: ['Największa dozwolona wartość to 120'],
      downPaymentPercent: ['Największa dozwolona wartość to 100'],
    });
    expect(
      await errorsOf(
        saveApplicationUserLeasingSurveyDecisivePerson(client, { firstName: 'A', lastName: '', email: 'x' }),
      ),
    ).toEqual({ lastName: ['To pole jest wymagane'], email: ['Podaj poprawny adres e-mail'] });
    expect(
      await errorsOf(
        saveApplicationUserLeasingSurveyObligations(client, {
          obligations: [{ creditor: 'Bank', amount: -5, endDate: '31.12.2027' }],
        }),
      ),
    ).toEqual({
      'obligations[0].amount': ['Najmniejsza dozwolona wartość to 0'],
      'obligations[0].endDate': ['Podaj poprawną datę'],
    });
  });

  it('prints the survey as a PDF: every saved section in Polish, the others marked as not filled', async () => {
    const full = await fileText((await downloadApplicationUserLeasingSurveyPdf(client)) as Blob);
    expect(full).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
    expect(full).toContain('(Ankieta leasingowa)');
    expect(full).toContain('(Klient: Anna Kowalska \\(nr 101\\))');
    // ę as the font's code 130 (its /Differences), ó as WinAnsi's
    expect(full).toContain('Studio Wn\x82trz Kowalska sp. z o.o.');
    expect(full).toContain('(6. Zobowi\x80zania)');
    expect(full).toContain('Prezes zarz\x80du');
    expect(full).toContain('Razem: 100%');
    expect(full).toContain('Warto\x85\x81 netto: 189 000,00 z\x83');
    expect(full).not.toContain('Nie wype\x83niono.');

    const partial = await fileText((await downloadApplicationUserLeasingSurveyPdf(otherClient)) as Blob);
    expect(partial).toContain('Mazur Transport sp. z o.o.');
    expect(partial).toContain('(3. Osoba decyzyjna)');
    expect(partial.match(/Nie wype\x83niono\./g)).toHaveLength(5);
  });

  it('fits a long survey on its page: smaller text, and a note where the rest is', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ creditor: `Bank ${i + 1}`, amount: 1000 }));
    await saveApplicationUserLeasingSurveyObligations(client, { obligations: many });
    const pdf = await fileText((await downloadApplicationUserLeasingSurveyPdf(client)) as Blob);
    expect(pdf).toContain('(\\(dalsza cz\x82\x85\x81 ankiety w portalu\\))');
    const lowest = Math.min(...[...pdf.matchAll(/1 0 0 1 72 (-?\d+) Tm/g)].map((m) => Number(m[1])));
    expect(lowest).toBeGreaterThanOrEqual(30);
  });
});
