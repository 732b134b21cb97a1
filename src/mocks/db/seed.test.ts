import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoPeople } from '@/mocks/people';
import { createSeed, seedCollectionText } from './seed';
import { collectionNames, type DemoData } from './types';
import { ids } from './seed-ids';
import { SEED_JSON, seedJsonText } from './write-seed';

describe('seed.json', () => {
  it('is what the seed modules build (after a change to them: npx tsx src/mocks/db/write-seed.ts)', async () => {
    expect(readFileSync(SEED_JSON, 'utf8') === (await seedJsonText())).toBe(true);
  });

  it('names the accounting book one way ("Księga przychodów i rozchodów", "KPiR" for short)', () => {
    expect(readFileSync(SEED_JSON, 'utf8')).not.toMatch(/Książk/);
  });

  it('holds each collection on a line of its own, which parses alone to the same records', () => {
    const seed = createSeed();
    for (const name of Object.keys(collectionNames) as (keyof DemoData)[]) {
      expect(JSON.parse(seedCollectionText(name))).toEqual(seed[name]);
      expect(seedCollectionText(name)).toBe(JSON.stringify(seed[name]));
    }
  });

  it('is parsed in a few milliseconds', () => {
    createSeed();
    const started = performance.now();
    for (let run = 0; run < 5; run += 1) createSeed();
    expect((performance.now() - started) / 5).toBeLessThan(50);
  });
});

describe('named seed ids', () => {
  const seed = createSeed();
  const user = (id: number) => seed.users.find((u) => u.id === id)!;
  const caseOf = (id: number) => seed.cases.find((c) => c.id === id)!;

  it('name the demo people by their roles', () => {
    for (const person of demoPeople) expect(user(person.id).roles).toEqual([person.role]);
    expect(user(ids.person.otherClient)).toMatchObject({ lastName: 'Mazur', roles: ['Client'] });
    expect(user(ids.person.clientManager)).toMatchObject({ firstName: 'Dariusz', roles: ['Manager'] });
    expect(user(ids.person.managerLeader).managerTitle?.name).toBe('Kierownik Zespołu');
    expect(user(ids.person.otherPatron).roles).toEqual(['Patron']);
    expect(user(ids.person.otherExpertEmployee)).toMatchObject({ expertOwnerId: ids.person.expertOwner });
    expect(user(ids.person.newClient).isFirstLoginDataFilled).toBe(false);
    expect(user(ids.person.otherOfficeExpert)).toMatchObject({ lastName: 'Król', roles: ['ExpertEmployee'] });
    expect(user(ids.person.otherOfficeExpert).expertOwnerId).not.toBe(ids.person.expertOwner);
    expect(user(ids.person.businessDirector).managerTitle?.name).toBe('Dyrektor ds. Rozwoju Biznesu');
    expect(user(ids.person.itConsultingClient)).toMatchObject({ lastName: 'Szymański', roles: ['Client'] });
  });

  it('name the cases, periods, attachments and products as they are', () => {
    expect(caseOf(ids.case.accounting)).toMatchObject({
      clientId: ids.person.client,
      expertId: ids.person.expertEmployee,
      type: 'Accounting',
      productId: ids.product.accounting,
      managers: [{ id: ids.person.manager }],
    });
    expect(caseOf(ids.case.loanLawsuit)).toMatchObject({
      clientId: ids.person.client,
      expertId: ids.person.expertOwner,
    });
    expect(caseOf(ids.case.loanLawsuit).managers.map((m) => m.id)).toEqual([
      ids.person.manager,
      ids.person.managerLeader,
    ]);
    expect(caseOf(ids.case.recruitment)).toMatchObject({ clientId: ids.person.client, expertId: null, status: 'New' });
    expect(caseOf(ids.case.otherClientAccounting)).toMatchObject({
      clientId: ids.person.otherClient,
      type: 'Accounting',
    });
    expect(caseOf(ids.case.otherClientDispute).clientId).toBe(ids.person.otherClient);
    expect(caseOf(ids.case.itConsultingAccounting)).toMatchObject({
      clientId: ids.person.itConsultingClient,
      expertId: ids.person.expertEmployee,
      type: 'Accounting',
    });
    expect(seed.casePeriods.filter((p) => p.caseId === ids.case.itConsultingAccounting).map((p) => p.status)).toEqual([
      null,
    ]);
    expect(caseOf(ids.case.bankLawsuitDefence)).toMatchObject({
      clientId: ids.person.itConsultingClient,
      expertId: ids.person.expertOwner,
      name: 'Obrona przed pozwem banku',
    });
    const months = Object.values(ids.period).map((id) => seed.casePeriods.find((p) => p.id === id));
    expect(months.map((p) => [p?.caseId, p?.month, p?.year])).toEqual(
      [8, 9, 10, 11].map((month) => [ids.case.accounting, month, 2026]),
    );
    expect(seed.caseAttachments.find((a) => a.id === ids.attachment.powerOfAttorney)).toMatchObject({
      caseId: ids.case.loanLawsuit,
      fileName: 'pelnomocnictwo_kowalska.pdf',
    });
    expect(seed.caseAttachments.find((a) => a.id === ids.attachment.otherClientInvoices)?.caseId).toBe(
      ids.case.otherClientDispute,
    );
    const november = seed.casePeriods.find((p) => p.id === ids.period.november)!;
    expect(november.clientAttachments.some((a) => a.id === ids.attachment.novemberSalesInvoice)).toBe(true);
    expect(Object.values(ids.organisation).every((id) => seed.organisations.some((o) => o.id === id))).toBe(true);
    const product = (id: number) => seed.products.find((p) => p.id === id);
    expect(Object.values(ids.product).map((id) => product(id)?.name)).toEqual([
      'Pełna księgowość',
      'Księga przychodów i rozchodów',
      'Kadry i płace',
      'Kredyt frankowy – pozew przeciwko bankowi',
      'Sprawa cywilna',
      'Windykacja należności',
      'Konsultacja z ekspertem',
    ]);
    expect(caseOf(ids.case.loanLawsuit).productId).toBe(ids.product.loanLawsuit);
    expect(product(ids.product.consultation)?.departmentId).toBeNull();
  });
});
