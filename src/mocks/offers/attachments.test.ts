import {
  createOfferAttachment,
  deleteOfferAttachment,
  downloadOfferAttachment,
  downloadPublicOfferAttachment,
  getOfferAttachment,
  listOfferAttachments,
  patchOfferAttachment,
  updateOfferAttachment,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi, failure } from '@/testing/demo-api';
import { fileText } from '@/testing/files';
import { server } from '@/testing/server';
import { ids } from '@/mocks/db/seed-ids';
import { instagramPublicationId, offerIds } from '@/mocks/db/seed-offers';

const api = demoApi({ as: 'Manager' });
const draft = offerIds.workingCapitalLoan;
const pdfFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('offer attachments', () => {
  it('are listed by offer, added to a draft with a description, changed and removed', async () => {
    expect((await listOfferAttachments({ offerId: offerIds.instagramCampaign })).map((a) => a.fileName)).toEqual([
      'harmonogram_kampanii.pdf',
      'przyklady_postow.pdf',
    ]);
    expect(await listOfferAttachments()).toHaveLength(3);
    const added = await createOfferAttachment({
      file: pdfFile('kosztorys.pdf'),
      offerId: draft,
      description: ' Koszty ',
    });
    expect(added).toMatchObject({ offerId: draft, description: 'Koszty', contentType: 'application/pdf' });
    expect(added.id).toBeGreaterThan(6103);
    expect(api.db.offers.find((o) => o.id === draft)!.attachments).toEqual([added]);
    expect(await updateOfferAttachment(added.id, { fileName: 'kosztorys-v2.pdf', offerId: draft })).toMatchObject({
      fileName: 'kosztorys-v2.pdf',
      description: null,
    });
    expect((await patchOfferAttachment(added.id, { description: 'Wersja 2' })).description).toBe('Wersja 2');
    expect((await getOfferAttachment(added.id)).fileName).toBe('kosztorys-v2.pdf');
    await deleteOfferAttachment(added.id);
    expect(await failure(getOfferAttachment(added.id))).toMatchObject({ status: 404 });
  });

  it('refuses a missing file, an unknown or published offer (400)', async () => {
    const missing = await failure(createOfferAttachment({ file: pdfFile('a.pdf'), offerId: 999999 }));
    expect(missing).toMatchObject({ status: 400, body: { errors: { offerId: ['Nie ma takiej oferty.'] } } });
    expect(
      await failure(createOfferAttachment({ file: pdfFile('a.pdf'), offerId: offerIds.instagramCampaign })),
    ).toMatchObject({ status: 400 });
    expect(await failure(createOfferAttachment({ file: undefined as unknown as Blob, offerId: draft }))).toMatchObject({
      status: 400,
      body: { errors: { file: ['Nie wybrano pliku.'] } },
    });
  });

  it('download as a PDF naming the file, with credentials or by the publication id without them', async () => {
    expect(await fileText(await downloadOfferAttachment(6101))).toContain('harmonogram_kampanii.pdf');
    const authorization: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => void authorization.push(request.headers.get('Authorization')));
    const file = await fileText(await downloadPublicOfferAttachment(6102, instagramPublicationId));
    server.events.removeAllListeners();
    expect(file).toContain('przyklady_postow.pdf');
    expect(authorization).toEqual([null]);
    // only the attachments of that publication
    expect(await failure(downloadPublicOfferAttachment(6103, instagramPublicationId))).toMatchObject({ status: 404 });
    const other = api.db.offers.find((o) => o.id === offerIds.settlementDemand)!.publicationId!;
    expect(await failure(downloadPublicOfferAttachment(6101, other))).toMatchObject({ status: 404 });
  });

  it('are a client’s to read on their published offer only; never to change', async () => {
    api.actAs('Client');
    expect((await getOfferAttachment(6101)).fileName).toBe('harmonogram_kampanii.pdf');
    expect(await listOfferAttachments()).toHaveLength(2);
    expect(await failure(downloadOfferAttachment(6103))).toMatchObject({ status: 403 });
    expect(await failure(deleteOfferAttachment(6101))).toMatchObject({ status: 403 });
    expect(await failure(createOfferAttachment({ file: pdfFile('a.pdf'), offerId: draft }))).toMatchObject({
      status: 403,
    });
    api.actAs(ids.person.otherClient);
    expect(await listOfferAttachments({ offerId: draft })).toEqual([]);
  });
});
