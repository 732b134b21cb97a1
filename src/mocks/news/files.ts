import type { News, NewsAttachment } from '@portal/sdk/model';
import { minimalPdf } from '@/mocks/static-files/pdf';
import { minimalDocx } from './zip';

export interface NewsFile {
  data: ArrayBuffer;
  contentType: string;
}

const PALETTES = [
  ['#1c7ed6', '#15aabf'],
  ['#7048e8', '#be4bdb'],
  ['#2b8a3e', '#82c91e'],
  ['#e8590c', '#fab005'],
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The words of `text` in lines of at most `width` characters, at most `count` lines. */
function lines(text: string, width: number, count: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > count ? [...out.slice(0, count - 1), `${out[count - 1]}…`] : out;
}

/**
 * The picture of a news item: a small SVG in the proportions of the news detail's default (175 × 150), coloured
 * by the item, with its source and title. `thumbnail`: the reduced copy, without the title.
 */
export function newsPicture(news: News, thumbnail: boolean): NewsFile {
  const [from, to] = PALETTES[news.id % PALETTES.length];
  const [width, height] = thumbnail ? [175, 150] : [700, 600];
  const scale = width / 175;
  const title = thumbnail
    ? ''
    : lines(news.title, 26, 4)
        .map((line, i) => `<text x="28" y="${330 + i * 52}" font-size="40" font-weight="700">${escapeXml(line)}</text>`)
        .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.22}" r="${40 * scale}" fill="#fff" fill-opacity="0.18"/>` +
    `<circle cx="${width * 0.7}" cy="${height * 0.95}" r="${70 * scale}" fill="#fff" fill-opacity="0.12"/>` +
    `<g fill="#fff" font-family="Helvetica, Arial, sans-serif">` +
    `<text x="${7 * scale}" y="${18 * scale}" font-size="${9 * scale}" font-weight="700">${escapeXml(news.source ?? '')}</text>${title}</g></svg>`;
  return { data: new TextEncoder().encode(svg).buffer as ArrayBuffer, contentType: 'image/svg+xml' };
}

/** The file of a news attachment: a one-page PDF or a Word document naming the item, else a text file. */
export function newsAttachmentFile(news: News, attachment: NewsAttachment): NewsFile {
  const contentType = attachment.contentType || 'application/octet-stream';
  const lines = [attachment.fileName, news.title, news.source ?? '', 'Załącznik do aktualności Portalu Klienta.'];
  if (contentType === 'application/pdf') {
    // the PDF prints what its font can (src/mocks/static-files/pdf.ts); its title, in the metadata, is as written
    const pdf = minimalPdf(
      news.title,
      [lines[1], lines[2], lines[0], lines[3]].map((text, i) => ({ text, size: i === 0 ? 16 : 11 })),
    );
    return { data: pdf.buffer as ArrayBuffer, contentType };
  }
  if (attachment.fileName.endsWith('.docx')) return { data: minimalDocx(lines).buffer as ArrayBuffer, contentType };
  return { data: new TextEncoder().encode(`${lines.join('\n')}\n`).buffer as ArrayBuffer, contentType };
}
