import * as mocks from '@portal/sdk/mocks/offers';
import type { Offer, OfferInput } from '@portal/sdk/model';
import { localToday } from '@/lib/settlements/payment-rules';
import type { DemoDb } from '@/mocks/db/db';
import { assertCaseAccess } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { failOn, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf, type Sortable } from '@/mocks/shared/lists';
import { intParam, nowIso, searchParams, selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';
import { assertDraft, offerAccess } from './access';
import { grossOf, offerPdf } from './documents';

const schemas = lazySchemas(() => import('@portal/sdk/zod/offers'));

const sortKeys: Record<string, (o: Offer) => Sortable> = {
  title: (o) => o.title,
  case: (o) => o.case?.name,
  netPrice: (o) => o.netPrice,
  grossPrice: (o) => o.grossPrice,
  validUntil: (o) => o.validUntil,
  publishedAt: (o) => o.publishedAt,
  createdAt: (o) => o.createdAt,
};

/** Newest first, ties by id. */
const newestFirst = (a: Offer, b: Offer) => compareValues(b.createdAt, a.createdAt) || a.id - b.id;

/**
 * The offers of cases: the list, one offer, create, replace, merge-patch and delete, a case's offers, the PDF,
 * publishing, and the public PDF of a published offer (no credentials: the publication id proves access).
 */
export const offerHandlers = ({ db }: MockContext) => {
  const access = offerAccess(db);
  /** A change by staff to a draft: applied, stamped, saved and answered with the offer. */
  const change = (request: Request, offer: Offer, apply: (o: Offer) => void) => {
    apply(offer);
    Object.assign(offer, derived(db, offer), { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    db.save();
    return offer;
  };

  return [
    mocks.getListOffersMockHandler(async ({ request }) => {
      const q = validQuery((await schemas()).ListOffersQueryParams, request);
      const organisationId = selectedOrganisation(request);
      const items = db.offers.filter(
        (o) =>
          access.visible(request, o) &&
          (organisationId === undefined ||
            db.cases.find((c) => c.id === o.caseId)?.organisationId === organisationId) &&
          (!q.status || o.status === q.status) &&
          matchesSearch(q.search ?? null, o.title, o.case?.name),
      );
      const key = q.sortBy ? sortKeys[q.sortBy] : undefined;
      const sign = sortDirectionOf(searchParams(request)) === 0 ? 1 : -1;
      items.sort((a, b) => (key ? sign * compareValues(key(a), key(b)) : 0) || newestFirst(a, b));
      return pageOf(items, searchParams(request));
    }),
    mocks.getCreateOfferMockHandler(async ({ request }) => {
      access.staffOnly(request);
      const input = await validBody((await schemas()).CreateOfferBody, request, (value) => ({
        ...caseRule(db)(value),
        validUntil: value.validUntil && value.validUntil < localToday() ? ['Data ważności już minęła.'] : undefined,
      }));
      const offer: Offer = {
        ...fromInput(input),
        id: db.nextId('offers'),
        status: 'Draft',
        publicationId: null,
        publishedAt: null,
        attachments: [],
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      };
      Object.assign(offer, derived(db, offer));
      db.offers.push(offer);
      db.save();
      return offer;
    }),
    mocks.getGetOfferMockHandler(({ request, params }) => access.readable(request, params.id)),
    mocks.getUpdateOfferMockHandler(async ({ request, params }) => {
      const offer = access.changeable(request, params.id);
      const input = await validBody((await schemas()).UpdateOfferBody, request, caseRule(db));
      assertDraft(offer);
      return change(request, offer, (o) => Object.assign(o, fromInput(input)));
    }),
    mocks.getPatchOfferMockHandler(async ({ request, params }) => {
      const offer = access.changeable(request, params.id);
      const patch = await validBody((await schemas()).PatchOfferBody, request);
      if (patch.caseId !== undefined) failOn(caseRule(db)({ caseId: patch.caseId } as OfferInput));
      assertDraft(offer);
      return change(request, offer, (o) => Object.assign(o, patch));
    }),
    mocks.getDeleteOfferMockHandler(({ request, params }) => {
      const offer = access.changeable(request, params.id);
      db.offers.splice(db.offers.indexOf(offer), 1);
      db.save();
    }),
    mocks.getListCaseOffersMockHandler(({ request, params }) => {
      const item = db.cases.find((c) => c.id === intParam(String(params.caseId)));
      if (!item) throw notFound('Nie znaleziono sprawy');
      assertCaseAccess(db, request, item);
      return db.offers.filter((o) => o.caseId === item.id && access.visible(request, o)).sort(newestFirst);
    }),
    mocks.getDownloadOfferPdfMockHandler(({ request, params }) => offerPdf(access.readable(request, params.id))),
    mocks.getPublishOfferMockHandler(({ request, params }) => {
      const offer = access.changeable(request, params.id);
      // publishing again keeps the link the client already has
      if (offer.status === 'Published') return offer;
      return change(request, offer, (o) =>
        Object.assign(o, { status: 'Published', publicationId: crypto.randomUUID(), publishedAt: nowIso() }),
      );
    }),
    mocks.getDownloadPublishedOfferPdfMockHandler(({ params }) => {
      const offer = publishedOffer(db, params.publicationId);
      if (!offer) throw notFound('Nie znaleziono oferty');
      return offerPdf(offer);
    }),
  ];
};

/** The published offer of a publication id, if any. */
export const publishedOffer = (db: DemoDb, publicationId: unknown) =>
  db.offers.find((o) => o.status === 'Published' && !!o.publicationId && o.publicationId === String(publicationId));

/** The case of an offer must exist. */
const caseRule = (db: DemoDb) => (input: Pick<OfferInput, 'caseId'>) => ({
  caseId: db.cases.some((c) => c.id === input.caseId) ? undefined : ['Nie ma takiej sprawy.'],
});

/** The stored fields of the input; what is not given is null. */
const fromInput = (input: OfferInput) => ({
  introduction: null,
  content: null,
  netPrice: null,
  vatRate: null,
  validUntil: null,
  ...input,
});

/** What the server derives: the case's name and the gross price. */
function derived(db: DemoDb, offer: Offer): Partial<Offer> {
  const item = db.cases.find((c) => c.id === offer.caseId);
  return {
    case: item ? { id: item.id, name: item.name } : offer.case,
    grossPrice: grossOf(offer.netPrice, offer.vatRate),
  };
}
