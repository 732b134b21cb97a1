import {
  createOffer,
  deleteOffer,
  downloadOfferPdf,
  downloadPublishedOfferPdf,
  getOffer,
  listCaseOffers,
  listOffers,
  patchOffer,
  publishOffer,
  updateOffer,
} from '@portal/sdk';
import type { OfferInput } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { demoApi, failure } from '@/testing/demo-api';
import { fileText } from '@/testing/files';
import { instagramPublicationId, offerIds } from '@/mocks/db/seed-offers';
import { ids } from '@/mocks/db/seed-ids';
import { grossOf } from './documents';

const api = demoApi({ as: 'Admin' });
const instagram = offerIds.instagramCampaign;
const draft = offerIds.workingCapitalLoan;

const input = (values: Partial<OfferInput> = {}): OfferInput => ({
  caseId: 1003,
  title: 'Druga kampania',
  netPrice: 1000,
  vatRate: 'VAT8',
  validUntil: '2099-12-31',
  ...values,
});

describe('the gross price', () => {
  it('adds VAT at the rate, none for ZW, NP, OO, rounded to the grosz', () => {
    expect(grossOf(1000, 'VAT23')).toBe(1230);
    expect(grossOf(1000, 'VAT8')).toBe(1080);
    expect(grossOf(1000, 'VAT5')).toBe(1050);
    for (const rate of ['ZW', 'NP', 'OO'] as const) expect(grossOf(1000, rate)).toBe(1000);
    expect(grossOf(0.05, 'VAT23')).toBe(0.06);
    expect(grossOf(99.99, 'VAT23')).toBe(122.99);
    expect(grossOf(null, 'VAT23')).toBeNull();
  });
});

