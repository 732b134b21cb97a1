import * as mocks from '@portal/sdk/mocks/settlements';
import type { Settlement, SettlementAttachment } from '@portal/sdk/model';
import { HttpResponse } from 'msw';
import { assertStaff } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { intParam, nowIso, searchParams } from '@/mocks/shared/request';

/**
 * The files attached to settlements (kept in the settlement's `attachments`; their contents are not: the contract
 * has no call that downloads them). Staff only.
 */
export const settlementAttachmentsHandlers = ({ db }: MockContext) => {
  const staffOnly = (request: Request) => assertStaff(db, request);
  const all = () => db.settlements.flatMap((s) => (s.attachments ?? []).map((a) => ({ s, a })));
  const find = (request: Request, id: unknown) => {
    staffOnly(request);
    const found = all().find(({ a }) => a.id === intParam(String(id)));
    if (!found) throw notFound('Nie znaleziono załącznika');
    return found;
  };
  return [
    mocks.getListSettlementAttachmentsMockHandler(({ request }) => {
      staffOnly(request);
      const settlementId = searchParams(request).get('settlementId');
      return all()
        .filter(({ s }) => !settlementId || s.id === settlementId)
        .map(({ a }) => a);
    }),
    mocks.getCreateSettlementAttachmentMockHandler(async ({ request }) => {
      staffOnly(request);
      const form = await request.formData().catch(() => {
        throw badRequest({ file: ['Oczekiwano danych multipart/form-data.'] });
      });
      const file = form.get('file');
      if (!file || typeof file === 'string') throw badRequest({ file: ['Nie wybrano pliku.'] });
      const settlement: Settlement | undefined = db.settlements.find((s) => s.id === form.get('settlementId'));
      if (!settlement) throw badRequest({ settlementId: ['Nie ma takiego rozliczenia.'] });
      const description = String(form.get('description') ?? '').trim();
      if (description.length > 500) throw badRequest({ description: ['Maksymalnie 500 znaków'] });
      const id = db.nextId('settlementAttachments');
      const attachment: SettlementAttachment = {
        id,
        settlementId: settlement.id,
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        blobName: `settlement-${id}`,
        description: description || null,
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      };
      (settlement.attachments ??= []).push(attachment);
      db.save();
      return attachment;
    }),
    mocks.getGetSettlementAttachmentMockHandler(({ request, params }) => find(request, params.id).a),
    mocks.getDeleteSettlementAttachmentMockHandler(({ request, params }) => {
      const { s, a } = find(request, params.id);
      s.attachments = s.attachments!.filter((other) => other !== a);
      db.save();
      return new HttpResponse(null, { status: 204 }) as never;
    }),
  ];
};
