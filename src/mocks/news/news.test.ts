import {
  downloadNewsAttachment,
  downloadNewsPicture,
  downloadNewsPictureThumbnail,
  getNews,
  getNewsSaasLanding,
  listNews,
  listNewsAll,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';
import { SAAS_LANDING_NEWS_ID } from '@/mocks/db/seed-news';

const api = demoApi({ as: 'Client' });

const status = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

const text = async (blob: unknown) => new TextDecoder().decode(await (blob as Blob).arrayBuffer());

describe('the news of the demo', () => {
  it("lists the user's published news, newest first, paged: their organisation's and their cases' summaries", async () => {
    const page = await listNews();
    expect(page.items.map((n) => n.id)).toEqual([3006, 3004, 3005, 3003, 3002, 3001]);
    expect(page).toMatchObject({ totalCount: 6, page: 1, pageSize: 25 });
    const second = await listNews({ page: 2, pageSize: 4 });
    expect(second.items.map((n) => n.id)).toEqual([3002, 3001]);
    expect((await listNews({ sortDirection: 0 })).items[0].id).toBe(3001);
    expect((await listNews({ search: 'składk' })).items.map((n) => n.id)).toEqual([3006, 3003]);

    // another client: not the first client's period summary nor the main organisation's news
    api.actAs(ids.person.itConsultingClient);
    expect((await listNews()).items.map((n) => n.id)).toEqual([3004, 3003, 3002, 3001]);
  });

  it('answers one news item the user may read, else 404; drafts and other people’s summaries are 404', async () => {
    expect((await getNews(3001)).title).toContain('e-Faktur');
    expect(await status(getNews(3008))).toBe(404);
    expect(await status(getNews(3009))).toBe(404);
    expect(await status(getNews(99999))).toBe(404);
  });

  it('gives the SaaS landing its news item without sign-in, and keeps it out of the users’ lists', async () => {
    const landing = await getNewsSaasLanding();
    expect(landing).toMatchObject({ id: SAAS_LANDING_NEWS_ID, status: 'Published' });
    expect(landing.newsAttachmentsTokens).toHaveLength(1);
    api.actAs('Admin');
    expect((await listNews({ pageSize: 100 })).items.map((n) => n.id)).not.toContain(SAAS_LANDING_NEWS_ID);
    expect((await listNewsAll({ pageSize: 100 })).items.map((n) => n.id)).toContain(SAAS_LANDING_NEWS_ID);
    api.db.news.splice(
      api.db.news.findIndex((n) => n.id === SAAS_LANDING_NEWS_ID),
      1,
    );
    expect(await status(getNewsSaasLanding())).toBe(404);
  });

  it('serves a picture and its thumbnail only with the picture’s token', async () => {
    const news = await getNews(3001);
    const picture = await downloadNewsPicture(news.newsPictureId!, { Token: news.newsPictureToken! });
    expect((picture as Blob).type).toBe('image/svg+xml');
    expect(await text(picture)).toMatch(/^<svg[^>]*width="700" height="600"/);
    const thumbnail = await downloadNewsPictureThumbnail(news.newsPictureId!, { Token: news.newsPictureToken! });
    expect(await text(thumbnail)).toMatch(/^<svg[^>]*width="175" height="150"/);
    expect(await status(downloadNewsPicture(news.newsPictureId!, { Token: 'wrong' }))).toBe(403);
    expect(await status(downloadNewsPicture(news.newsPictureId!))).toBe(403);
    expect(await status(downloadNewsPicture(1, { Token: news.newsPictureToken! }))).toBe(404);
  });

  it('serves an attachment only with its token: a real PDF, a real Word document (a ZIP)', async () => {
    const summary = await getNews(3003);
    const [pdf, docx] = summary.newsAttachmentsTokens;
    const file = (await downloadNewsAttachment(pdf.newsAttachmentId, { Token: pdf.token })) as Blob;
    expect(file.type).toBe('application/pdf');
    expect(await text(file)).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const word = (await downloadNewsAttachment(docx.newsAttachmentId, { Token: docx.token })) as Blob;
    expect([...new Uint8Array(await word.arrayBuffer()).slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(await text(word)).toContain('word/document.xml');
    expect(await status(downloadNewsAttachment(pdf.newsAttachmentId, { Token: docx.token }))).toBe(403);
    expect(await status(downloadNewsAttachment(pdf.newsAttachmentId))).toBe(403);
    expect(await status(downloadNewsAttachment(1, { Token: pdf.token }))).toBe(404);
  });
});
