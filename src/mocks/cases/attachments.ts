import {
  getDeleteCaseAgreementMockHandler,
  getDeleteCaseAttachmentMockHandler,
  getDeleteCaseClientAttachmentMockHandler,
  getDeleteCaseExpertAttachmentMockHandler,
  getDeleteCasePeriodClientAttachmentMockHandler,
  getDeleteCasePeriodExpertAttachmentMockHandler,
  getGetCaseAttachmentMockHandler,
  getListCaseAttachmentsMockHandler,
  getListCaseClientAttachmentsMockHandler,
  getListCaseExpertAttachmentsMockHandler,
  getListCasePeriodClientAttachmentsMockHandler,
  getListCasePeriodExpertAttachmentsMockHandler,
  getMarkCaseAttachmentPaidMockHandler,
  getPatchCaseAttachmentMockHandler,
  getSetCaseAttachmentTypeMockHandler,
  getUpdateCaseAttachmentMockHandler,
  getUploadCaseAgreementMockHandler,
  getUploadCaseAttachmentMockHandler,
  getUploadCaseAttachmentsMockHandler,
  getUploadCaseClientAttachmentMockHandler,
  getUploadCaseClientAttachmentsMockHandler,
  getUploadCaseExpertAttachmentMockHandler,
  getUploadCaseExpertAttachmentsMockHandler,
  getUploadCasePeriodClientAttachmentMockHandler,
  getUploadCasePeriodClientAttachmentsMockHandler,
  getUploadCasePeriodExpertAttachmentMockHandler,
  getUploadCasePeriodExpertAttachmentsMockHandler,
} from '@portal/sdk/mocks/cases';
import type {
  AttachmentType,
  Case,
  CaseAttachment,
  CaseAttachmentPatch,
  CaseField,
  CasePeriod,
} from '@portal/sdk/model';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { recordChange } from '@/mocks/case-history/record';
import type { DemoDb } from '@/mocks/db/db';
import { assertCaseAccess, isClientOnly, isExpertSide, rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { byCreatedAt, compareValues, matchesSearch, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { findCase } from '@/mocks/shared/records';
import { boolParam, intParam, nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, valid, validBody, validQuery } from '@/mocks/shared/validation';
import { touch } from './case-changes';
import type { FileStore } from './files';
import { ensurePeriod, type PeriodKey } from './periods';

const schemas = lazySchemas(() => import('@portal/sdk/zod/cases'));
type CaseSchemas = Awaited<ReturnType<typeof schemas>>;

/** Where an attachment lives: the case's own list, one of a period's lists, or the case's agreement. */
interface Located {
  attachment: CaseAttachment;
  item: Case;
  period?: CasePeriod;
  isAgreement?: boolean;
  remove: () => void;
}

function locate(db: DemoDb, id: number | undefined): Located | undefined {
  if (id === undefined) return undefined;
  const caseOf = (caseId: number) => db.cases.find((c) => c.id === caseId);
  const own = db.caseAttachments.find((a) => a.id === id);
  if (own) {
    const item = caseOf(own.caseId);
    return (
      item && { attachment: own, item, remove: () => db.caseAttachments.splice(db.caseAttachments.indexOf(own), 1) }
    );
  }
  for (const period of db.casePeriods) {
    for (const list of [period.clientAttachments, period.expertAttachments]) {
      const found = list.find((a) => a.id === id);
      const item = found && caseOf(period.caseId);
      if (found && item) return { attachment: found, item, period, remove: () => list.splice(list.indexOf(found), 1) };
    }
  }
  const item = db.cases.find((c) => c.agreement?.id === id);
  return item?.agreement
    ? { attachment: item.agreement, item, isAgreement: true, remove: () => (item.agreement = null) }
    : undefined;
}

/** The attachment of the call (404 when missing), after the access check of its case. */
function located(db: DemoDb, request: Request, id: string | readonly string[] | undefined, caseId?: number): Located {
  const found = locate(db, intParam(id));
  if (!found || (caseId !== undefined && found.item.id !== caseId)) throw notFound('Nie znaleziono załącznika');
  assertCaseAccess(db, request, found.item);
  return found;
}

const fieldOf = (attachment: CaseAttachment, period?: CasePeriod, isAgreement = false): CaseField =>
  isAgreement
    ? 'Agreement'
    : period
      ? attachment.isExpertAttachment
        ? 'ExpertPeriodAttachment'
        : 'ClientPeriodAttachment'
      : attachment.isExpertAttachment
        ? 'ExpertAttachment'
        : 'ClientAttachment';

// ---------------------------------------------------------------- uploads

interface Upload {
  files: File[];
  descriptions: (string | null)[];
  form: FormData;
}

/**
 * The files of a multipart upload (field `file`, or `Files` for several) with their descriptions: `Description`
 * for one file, or `Descriptions`, which the client sends as ONE field joined by commas (split here per file, in
 * order; repeated fields are taken as they are).
 */
async function readUpload(request: Request): Promise<Upload> {
  const form = await request.formData().catch(() => {
    throw badRequest({ file: ['Oczekiwano danych multipart/form-data.'] });
  });
  const files = ['file', 'Files', 'files'].flatMap((name) =>
    form.getAll(name).filter((value): value is File => typeof value !== 'string'),
  );
  if (!files.length) throw badRequest({ file: ['Nie wybrano pliku.'] });
  const joined = form.getAll('Descriptions').map(String);
  const split = joined.length === 1 ? joined[0].split(',') : joined;
  const single = form.get('Description');
  const descriptions = files.map((_, index) => {
    const text = (files.length === 1 && typeof single === 'string' ? single : split[index]) ?? '';
    return text.trim() || null;
  });
  return { files, descriptions, form };
}

interface StoreOptions {
  item: Case;
  period?: CasePeriod;
  isExpertAttachment: boolean;
  type?: AttachmentType;
  /** The case's agreement (kept in `agreement`, not in the attachment list). */
  isAgreement?: boolean;
}

const paidLabel = (paid: boolean) => (paid ? 'Opłacona' : 'Nieopłacona');

const newestFirst = byCreatedAt(1);

/** The `newOnly` and `attachmentType` filters of the attachment lists, newest first. */
function listed(list: CaseAttachment[], request: Request) {
  const query = searchParams(request);
  const newOnly = boolParam(query.get('newOnly'));
  const type = query.get('attachmentType');
  return list.filter((a) => (!newOnly || a.isNew) && (!type || a.type === type)).sort(newestFirst);
}

/** Every attachment of every case: own lists, period lists and agreements. */
const everyAttachment = (db: DemoDb): CaseAttachment[] => [
  ...db.caseAttachments,
  ...db.casePeriods.flatMap((p) => [...p.clientAttachments, ...p.expertAttachments]),
  ...db.cases.flatMap((c) => (c.agreement ? [c.agreement] : [])),
];

/** `filename*` carries the UTF-8 name (Polish letters); `filename` an ASCII fallback. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

type Params = Record<string, string | readonly string[] | undefined>;

export const attachmentHandlers = ({ db, events }: MockContext, files: FileStore) => {
  /** Saves the case's change and announces it, as `inCase` does for the other changes. */
  const saved = (request: Request, item: Case, field: CaseField) => {
    touch(item, request);
    db.save();
    events.emit({ type: 'caseChanged', caseId: item.id, actorId: actingUserId(request), field, newValue: null });
  };

  /** Stores the uploaded files as attachments (their content in the file store) and returns them. */
  async function storeUpload(request: Request, upload: Upload, options: StoreOptions) {
    const { item, period, isExpertAttachment, isAgreement } = options;
    const typeField = upload.form.get('CasePeriodAttachmentType');
    const periodType =
      intParam(typeof typeField === 'string' ? typeField : null) ??
      (period && !isExpertAttachment ? (item.accountingAttachmentTypeId ?? null) : null);
    const stored: CaseAttachment[] = [];
    for (const [index, file] of upload.files.entries()) {
      const id = db.nextId('caseAttachments');
      const contentType = file.type || 'application/octet-stream';
      files.set(id, { data: await file.arrayBuffer(), contentType });
      const attachment: CaseAttachment = {
        id,
        fileName: file.name || `plik-${id}`,
        contentType,
        blobName: `demo/cases/${item.id}/${period ? `periods/${period.id}/` : ''}${id}-${file.name}`,
        caseId: item.id,
        casePeriodId: period?.id ?? null,
        description: upload.descriptions[index],
        type: options.type ?? 'Other',
        casePeriodAttachmentType: periodType,
        isExpertAttachment,
        isNew: true,
        paid: false,
        completed: false,
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      };
      if (period) (isExpertAttachment ? period.expertAttachments : period.clientAttachments).push(attachment);
      else if (isAgreement) {
        if (item.agreement) files.delete(item.agreement.id);
        item.agreement = attachment;
      } else db.caseAttachments.push(attachment);
      recordChange(db, request, item, {
        changedValueName: fieldOf(attachment, period, isAgreement),
        updatedAttachmentFileName: attachment.fileName,
        period,
      });
      stored.push(attachment);
    }
    if (period) period.updatedAt = nowIso();
    saved(request, item, fieldOf(stored[0], period, isAgreement));
    return stored;
  }

  /**
   * An upload to a case, or to the period of the query's month and year (`periodQuery` picks the operation's
   * query schema).
   */
  const uploadTo =
    (
      side: 'client' | 'expert',
      periodQuery?: (schemas: CaseSchemas) => CaseSchemas['UploadCasePeriodClientAttachmentQueryParams'],
    ) =>
    async ({ request, params }: { request: Request; params: Params }) => {
      const key: PeriodKey | undefined = periodQuery && validQuery(periodQuery(await schemas()), request);
      const item = findCase(db, intParam(params.id));
      assertCaseAccess(db, request, item);
      const period = key && ensurePeriod(db, request, item, key);
      const upload = await readUpload(request);
      return storeUpload(request, upload, { item, period, isExpertAttachment: side === 'expert' });
    };

  /** POST /CaseAttachment(/multiple): the case (and period) named by the form's `CaseId` and `CasePeriodId`. */
  async function uploadByCaseId(request: Request) {
    const upload = await readUpload(request);
    const field = (name: string) => {
      const value = upload.form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const item = findCase(db, intParam(field('CaseId')));
    assertCaseAccess(db, request, item);
    const periodId = intParam(field('CasePeriodId'));
    const period = periodId === undefined ? undefined : db.casePeriods.find((p) => p.id === periodId);
    if (periodId !== undefined && period?.caseId !== item.id)
      throw badRequest({ CasePeriodId: ['Nie znaleziono okresu rozliczeniowego sprawy.'] });
    const typeSchema = (await schemas()).UploadCaseAttachmentBody.pick({ Type: true });
    const type = valid(typeSchema, { Type: field('Type') ?? undefined }).Type ?? 'Other';
    return storeUpload(request, upload, { item, period, isExpertAttachment: isExpertSide(db, request), type });
  }

  function removeAttachment(request: Request, found: Located) {
    const { attachment, item, period } = found;
    found.remove();
    files.delete(attachment.id);
    recordChange(db, request, item, {
      changedValueName: fieldOf(attachment, period, found.isAgreement),
      oldValue: attachment.fileName,
      updatedAttachmentFileName: attachment.fileName,
      period,
    });
    saved(request, item, fieldOf(attachment, period, found.isAgreement));
  }

  /** Applies editable fields of an attachment, recording description and paid changes. */
  function changeAttachment(request: Request, found: Located, input: CaseAttachmentPatch): CaseAttachment {
    const { attachment, item, period } = found;
    if (input.description !== undefined && (input.description ?? null) !== (attachment.description ?? null)) {
      recordChange(db, request, item, {
        changedValueName: 'AttachmentDescription',
        oldValue: attachment.description ?? null,
        newValue: input.description ?? null,
        updatedAttachmentFileName: attachment.fileName,
        period,
      });
      attachment.description = input.description ?? null;
    }
    if (input.paid !== undefined && input.paid !== attachment.paid) {
      recordChange(db, request, item, {
        changedValueName: 'AttachmentPaidStatus',
        oldValue: paidLabel(attachment.paid),
        newValue: paidLabel(input.paid),
        updatedAttachmentFileName: attachment.fileName,
        period,
      });
      attachment.paid = input.paid;
    }
    if (input.type !== undefined) attachment.type = input.type;
    if (input.casePeriodAttachmentType !== undefined)
      attachment.casePeriodAttachmentType = input.casePeriodAttachmentType;
    if (input.completed !== undefined) attachment.completed = input.completed;
    attachment.updatedAt = nowIso();
    attachment.updatedById = actingUserId(request) ?? null;
    db.save();
    return attachment;
  }

  /** A change of the attachment the path names, with the body the schema checks. */
  const edit =
    (schema: (all: CaseSchemas) => z.ZodType<CaseAttachmentPatch>, idParam = 'id') =>
    async ({ request, params }: { request: Request; params: Params }) => {
      const found = located(db, request, params[idParam]);
      return changeAttachment(request, found, await validBody(schema(await schemas()), request));
    };

  const caseOf = (request: Request, params: Params, name: string) => {
    const item = findCase(db, intParam(params[name]));
    assertCaseAccess(db, request, item);
    return item;
  };

  return [
    // ---- agreement
    getUploadCaseAgreementMockHandler(async ({ request, params }) => {
      const item = caseOf(request, params, 'id');
      const upload = await readUpload(request);
      upload.files.splice(1);
      const isExpertAttachment = isExpertSide(db, request);
      const options = { item, isExpertAttachment, type: 'Agreement', isAgreement: true } as const;
      return (await storeUpload(request, upload, options))[0];
    }),
    getDeleteCaseAgreementMockHandler(({ request, params }) => {
      const item = caseOf(request, params, 'id');
      if (!item.agreement) throw notFound('Sprawa nie ma umowy');
      removeAttachment(request, located(db, request, String(item.agreement.id), item.id));
    }),

    // ---- uploads to a case and to its periods
    getUploadCaseClientAttachmentMockHandler(async (info) => (await uploadTo('client')(info))[0]),
    getUploadCaseClientAttachmentsMockHandler(uploadTo('client')),
    getUploadCaseExpertAttachmentMockHandler(async (info) => (await uploadTo('expert')(info))[0]),
    getUploadCaseExpertAttachmentsMockHandler(uploadTo('expert')),
    getUploadCasePeriodClientAttachmentMockHandler(
      async (info) => (await uploadTo('client', (z) => z.UploadCasePeriodClientAttachmentQueryParams)(info))[0],
    ),
    getUploadCasePeriodClientAttachmentsMockHandler(
      uploadTo('client', (z) => z.UploadCasePeriodClientAttachmentsQueryParams),
    ),
    getUploadCasePeriodExpertAttachmentMockHandler(
      async (info) => (await uploadTo('expert', (z) => z.UploadCasePeriodExpertAttachmentQueryParams)(info))[0],
    ),
    getUploadCasePeriodExpertAttachmentsMockHandler(
      uploadTo('expert', (z) => z.UploadCasePeriodExpertAttachmentsQueryParams),
    ),
    getUploadCaseAttachmentMockHandler(async ({ request }) => (await uploadByCaseId(request))[0]),
    getUploadCaseAttachmentsMockHandler(({ request }) => uploadByCaseId(request)),

    // ---- removal
    getDeleteCaseClientAttachmentMockHandler(({ request, params }) =>
      removeAttachment(request, located(db, request, params.attachmentId, intParam(params.caseId as string))),
    ),
    getDeleteCaseExpertAttachmentMockHandler(({ request, params }) =>
      removeAttachment(request, located(db, request, params.attachmentId, intParam(params.caseId as string))),
    ),
    getDeleteCasePeriodClientAttachmentMockHandler(({ request, params }) =>
      removeAttachment(request, located(db, request, params.attachmentId, intParam(params.id as string))),
    ),
    getDeleteCasePeriodExpertAttachmentMockHandler(({ request, params }) =>
      removeAttachment(request, located(db, request, params.attachmentId, intParam(params.id as string))),
    ),
    getDeleteCaseAttachmentMockHandler(({ request, params }) =>
      removeAttachment(request, located(db, request, params.id)),
    ),

    // ---- lists
    getListCaseClientAttachmentsMockHandler(({ request, params }) => {
      const item = caseOf(request, params, 'caseId');
      return listed(
        db.caseAttachments.filter((a) => a.caseId === item.id && !a.isExpertAttachment),
        request,
      );
    }),
    getListCaseExpertAttachmentsMockHandler(({ request, params }) => {
      const item = caseOf(request, params, 'caseId');
      return listed(
        db.caseAttachments.filter((a) => a.caseId === item.id && a.isExpertAttachment),
        request,
      );
    }),
    ...(['client', 'expert'] as const).map((side) =>
      (side === 'client'
        ? getListCasePeriodClientAttachmentsMockHandler
        : getListCasePeriodExpertAttachmentsMockHandler)(({ request, params }) => {
        const period = db.casePeriods.find((p) => p.id === intParam(params.casePeriodId as string));
        if (!period) throw notFound('Nie znaleziono okresu rozliczeniowego');
        assertCaseAccess(db, request, findCase(db, period.caseId));
        return listed(side === 'client' ? period.clientAttachments : period.expertAttachments, request);
      }),
    ),
    getListCaseAttachmentsMockHandler(({ request }) => {
      const query = searchParams(request);
      const userId = actingUserId(request);
      const clientOnly = isClientOnly(rolesOf(db, userId));
      const caseId = intParam(query.get('caseId'));
      const type = query.get('type');
      const paid = boolParam(query.get('paid'));
      const clientOf = new Map(db.cases.map((c) => [c.id, c.clientId]));
      const items = everyAttachment(db).filter(
        (a) =>
          (!clientOnly || clientOf.get(a.caseId) === userId) &&
          (caseId === undefined || a.caseId === caseId) &&
          (!type || a.type === type) &&
          (paid === undefined || a.paid === paid) &&
          matchesSearch(query.get('search'), a.fileName, a.description),
      );
      const direction = sortDirectionOf(query);
      if (query.get('sortBy')?.toLowerCase() === 'filename')
        items.sort((a, b) => (direction === 0 ? 1 : -1) * compareValues(a.fileName, b.fileName));
      else items.sort(byCreatedAt(direction));
      return pageOf(items, query);
    }),

    // ---- one attachment, wherever it lives
    getGetCaseAttachmentMockHandler(({ request, params }) => located(db, request, params.id).attachment),
    getUpdateCaseAttachmentMockHandler(edit((all) => all.UpdateCaseAttachmentBody)),
    getPatchCaseAttachmentMockHandler(edit((all) => all.PatchCaseAttachmentBody)),
    getMarkCaseAttachmentPaidMockHandler(edit((all) => all.MarkCaseAttachmentPaidBody)),
    getSetCaseAttachmentTypeMockHandler(edit((all) => all.SetCaseAttachmentTypeBody, 'attachmentId')),
    // A plain handler: the generated one cannot set the file's type and name. Opening a file of the other side
    // marks it as no longer new.
    http.get('*/api/CaseAttachment/:id/FileStream', ({ request, params }) => {
      const { attachment } = located(db, request, params.id);
      if (attachment.isNew && isExpertSide(db, request) !== attachment.isExpertAttachment) {
        attachment.isNew = false;
        db.save();
      }
      const { data, contentType } = files.contentOf(attachment);
      return new HttpResponse(data, {
        headers: {
          // the SDK reads text/* and JSON answers as text; a download must stay a Blob
          'Content-Type': /^text\/|json/.test(contentType) ? 'application/octet-stream' : contentType,
          'Content-Disposition': contentDisposition(attachment.fileName),
        },
      });
    }),
  ];
};