describe('the staff’s offers', () => {
  it('creates a draft with the gross price and the case; refuses bad input with messages per field', async () => {
    const created = await createOffer(input());
    expect(created).toMatchObject({
      caseId: 1003,
      case: { id: 1003, name: 'Kampania marketingowa na Instagramie' },
      status: 'Draft',
      grossPrice: 1080,
      publicationId: null,
      attachments: [],
      introduction: null,
    });
    expect(api.db.offers.find((o) => o.id === created.id)).toBeDefined();
    const bad = await failure(
      createOffer(input({ title: '', caseId: 999999, netPrice: -1, validUntil: '2020-01-01' })),
    );
    expect(bad).toMatchObject({ status: 400, body: { errors: { title: ['To pole jest wymagane'] } } });
    expect(Object.keys((bad as { body: { errors: object } }).body.errors)).toEqual(
      expect.arrayContaining(['title', 'netPrice']),
    );
    const past = await failure(createOffer(input({ caseId: 999999, validUntil: '2020-01-01' })));
    expect(past).toMatchObject({
      status: 400,
      body: { errors: { caseId: ['Nie ma takiej sprawy.'], validUntil: ['Data ważności już minęła.'] } },
    });
  });

  it('replaces and patches a draft (the gross price follows); a published offer no longer changes', async () => {
    const replaced = await updateOffer(draft, input({ caseId: 1024, title: 'Kredyt obrotowy', vatRate: 'ZW' }));
    expect(replaced).toMatchObject({ title: 'Kredyt obrotowy', grossPrice: 1000, content: null, updatedById: 107 });
    const patched = await patchOffer(draft, { netPrice: 2000, vatRate: 'VAT5' });
    expect(patched).toMatchObject({ title: 'Kredyt obrotowy', netPrice: 2000, grossPrice: 2100 });
    expect(await failure(patchOffer(instagram, { title: 'Zmiana' }))).toMatchObject({ status: 400 });
    expect(await failure(updateOffer(999999, input()))).toMatchObject({ status: 404 });
  });

  it('publishes a draft under a new public id; its PDF is then public', async () => {
    expect(await failure(downloadPublishedOfferPdf('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
    });
    const published = await publishOffer(draft);
    expect(published.status).toBe('Published');
    expect(published.publicationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(published.publishedAt!)).toBeLessThan(60_000);
    // again: the same link
    expect((await publishOffer(draft)).publicationId).toBe(published.publicationId);
    api.actAs(ids.person.otherClient);
    const pdf = await fileText(await downloadPublishedOfferPdf(published.publicationId!));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('Pozyskanie kredytu obrotowego');
  });

  it('draws the PDF of an offer: title, case, prices, validity and scope', async () => {
    const pdf = await fileText(await downloadOfferPdf(instagram));
    expect(pdf).toContain('(Kampania na Instagramie \x96 kolekcja wn\x82trz)');
    expect(pdf).toContain('Cena netto: 3200,00 z\x83');
    expect(pdf).toContain('Cena brutto: 3936,00 z\x83');
    expect(pdf).toContain('2026-12-31');
    expect(pdf).toContain('Przygotowanie 18 post\xf3w');
    // what the font cannot draw does not break the document: a stand-in, or left out (issue 32)
    const odd = await createOffer(
      input({
        title: 'Café € “test” 👍',
        introduction: 'Flaga 🇵🇱, rodzina 👨‍👩‍👧, sterujące \u0000\u0007\u001b\u2028koniec, łączone a\u0328',
        content: 'Zakres ✓\nDruga linia Привет',
      }),
    );
    const oddPdf = await fileText(await downloadOfferPdf(odd.id));
    expect(oddPdf).toContain('(Caf\xe9 EUR \x93test\x94) Tj');
    expect(oddPdf).toContain('(Flaga, rodzina, steruj\x80ce koniec, \x83\x80czone \x80) Tj');
    expect(oddPdf).toContain('(Druga linia ??????) Tj');
  });

  it('lists offers paged, by status and search; deletes one', async () => {
    const all = await listOffers();
    expect(all).toMatchObject({ totalCount: 3, page: 1, pageSize: 25 });
    expect((await listOffers({ status: 'Draft' })).items.map((o) => o.id)).toEqual([draft]);
    expect((await listOffers({ search: 'instagram' })).items.map((o) => o.id)).toEqual([instagram]);
    const byTitle = await listOffers({ sortBy: 'title', sortDirection: 0 });
    expect(byTitle.items.map((o) => o.title)).toEqual(
      [...byTitle.items.map((o) => o.title)].sort((a, b) => a.localeCompare(b, 'pl')),
    );
    await deleteOffer(draft);
    expect(await failure(getOffer(draft))).toMatchObject({ status: 404 });
    expect(await listCaseOffers(1024)).toEqual([]);
  });
});

describe('a client and offers', () => {
  it('sees the published offers of their own cases only', async () => {
    api.actAs('Client');
    expect((await getOffer(instagram)).publicationId).toBe(instagramPublicationId);
    expect((await listCaseOffers(1003)).map((o) => o.id)).toEqual([instagram]);
    expect((await listOffers()).items.map((o) => o.id)).toEqual([instagram]);
    expect(await failure(listCaseOffers(1024))).toMatchObject({ status: 403 });
    expect(await failure(getOffer(offerIds.settlementDemand))).toMatchObject({ status: 403 });
    expect(await failure(listCaseOffers(999999))).toMatchObject({ status: 404 });
  });

  it('gets 404 for a draft of their own case, 403 for another client’s', async () => {
    api.actAs(ids.person.otherClient);
    expect(await failure(getOffer(draft))).toMatchObject({ status: 404 });
    expect(await failure(downloadOfferPdf(draft))).toMatchObject({ status: 404 });
    expect(await listCaseOffers(1024)).toEqual([]);
    expect(await failure(getOffer(instagram))).toMatchObject({ status: 403 });
  });

  it('may not create, change, delete or publish (403)', async () => {
    api.actAs('Client');
    expect(await failure(createOffer(input()))).toMatchObject({ status: 403 });
    expect(await failure(patchOffer(instagram, { title: 'X' }))).toMatchObject({ status: 403 });
    expect(await failure(publishOffer(instagram))).toMatchObject({ status: 403 });
    expect(await failure(deleteOffer(instagram))).toMatchObject({ status: 403 });
    expect(api.db.offers).toHaveLength(3);
  });
});
