import {
  getGetNewsMockHandler,
  getGetNewsSaasLandingMockHandler,
  getListNewsAllMockHandler,
  getListNewsMockHandler,
} from '@portal/sdk/mocks/news';
import type { News } from '@portal/sdk/model';
import { http, HttpResponse } from 'msw';
import type { DemoDb } from '@/mocks/db/db';
import { SAAS_LANDING_NEWS_ID } from '@/mocks/db/seed-ids';
import { actingUserId } from '@/mocks/shared/acting-user';
import { forbidden, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { byCreatedAt, compareValues, matchesSearch, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { findUser } from '@/mocks/shared/records';
import { intParam, searchParams, selectedOrganisation } from '@/mocks/shared/request';
import { newsAdminHandlers } from './admin';
import { newsAttachmentFile, newsPicture, type NewsFile } from './files';
import { newsUploads } from './uploads';

/**
 * Whether the acting user may read the news item: published; limited to an organisation, only its members (and
 * only while that organisation, or none, is selected); a period summary, only the people of its case. An
 * administrator reads every published item.
 */
function readable(db: DemoDb, request: Request, news: News): boolean {
  if (news.status !== 'Published') return false;
  const userId = actingUserId(request);
  const user = findUser(db, userId);
  if (!user) return false;
  if (user.roles.includes('Admin')) return true;
  if (news.organisationId !== null && news.organisationId !== undefined) {
    const selected = selectedOrganisation(request);
    if (selected !== undefined && selected !== news.organisationId) return false;
    const member = db.organisationUsers.some((m) => m.userId === userId && m.organisationId === news.organisationId);
    if (!member) return false;
  }
  if (news.isSummary) {
    const item = db.cases.find((c) => c.id === news.caseId);
    return (
      !!item && (item.clientId === userId || item.expertId === userId || item.managers.some((m) => m.id === userId))
    );
  }
  return true;
}

/** The values `sortBy` can name; anything else sorts by creation (newest first by default). */
const sortKeys: Record<string, (news: News) => string | null | undefined> = {
  title: (news) => news.title,
  createdat: (news) => news.createdAt,
  emailsentat: (news) => news.emailSentAt ?? news.createdAt,
};

/** A file of the news as a download: its type, its name for the attachments (the SDK keeps it a Blob). */
const fileAnswer = ({ data, contentType }: NewsFile, fileName?: string) =>
  new HttpResponse(data, {
    headers: {
      'Content-Type': contentType,
      ...(fileName && {
        'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      }),
    },
  });

/** The `Token` query of a file call: it alone grants access (the calls go without the bearer credential). */
const tokenOf = (request: Request) => searchParams(request).get('Token');

export const newsHandlers = (context: MockContext) => {
  const { db } = context;
  const uploads = newsUploads(db);
  const pictureOf = (request: Request, id: string | readonly string[] | undefined, thumbnail: boolean) => {
    const pictureId = intParam(id);
    const news = db.news.find((n) => pictureId !== undefined && n.newsPictureId === pictureId);
    if (!news) throw notFound('Nie znaleziono obrazu');
    if (!news.newsPictureToken || tokenOf(request) !== news.newsPictureToken) throw forbidden();
    // an uploaded picture as it was sent (its thumbnail too: the demo makes no reduced copy)
    return fileAnswer(uploads.content('picture', news.newsPictureId!) ?? newsPicture(news, thumbnail));
  };

  /** One page of `news` as the list calls answer: searched, sorted (newest first unless told), paged. */
  const newsPage = (request: Request, news: News[]) => {
    const query = searchParams(request);
    const key = sortKeys[(query.get('sortBy') ?? '').toLowerCase()];
    const direction = sortDirectionOf(query);
    const items = news
      .filter((item) => matchesSearch(query.get('search'), item.title, item.introduction, item.source))
      .sort(
        key
          ? (a, b) => (direction === 0 ? 1 : -1) * (compareValues(key(a), key(b)) || compareValues(a.id, b.id))
          : byCreatedAt(direction),
      );
    return pageOf(items, query);
  };

  return [
    ...newsAdminHandlers(context, uploads),
    getListNewsMockHandler(({ request }) =>
      newsPage(
        request,
        db.news.filter((news) => news.id !== SAAS_LANDING_NEWS_ID && readable(db, request, news)),
      ),
    ),
    // the administration's list: every item, drafts, summaries and the landing's included
    getListNewsAllMockHandler(({ request }) => {
      if (!findUser(db, actingUserId(request))?.roles.includes('Admin')) throw forbidden();
      return newsPage(request, db.news);
    }),
    getGetNewsSaasLandingMockHandler(() => {
      const news = db.news.find((n) => n.id === SAAS_LANDING_NEWS_ID && n.status === 'Published');
      if (!news) throw notFound('Nie znaleziono aktualności');
      return news;
    }),
    getGetNewsMockHandler(({ request, params }) => {
      const id = intParam(params.id);
      const news = db.news.find((n) => n.id === id);
      // the landing's item is public; another one the user may not read is as good as missing
      if (!news || (news.id !== SAAS_LANDING_NEWS_ID && !readable(db, request, news)))
        throw notFound('Nie znaleziono aktualności');
      return news;
    }),
    // Plain handlers: the generated ones cannot set the file's type and name.
    http.get('*/api/NewsPicture/:id/FileStream', ({ request, params }) => pictureOf(request, params.id, false)),
    http.get('*/api/NewsPicture/:id/thumbnail', ({ request, params }) => pictureOf(request, params.id, true)),
    http.get('*/api/NewsAttachment/:id/FileStream', ({ request, params }) => {
      const id = intParam(params.id);
      const news = db.news.find((n) => n.newsAttachments.some((a) => a.id === id));
      const attachment = news?.newsAttachments.find((a) => a.id === id);
      if (!news || !attachment) throw notFound('Nie znaleziono załącznika');
      const token = news.newsAttachmentsTokens.find((t) => t.newsAttachmentId === id)?.token;
      if (!token || tokenOf(request) !== token) throw forbidden();
      const content = uploads.content('attachment', attachment.id) ?? newsAttachmentFile(news, attachment);
      return fileAnswer(content, attachment.fileName);
    }),
  ];
};
