import type { News, NewsInput } from '@portal/sdk/model';
import { CreateNewsBody } from '@portal/sdk/zod/news';
import { contractValidation } from '@/lib/validation';

/** A stored file of the item as the form holds it; `token` once the item was saved with it (to show or download). */
export interface FormFile {
  id: number;
  fileName: string;
  token?: string | null;
}

/** The form's values: the texts as typed, the body as the editor writes it ('' when empty), the files by id. */
export interface NewsFormValues {
  title: string;
  introduction: string;
  source: string;
  messageContent: string;
  published: boolean;
  picture: FormFile | null;
  attachments: FormFile[];
}

export const emptyNewsForm = (): NewsFormValues => ({
  title: '',
  introduction: '',
  source: '',
  messageContent: '',
  published: false,
  picture: null,
  attachments: [],
});

/** The item's values; its body as the sanitizer keeps it (what readers see is what the editor starts from). */
export const newsFormValues = (news: News, sanitize: (html: string) => string): NewsFormValues => ({
  title: news.title,
  introduction: news.introduction ?? '',
  source: news.source ?? '',
  messageContent: sanitize(news.messageContent),
  published: news.status === 'Published',
  picture: news.newsPictureId ? { id: news.newsPictureId, fileName: '', token: news.newsPictureToken } : null,
  attachments: news.newsAttachments.map((a) => ({
    id: a.id,
    fileName: a.fileName,
    token: news.newsAttachmentsTokens.find((t) => t.newsAttachmentId === a.id)?.token,
  })),
});

/**
 * The body sent: every field (a replacement); what the form does not show (its organisation, the period of a
 * summary) as the item has it.
 */
export const newsBody = (values: NewsFormValues, news?: News): NewsInput => ({
  title: values.title.trim(),
  introduction: values.introduction.trim() || null,
  source: values.source.trim() || null,
  messageContent: values.messageContent,
  status: values.published ? 'Published' : 'Draft',
  newsPictureId: values.picture?.id ?? null,
  newsAttachmentIds: values.attachments.map((a) => a.id),
  organisationId: news?.organisationId ?? null,
  isSummary: news?.isSummary ?? false,
  caseId: news?.caseId ?? null,
  month: news?.month ?? null,
  year: news?.year ?? null,
});

/** The contract's rules (title and body required, lengths), named by the form's fields. */
export const validateNewsForm = contractValidation<NewsFormValues>(CreateNewsBody, (values) => newsBody(values));

export const newsFormFields = ['title', 'introduction', 'source', 'messageContent'] as const;

/** The item as the preview shows it: the form's values over the stored item (or a new one). */
export const previewNews = (values: NewsFormValues, news: News | undefined, now: string): News => {
  const body = newsBody(values, news);
  return {
    ...(news ?? { id: 0, createdAt: now, emailSentAt: null, newsAttachmentsTokens: [] }),
    ...body,
    status: body.status ?? 'Draft',
    isSummary: body.isSummary ?? false,
    newsPictureToken: values.picture?.token ?? null,
    newsAttachments: values.attachments.map((a) => ({ id: a.id, fileName: a.fileName })),
    newsAttachmentsTokens: values.attachments.map((a) => ({
      newsAttachmentId: a.id,
      token: a.token ?? '',
      attachmentFileName: a.fileName,
    })),
  };
};
