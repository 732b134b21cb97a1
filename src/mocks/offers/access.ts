import type { Offer } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { actsAsClient, assertClientAccess, assertStaff } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, notFound } from '@/mocks/shared/answers';
import { intParam } from '@/mocks/shared/request';

/**
 * Who may see and change offers: staff everything; a client (a user who is a Client only) reads the published
 * offers of their own cases: another client's case answers 403, a draft 404, and every change 403.
 */
export function offerAccess(db: DemoDb) {
  const isClient = (request: Request) => actsAsClient(db, request);
  const clientOf = (offer: Offer) => db.cases.find((c) => c.id === offer.caseId)?.clientId ?? -1;

  /** Throws 403 for a client: only staff change offers. */
  const staffOnly = (request: Request) => assertStaff(db, request);

  /** Whether the acting user may see the offer (lists leave out the others). */
  const visible = (request: Request, offer: Offer) =>
    !isClient(request) || (offer.status === 'Published' && clientOf(offer) === actingUserId(request));

  /** The offer of the id as the acting user may see it: 404 when none (or a draft, to a client), 403 when not theirs. */
  const readable = (request: Request, id: unknown): Offer => {
    const offer = db.offers.find((o) => o.id === intParam(String(id)));
    if (!offer) throw notFound('Nie znaleziono oferty');
    if (isClient(request)) {
      assertClientAccess(db, request, clientOf(offer));
      if (offer.status !== 'Published') throw notFound('Nie znaleziono oferty');
    }
    return offer;
  };

  /** The offer of the id for a change by staff (403 for a client, 404 when none). */
  const changeable = (request: Request, id: unknown): Offer => {
    staffOnly(request);
    return readable(request, id);
  };

  return { staffOnly, visible, readable, changeable };
}

/** A published offer is what the client was sent: it no longer changes (400). */
export function assertDraft(offer: Offer, field = 'status') {
  if (offer.status === 'Published') throw badRequest({ [field]: ['Opublikowanej oferty nie można już zmieniać.'] });
}
