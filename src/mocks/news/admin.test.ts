import {
  createNews,
  createNewsAttachment,
  createNewsPicture,
  deleteNews,
  deleteNewsAttachment,
  downloadNewsAttachment,
  downloadNewsPicture,
  getNews,
  getNewsPreview,
  getNewsUserIds,
  listNewsAll,
  patchNews,
  sendNews,
  updateNews,
  updateNewsAttachment,
} from '@portal/sdk';
import type { NewsInput } from '@portal/sdk/model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';
import { notifyCaseParticipants } from '@/mocks/notifications/notifier';

const api = demoApi({ as: 'Admin' });
let notifier: ReturnType<typeof notifyCaseParticipants>;
beforeEach(() => {
  notifier = notifyCaseParticipants(api);
});
afterEach(() => notifier.close());

const failure = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200, errors: {} }),
    (error: { status?: number; body?: { errors?: Record<string, string[]> } }) => ({
      status: error.status,
      errors: error.body?.errors ?? {},
    }),
  );
/** A downloaded file's text (the SDK reads a text/* answer as text, anything else as a Blob). */
const text = async (file: unknown) =>
  typeof file === 'string' ? file : new TextDecoder().decode(await (file as Blob).arrayBuffer());
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const input = (changes: Partial<NewsInput> = {}): NewsInput => ({
  title: 'Nowe stawki VAT',
  introduction: 'Co się zmienia.',
  messageContent: '<p>Treść</p>',
  source: 'Departament Księgowości',
  status: 'Published',
  ...changes,
});

