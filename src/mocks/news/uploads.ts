import type { DemoDb } from '@/mocks/db/db';
import type { DemoNewsFile } from '@/mocks/db/types';
import { badRequest } from '@/mocks/shared/answers';
import type { NewsFile } from './files';

/** Pictures the news detail shows as they are (no SVG: an uploaded one could carry scripts). */
export const NEWS_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_NEWS_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_NEWS_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Files up to this size keep their bytes in the stored database, so every tab (and a reload) can read them. */
const STORED_BYTES = 512 * 1024;

const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer as ArrayBuffer;

/**
 * The uploaded news pictures and attachments (`db.newsFiles`): small files with their bytes in the database,
 * bigger ones in this tab's memory only (another tab, or this one after a reload, gets the drawn stand-in).
 */
export function newsUploads(db: DemoDb) {
  const memory = new Map<string, ArrayBuffer>();
  const key = (kind: DemoNewsFile['kind'], id: number) => `${kind}:${id}`;

  return {
    find: (kind: DemoNewsFile['kind'], id: number | null | undefined) =>
      db.newsFiles.find((f) => f.kind === kind && f.id === id),

    /** Stores the request's multipart `file`, checked against the kind's rules; 400 when there is none. */
    async store(request: Request, kind: DemoNewsFile['kind'], createdById: number | null): Promise<DemoNewsFile> {
      const form = await request.formData().catch(() => undefined);
      const file = form?.get('file');
      if (!file || typeof file === 'string') throw badRequest({ file: ['Wybierz plik.'] });
      if (kind === 'picture' && !NEWS_PICTURE_TYPES.includes(file.type))
        throw badRequest({ file: ['Obraz musi być plikiem JPG, PNG, WebP lub GIF.'] });
      const max = kind === 'picture' ? MAX_NEWS_PICTURE_BYTES : MAX_NEWS_ATTACHMENT_BYTES;
      if (file.size > max) throw badRequest({ file: [`Plik może mieć najwyżej ${max / 1024 / 1024} MB.`] });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const id = db.nextId(kind === 'picture' ? 'newsPictures' : 'newsAttachments');
      const record: DemoNewsFile = {
        id,
        kind,
        fileName: file.name || `plik-${id}`,
        contentType: file.type || 'application/octet-stream',
        newsId: null,
        createdAt: new Date().toISOString(),
        createdById,
        base64: bytes.length <= STORED_BYTES ? toBase64(bytes) : null,
      };
      if (record.base64 === null) memory.set(key(kind, id), bytes.buffer as ArrayBuffer);
      db.newsFiles.push(record);
      return record;
    },

    remove(kind: DemoNewsFile['kind'], id: number) {
      memory.delete(key(kind, id));
      const index = db.newsFiles.findIndex((f) => f.kind === kind && f.id === id);
      if (index >= 0) db.newsFiles.splice(index, 1);
    },

    /** The uploaded bytes of the file, if this tab can read them. */
    content(kind: DemoNewsFile['kind'], id: number): NewsFile | undefined {
      const record = db.newsFiles.find((f) => f.kind === kind && f.id === id);
      if (!record) return undefined;
      const data = record.base64 !== null ? fromBase64(record.base64) : memory.get(key(kind, id));
      return data && { data, contentType: record.contentType };
    },
  };
}

export type NewsUploads = ReturnType<typeof newsUploads>;
