import {
  getCreateNewsAttachmentMockHandler,
  getCreateNewsMockHandler,
  getCreateNewsPictureMockHandler,
  getDeleteNewsAttachmentMockHandler,
  getDeleteNewsMockHandler,
  getDeleteNewsPictureMockHandler,
  getGetNewsAttachmentMockHandler,
  getGetNewsPictureMockHandler,
  getGetNewsPreviewMockHandler,
  getGetNewsUserIdsMockHandler,
  getListNewsAttachmentsMockHandler,
  getListNewsPicturesMockHandler,
  getPatchNewsAttachmentMockHandler,
  getPatchNewsMockHandler,
  getPatchNewsPictureMockHandler,
  getSendNewsMockHandler,
  getUpdateNewsAttachmentMockHandler,
  getUpdateNewsMockHandler,
  getUpdateNewsPictureMockHandler,
} from '@portal/sdk/mocks/news';
import type { News, NewsAttachment, NewsInput, NewsPatch, NewsPicture } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoNewsFile } from '@/mocks/db/types';
import { rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, failOn, forbidden, notFound, type FieldErrors } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody, type Rules } from '@/mocks/shared/validation';
import type { NewsUploads } from './uploads';

const schemas = lazySchemas(() => import('@portal/sdk/zod/news'));

const newsNotFound = () => notFound('Nie znaleziono aktualności');
const token = (kind: string, id: number) => `news-${kind}-${id}-${Math.random().toString(36).slice(2, 12)}`;

/** The active users who read the news item (as the seed's notifications): a period summary goes to the case's client. */
export function newsReaders(db: DemoDb, news: News): number[] {
  return db.users
    .filter((user) => {
      if (user.status !== 'Active') return false;
      if (news.isSummary) return user.id === db.cases.find((c) => c.id === news.caseId)?.clientId;
      if (news.organisationId == null) return true;
      return db.organisationUsers.some((m) => m.userId === user.id && m.organisationId === news.organisationId);
    })
    .map((user) => user.id);
}

const attachmentOf = (file: DemoNewsFile): NewsAttachment => ({
  id: file.id,
  fileName: file.fileName,
  contentType: file.contentType,
  blobName: `news/attachments/${file.id}/${file.fileName}`,
  newsId: file.newsId,
  createdAt: file.createdAt,
  createdById: file.createdById,
});

const pictureOf = (file: DemoNewsFile): NewsPicture => ({
  id: file.id,
  fileName: file.fileName,
  contentType: file.contentType,
  blobName: `news/pictures/${file.id}/${file.fileName}`,
  reducedFileBlobName: `news/pictures/${file.id}/thumbnail`,
  useToken: true,
  createdAt: file.createdAt,
  createdById: file.createdById,
});

/** A seeded news item's drawn picture, as its record. */
const seededPictureOf = (news: News): NewsPicture => ({
  id: news.newsPictureId!,
  fileName: `aktualnosc-${news.id}.svg`,
  contentType: 'image/svg+xml',
  blobName: `demo/news/${news.id}/picture.svg`,
  reducedFileBlobName: `demo/news/${news.id}/thumbnail.svg`,
  useToken: true,
  createdAt: news.createdAt,
  createdById: news.createdById,
});

/** The rule the contract cannot express: a period summary names its case and period. */
const summaryRules: Rules<Partial<NewsInput>> = (input) =>
  input.isSummary
    ? {
        caseId: input.caseId == null ? ['Podaj sprawę podsumowania okresu.'] : undefined,
        month: input.month == null ? ['Podaj miesiąc okresu.'] : undefined,
        year: input.year == null ? ['Podaj rok okresu.'] : undefined,
      }
    : {};

