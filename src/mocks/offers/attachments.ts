import * as mocks from '@portal/sdk/mocks/offers';
import type { Offer, OfferAttachment } from '@portal/sdk/model';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';
import { assertDraft, offerAccess } from './access';
import { attachmentFile } from './documents';
import { publishedOffer } from './offers';

const schemas = lazySchemas(() => import('@portal/sdk/zod/offers'));

/**
 * The files attached to offers, kept in their offer's `attachments` (their contents are not kept: a download
 * draws a PDF naming the file). Staff change them, on drafts only; whoever may see the offer downloads them, and
 * anyone with the publication id downloads those of a published offer.
 */
export const offerAttachmentsHandlers = ({ db }: MockContext) => {
  const access = offerAccess(db);
  const locate = (id: unknown) => {
    const offer = db.offers.find((o) => o.attachments.some((a) => a.id === intParam(String(id))));
    const attachment = offer?.attachments.find((a) => a.id === intParam(String(id)));
    if (!offer || !attachment) throw notFound('Nie znaleziono załącznika');
    return { offer, attachment };
  };
  /** The attachment with its offer, as the acting user may see them (the offer's rules). */
  const readable = (request: Request, id: unknown) => {
    const found = locate(id);
    access.readable(request, found.offer.id);
    return found;
  };
  /** The draft offer an attachment goes to (400 when there is none or it is published). */
  const targetOffer = (offerId: unknown): Offer => {
    const offer = db.offers.find((o) => o.id === intParam(String(offerId ?? '')));
    if (!offer) throw badRequest({ offerId: ['Nie ma takiej oferty.'] });
    assertDraft(offer, 'offerId');
    return offer;
  };
  /** Changes the attachment's details, moving it when `offerId` names another offer. */
  const change = (request: Request, id: unknown, values: Partial<OfferAttachment>) => {
    access.staffOnly(request);
    const { offer, attachment } = locate(id);
    assertDraft(offer, 'offerId');
    const target = values.offerId === undefined ? offer : targetOffer(values.offerId);
    Object.assign(attachment, values, { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    if (target !== offer) {
      offer.attachments = offer.attachments.filter((a) => a !== attachment);
      target.attachments.push(attachment);
    }
    db.save();
    return attachment;
  };

  return [
    mocks.getListOfferAttachmentsMockHandler(async ({ request }) => {
      const { offerId } = validQuery((await schemas()).ListOfferAttachmentsQueryParams, request);
      return db.offers
        .filter((o) => (offerId === undefined || o.id === offerId) && access.visible(request, o))
        .flatMap((o) => o.attachments);
    }),
    mocks.getCreateOfferAttachmentMockHandler(async ({ request }) => {
      access.staffOnly(request);
      const form = await request.formData().catch(() => {
        throw badRequest({ file: ['Oczekiwano danych multipart/form-data.'] });
      });
      const file = form.get('file');
      if (!file || typeof file === 'string') throw badRequest({ file: ['Nie wybrano pliku.'] });
      const offer = targetOffer(form.get('offerId'));
      const description = String(form.get('description') ?? '').trim();
      if (description.length > 500) throw badRequest({ description: ['Maksymalnie 500 znaków'] });
      const id = db.nextId('offerAttachments');
      const attachment: OfferAttachment = {
        id,
        offerId: offer.id,
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        blobName: `offer-${id}`,
        description: description || null,
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      };
      offer.attachments.push(attachment);
      db.save();
      return attachment;
    }),
    mocks.getGetOfferAttachmentMockHandler(({ request, params }) => readable(request, params.id).attachment),
    mocks.getUpdateOfferAttachmentMockHandler(async ({ request, params }) => {
      access.staffOnly(request);
      locate(params.id);
      const input = await validBody((await schemas()).UpdateOfferAttachmentBody, request);
      return change(request, params.id, { description: null, ...input });
    }),
    mocks.getPatchOfferAttachmentMockHandler(async ({ request, params }) => {
      access.staffOnly(request);
      locate(params.id);
      return change(request, params.id, await validBody((await schemas()).PatchOfferAttachmentBody, request));
    }),
    mocks.getDeleteOfferAttachmentMockHandler(({ request, params }) => {
      access.staffOnly(request);
      const { offer, attachment } = locate(params.id);
      offer.attachments = offer.attachments.filter((a) => a !== attachment);
      db.save();
    }),
    mocks.getDownloadOfferAttachmentMockHandler(({ request, params }) => {
      const { offer, attachment } = readable(request, params.id);
      return attachmentFile(attachment, offer);
    }),
    mocks.getDownloadPublicOfferAttachmentMockHandler(({ params }) => {
      const offer = publishedOffer(db, params.publicationId);
      const attachment = offer?.attachments.find((a) => a.id === intParam(String(params.id)));
      if (!offer || !attachment) throw notFound('Nie znaleziono załącznika');
      return attachmentFile(attachment, offer);
    }),
  ];
};
