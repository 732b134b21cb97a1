import type { CaseAttachment } from '@portal/sdk/model';
import { minimalPdf } from '@/mocks/static-files/pdf';

export interface StoredContent {
  data: ArrayBuffer;
  contentType: string;
}

/**
 * The contents of uploaded attachments, by attachment id. They are kept in memory only (not in the persisted
 * database, which would outgrow the storage); a seeded attachment, or one whose content was lost with a reload,
 * gets a small generated document instead.
 */
export class FileStore {
  private contents = new Map<number, StoredContent>();

  set(id: number, content: StoredContent) {
    this.contents.set(id, content);
  }

  delete(id: number) {
    this.contents.delete(id);
  }

  /** The stored content, else a generated one matching the file's type (a one-page PDF for PDFs). */
  contentOf(attachment: CaseAttachment): StoredContent {
    const stored = this.contents.get(attachment.id);
    if (stored) return stored;
    const contentType = attachment.contentType || 'application/octet-stream';
    const text = `Plik demonstracyjny: ${attachment.fileName}`;
    const data =
      contentType === 'application/pdf'
        ? minimalPdf(text, [{ text, size: 14 }])
        : new TextEncoder().encode(`${text}\n`);
    return { data: data.buffer as ArrayBuffer, contentType };
  }
}