export const newsAdminHandlers = ({ db, events }: MockContext, uploads: NewsUploads) => {
  /** The administration's calls are the administrator's. */
  const assertAdmin = (request: Request) => {
    const userId = actingUserId(request);
    if (!rolesOf(db, userId).includes('Admin')) throw forbidden();
    return userId ?? null;
  };
  const newsOf = (id: string | readonly string[] | undefined) => {
    const news = db.news.find((n) => n.id === intParam(id));
    if (!news) throw newsNotFound();
    return news;
  };

  /** Links the picture and the attachments the input names to the item; 400 for files that do not exist. */
  const linkFiles = (news: News, input: Partial<NewsInput>) => {
    const errors: FieldErrors = {};
    if (input.newsPictureId !== undefined && input.newsPictureId !== news.newsPictureId) {
      const picture = input.newsPictureId === null ? undefined : uploads.find('picture', input.newsPictureId);
      if (input.newsPictureId !== null && (!picture || (picture.newsId !== null && picture.newsId !== news.id)))
        errors.newsPictureId = ['Nie znaleziono obrazu.'];
    }
    const attachmentIds = input.newsAttachmentIds;
    const unknown = (attachmentIds ?? []).filter(
      (id) =>
        !news.newsAttachments.some((a) => a.id === id) &&
        !db.newsFiles.some((f) => f.kind === 'attachment' && f.id === id && (f.newsId ?? news.id) === news.id),
    );
    if (unknown.length) errors.newsAttachmentIds = [`Nie znaleziono załączników: ${unknown.join(', ')}.`];
    if (Object.keys(errors).length) throw badRequest(errors as Record<string, string[]>);

    if (input.newsPictureId !== undefined && input.newsPictureId !== news.newsPictureId) {
      // the picture it replaces goes with it
      if (news.newsPictureId != null) uploads.remove('picture', news.newsPictureId);
      news.newsPictureId = input.newsPictureId;
      news.newsPictureToken = input.newsPictureId === null ? null : token('picture', input.newsPictureId);
      const picture = uploads.find('picture', input.newsPictureId);
      if (picture) picture.newsId = news.id;
    }
    if (attachmentIds) {
      for (const dropped of news.newsAttachments.filter((a) => !attachmentIds.includes(a.id)))
        uploads.remove('attachment', dropped.id);
      news.newsAttachments = attachmentIds.map((id) => {
        const file = uploads.find('attachment', id);
        if (file) file.newsId = news.id;
        return news.newsAttachments.find((a) => a.id === id) ?? attachmentOf(file!);
      });
      news.newsAttachmentsTokens = news.newsAttachments.map(
        (a) =>
          news.newsAttachmentsTokens.find((t) => t.newsAttachmentId === a.id) ?? {
            newsAttachmentId: a.id,
            token: token('attachment', a.id),
            attachmentFileName: a.fileName,
          },
      );
    }
  };

  /** Writes the input's fields (all of them for a replacement, those present for a patch) onto the item. */
  const apply = (news: News, input: Partial<NewsInput>, userId: number | null) => {
    linkFiles(news, input);
    const { newsPictureId: _picture, newsAttachmentIds: _attachments, ...fields } = input;
    Object.assign(news, fields, { updatedAt: nowIso(), updatedById: userId });
    if (!news.isSummary) Object.assign(news, { caseId: null, month: null, year: null });
    db.save();
    return news;
  };

  const removeNews = (news: News) => {
    if (news.newsPictureId != null) uploads.remove('picture', news.newsPictureId);
    for (const a of news.newsAttachments) uploads.remove('attachment', a.id);
    db.news.splice(db.news.indexOf(news), 1);
    // the bell keeps nothing that leads nowhere
    for (let i = db.notifications.length - 1; i >= 0; i--)
      if (db.notifications[i].news?.id === news.id) db.notifications.splice(i, 1);
    db.save();
  };

  /** A stored attachment by id: an upload, or one of a seeded item (changed in that item). */
  const attachmentById = (id: number | undefined) => {
    const news = db.news.find((n) => n.newsAttachments.some((a) => a.id === id));
    const file = id === undefined ? undefined : uploads.find('attachment', id);
    const attachment = news?.newsAttachments.find((a) => a.id === id) ?? (file && attachmentOf(file));
    if (!attachment) throw notFound('Nie znaleziono załącznika');
    return { news, file, attachment };
  };
  const pictureById = (id: number | undefined) => {
    const news = db.news.find((n) => n.newsPictureId != null && n.newsPictureId === id);
    const file = id === undefined ? undefined : uploads.find('picture', id);
    const picture = file ? pictureOf(file) : news && seededPictureOf(news);
    if (!picture) throw notFound('Nie znaleziono obrazu');
    return { news, file, picture };
  };

  const renameAttachment = async (request: Request, id: number | undefined, patch: boolean) => {
    assertAdmin(request);
    const { news, file, attachment } = attachmentById(id);
    const s = await schemas();
    const body = await validBody(patch ? s.PatchNewsAttachmentBody : s.UpdateNewsAttachmentBody, request);
    if (body.fileName) {
      if (file) file.fileName = body.fileName;
      attachment.fileName = body.fileName;
      const t = news?.newsAttachmentsTokens.find((x) => x.newsAttachmentId === attachment.id);
      if (t) t.attachmentFileName = body.fileName;
    }
    db.save();
    return { ...attachment };
  };
  const renamePicture = async (request: Request, id: number | undefined, patch: boolean) => {
    assertAdmin(request);
    const { file, picture } = pictureById(id);
    const s = await schemas();
    const body = await validBody(patch ? s.PatchNewsPictureBody : s.UpdateNewsPictureBody, request);
    if (file && body.fileName) file.fileName = body.fileName;
    db.save();
    return { ...picture, ...(body.fileName && { fileName: body.fileName }) };
  };

  return [
    getCreateNewsMockHandler(async ({ request }) => {
      const userId = assertAdmin(request);
      const input = await validBody((await schemas()).CreateNewsBody, request, summaryRules);
      const news: News = {
        id: db.nextId('news'),
        title: input.title,
        messageContent: input.messageContent,
        status: 'Draft',
        isSummary: false,
        emailSentAt: null,
        newsPictureId: null,
        newsPictureToken: null,
        newsAttachments: [],
        newsAttachmentsTokens: [],
        organisationId: null,
        createdAt: nowIso(),
        createdById: userId,
      };
      db.news.push(news);
      try {
        return apply(news, input, userId);
      } catch (answer) {
        db.news.pop();
        throw answer;
      }
    }),
    getUpdateNewsMockHandler(async ({ request, params }) => {
      const userId = assertAdmin(request);
      const news = newsOf(params.id);
      const input = await validBody((await schemas()).UpdateNewsBody, request, summaryRules);
      // a replacement: what it leaves out is cleared
      const cleared: Partial<NewsInput> = {
        introduction: null,
        source: null,
        organisationId: null,
        newsPictureId: null,
        newsAttachmentIds: [],
        isSummary: false,
      };
      return apply(news, { ...cleared, ...input }, userId);
    }),
    getPatchNewsMockHandler(async ({ request, params }) => {
      const userId = assertAdmin(request);
      const news = newsOf(params.id);
      const patch: NewsPatch = await validBody((await schemas()).PatchNewsBody, request);
      failOn(summaryRules({ ...news, ...patch, newsAttachmentIds: undefined }));
      return apply(news, patch, userId);
    }),
    getDeleteNewsMockHandler(({ request, params }) => {
      assertAdmin(request);
      removeNews(newsOf(params.id));
      return undefined as never;
    }),
    getGetNewsPreviewMockHandler(({ request, params }) => {
      assertAdmin(request);
      return newsOf(params.id);
    }),
    getGetNewsUserIdsMockHandler(({ request, params }) => {
      assertAdmin(request);
      return newsReaders(db, newsOf(params.id));
    }),
    getSendNewsMockHandler(({ request, params }) => {
      const userId = assertAdmin(request);
      const news = newsOf(params.id);
      if (news.status !== 'Published')
        throw badRequest({ status: ['Wersji roboczej nie można wysłać: najpierw ją opublikuj.'] });
      news.emailSentAt = nowIso();
      db.save();
      events.emit({
        type: 'newsSent',
        newsId: news.id,
        actorId: userId ?? undefined,
        recipients: newsReaders(db, news),
      });
      return news;
    }),

    getListNewsAttachmentsMockHandler(({ request }) => {
      assertAdmin(request);
      const linked = db.news.flatMap((n) => n.newsAttachments);
      const loose = db.newsFiles.filter((f) => f.kind === 'attachment' && f.newsId === null).map(attachmentOf);
      return [...linked, ...loose];
    }),
    getCreateNewsAttachmentMockHandler(async ({ request }) => {
      const userId = assertAdmin(request);
      const file = await uploads.store(request, 'attachment', userId);
      db.save();
      return attachmentOf(file);
    }),
    getGetNewsAttachmentMockHandler(({ request, params }) => {
      assertAdmin(request);
      return attachmentById(intParam(params.id)).attachment;
    }),
    getUpdateNewsAttachmentMockHandler(({ request, params }) => renameAttachment(request, intParam(params.id), false)),
    getPatchNewsAttachmentMockHandler(({ request, params }) => renameAttachment(request, intParam(params.id), true)),
    getDeleteNewsAttachmentMockHandler(({ request, params }) => {
      assertAdmin(request);
      const { news, attachment } = attachmentById(intParam(params.id));
      if (news) {
        news.newsAttachments = news.newsAttachments.filter((a) => a.id !== attachment.id);
        news.newsAttachmentsTokens = news.newsAttachmentsTokens.filter((t) => t.newsAttachmentId !== attachment.id);
      }
      uploads.remove('attachment', attachment.id);
      db.save();
      return undefined as never;
    }),

    getListNewsPicturesMockHandler(({ request }) => {
      assertAdmin(request);
      const uploaded = db.newsFiles.filter((f) => f.kind === 'picture').map(pictureOf);
      const seeded = db.news
        .filter((n) => n.newsPictureId != null && !uploads.find('picture', n.newsPictureId))
        .map(seededPictureOf);
      return [...seeded, ...uploaded];
    }),
    getCreateNewsPictureMockHandler(async ({ request }) => {
      const userId = assertAdmin(request);
      const file = await uploads.store(request, 'picture', userId);
      db.save();
      return pictureOf(file);
    }),
    getGetNewsPictureMockHandler(({ request, params }) => {
      assertAdmin(request);
      return pictureById(intParam(params.id)).picture;
    }),
    getUpdateNewsPictureMockHandler(({ request, params }) => renamePicture(request, intParam(params.id), false)),
    getPatchNewsPictureMockHandler(({ request, params }) => renamePicture(request, intParam(params.id), true)),
    getDeleteNewsPictureMockHandler(({ request, params }) => {
      assertAdmin(request);
      const { news, picture } = pictureById(intParam(params.id));
      if (news) Object.assign(news, { newsPictureId: null, newsPictureToken: null });
      uploads.remove('picture', picture.id);
      db.save();
      return undefined as never;
    }),
  ];
};