describe('the news administration of the demo', () => {
  it('stores an uploaded picture and attachments, which a news item names; they download with its tokens', async () => {
    const picture = await createNewsPicture({ file: new File([pngBytes], 'okladka.png', { type: 'image/png' }) });
    const attachment = await createNewsAttachment({
      file: new File(['Stawki VAT 2027'], 'stawki.txt', { type: 'text/plain' }),
    });
    expect(picture).toMatchObject({ fileName: 'okladka.png', contentType: 'image/png', useToken: true });
    expect(attachment).toMatchObject({ fileName: 'stawki.txt', newsId: null });

    const news = await createNews(input({ newsPictureId: picture.id, newsAttachmentIds: [attachment.id] }));
    expect(news).toMatchObject({ title: 'Nowe stawki VAT', status: 'Published', emailSentAt: null });
    expect(news.newsPictureId).toBe(picture.id);
    expect(news.newsAttachments).toMatchObject([{ id: attachment.id, fileName: 'stawki.txt', newsId: news.id }]);
    const [token] = news.newsAttachmentsTokens;
    expect(token).toMatchObject({ newsAttachmentId: attachment.id, attachmentFileName: 'stawki.txt' });

    // the reader downloads them with the tokens, the bytes as uploaded
    api.actAs('Client');
    expect((await getNews(news.id)).title).toBe('Nowe stawki VAT');
    expect(await text(await downloadNewsAttachment(attachment.id, { Token: token.token }))).toBe('Stawki VAT 2027');
    const image = (await downloadNewsPicture(picture.id, { Token: news.newsPictureToken! })) as Blob;
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes);
    expect((await failure(downloadNewsAttachment(attachment.id, { Token: 'zgadnięty' }))).status).toBe(403);
  });

  it('refuses what the contract or the files refuse, with the messages per field', async () => {
    expect(await failure(createNews(input({ title: '' })))).toMatchObject({
      status: 400,
      errors: { title: [expect.any(String)] },
    });
    expect(await failure(createNews(input({ newsAttachmentIds: [999_999] })))).toMatchObject({
      status: 400,
      errors: { newsAttachmentIds: [expect.stringContaining('999999')] },
    });
    expect(await failure(createNews(input({ isSummary: true })))).toMatchObject({
      status: 400,
      errors: { caseId: [expect.any(String)] },
    });
    const svg = new File(['<svg onload="alert(1)"/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(await failure(createNewsPicture({ file: svg }))).toMatchObject({
      status: 400,
      errors: { file: [expect.any(String)] },
    });
  });

  it('replaces an item (PUT): a dropped attachment and a replaced picture go; a patch publishes', async () => {
    const first = await createNewsAttachment({ file: new File(['a'], 'a.txt', { type: 'text/plain' }) });
    const second = await createNewsAttachment({ file: new File(['b'], 'b.txt', { type: 'text/plain' }) });
    const oldPicture = await createNewsPicture({ file: new File([pngBytes], 'stary.png', { type: 'image/png' }) });
    const news = await createNews(
      input({ status: 'Draft', newsPictureId: oldPicture.id, newsAttachmentIds: [first.id, second.id] }),
    );
    const newPicture = await createNewsPicture({ file: new File([pngBytes], 'nowy.png', { type: 'image/png' }) });
    const updated = await updateNews(
      news.id,
      input({ title: 'Zmienione', status: 'Draft', newsPictureId: newPicture.id, newsAttachmentIds: [second.id] }),
    );
    expect(updated).toMatchObject({ title: 'Zmienione', newsPictureId: newPicture.id, status: 'Draft' });
    expect(updated.newsPictureToken).not.toBe(news.newsPictureToken);
    expect(updated.newsAttachments.map((a) => a.id)).toEqual([second.id]);
    // the kept attachment keeps its token; the dropped one and the old picture are gone
    expect(updated.newsAttachmentsTokens[0].token).toBe(
      news.newsAttachmentsTokens.find((t) => t.newsAttachmentId === second.id)!.token,
    );
    expect(api.db.newsFiles.map((f) => f.id)).not.toContain(first.id);
    expect(api.db.newsFiles.some((f) => f.kind === 'picture' && f.id === oldPicture.id)).toBe(false);

    expect((await patchNews(news.id, { status: 'Published' })).status).toBe('Published');
    expect((await updateNewsAttachment(second.id, { fileName: 'tabela.txt' })).fileName).toBe('tabela.txt');
    expect((await getNewsPreview(news.id)).newsAttachmentsTokens[0].attachmentFileName).toBe('tabela.txt');
    await deleteNewsAttachment(second.id);
    expect((await getNewsPreview(news.id)).newsAttachments).toEqual([]);
  });

  it('sends a published item: its date set, each reader notified but the sender; a draft is refused', async () => {
    expect(await failure(sendNews(3009))).toMatchObject({ status: 400, errors: { status: [expect.any(String)] } });

    const readers = await getNewsUserIds(3004);
    const active = api.db.users.filter((u) => u.status === 'Active').map((u) => u.id);
    expect([...readers].sort()).toEqual([...active].sort());
    const before = api.db.notifications.length;
    const sent = await sendNews(3004);
    expect(sent.emailSentAt).toBeTruthy();
    const added = api.db.notifications.slice(before);
    expect(added.map((n) => n.userId).sort()).toEqual(readers.filter((id) => id !== ids.person.admin).sort());
    expect(added.every((n) => n.news?.id === 3004 && !n.isRead && !n.caseMessage && !n.caseUpdate)).toBe(true);
    expect(added.find((n) => n.userId === ids.person.client)?.role).toBe('Client');
  });

  it('names the readers: a period summary its case’s client, an organisation’s item its members', async () => {
    expect(await getNewsUserIds(3005)).toEqual([ids.person.client]);
    const members = api.db.organisationUsers.filter(
      (m) => m.organisationId === api.db.news.find((n) => n.id === 3007)!.organisationId,
    );
    const readers = await getNewsUserIds(3007);
    expect(readers.every((id) => members.some((m) => m.userId === id))).toBe(true);
    expect(readers.length).toBeGreaterThan(0);
    expect((await failure(getNewsUserIds(99_999))).status).toBe(404);
  });

  it('deletes an item with its files and the notifications about it', async () => {
    expect(api.db.notifications.some((n) => n.news?.id === 3001)).toBe(true);
    await deleteNews(3001);
    expect((await failure(getNewsPreview(3001))).status).toBe(404);
    expect(api.db.notifications.some((n) => n.news?.id === 3001)).toBe(false);
    expect((await failure(deleteNews(3001))).status).toBe(404);
  });

  it('is the administrator’s: anybody else is refused (403)', async () => {
    api.actAs('Manager');
    expect((await failure(listNewsAll())).status).toBe(403);
    expect((await failure(createNews(input()))).status).toBe(403);
    expect((await failure(sendNews(3004))).status).toBe(403);
    expect((await failure(deleteNews(3004))).status).toBe(403);
    expect((await failure(createNewsAttachment({ file: new File(['a'], 'a.txt') }))).status).toBe(403);
  });
});
