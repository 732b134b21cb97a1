import type { CaseAttachment } from '@portal/sdk/model';
import { plain } from '@/mocks/shared/lists';

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
    const data = contentType === 'application/pdf' ? demoPdf(text) : new TextEncoder().encode(`${text}\n`);
    return { data: data.buffer as ArrayBuffer, contentType };
  }
}

/** A minimal valid one-page PDF showing `text` (ASCII only: the standard font has no Polish letters). */
function demoPdf(text: string): Uint8Array {
  const ascii = plain(text)
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 56 770 Td (${ascii}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
