import { downloadBonusRules2024, downloadBonusRules2025 } from '@portal/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { server } from '@/testing/server';
import { staticFilesHandlers } from './index';
import { minimalPdf } from './pdf';

const api = demoApi({ as: 'Manager' });
// until src/mocks/handlers.ts registers them, the demo API of the tests has no static files
beforeEach(() => server.use(...staticFilesHandlers({ db: api.db, events: api.events })));

/** Bytes as one character each (TextDecoder's "latin1" is windows-1252, which reads 0x80 as €). */
const latin1 = (bytes: ArrayBuffer | Uint8Array) => String.fromCharCode(...new Uint8Array(bytes));

/** The structure a PDF reader relies on: header, objects at the cross-reference table's offsets, trailer. */
function expectWellFormed(pdf: string) {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.endsWith('%%EOF\n')).toBe(true);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const [, count, entries] = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer/.exec(pdf.slice(xrefAt))!;
  const offsets = entries.match(/.{20}/gs)!.map((entry) => Number(entry.slice(0, 10)));
  expect(offsets).toHaveLength(Number(count));
  offsets.slice(1).forEach((offset, i) => expect(pdf.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true));
  expect(pdf).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R /Info \\d+ 0 R >>`));
  for (const [, length, body] of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g))
    expect(body).toHaveLength(Number(length));
}

describe('the static files of the demo backend', () => {
  it.each([
    ['2024-03-14', downloadBonusRules2024],
    ['2025-05-01', downloadBonusRules2025],
  ])('answer the bonus rules valid from %s with a small real PDF', async (validFrom, download) => {
    const file = await download();
    expect(file.type).toBe('application/pdf');
    expect(file.size).toBeGreaterThan(300);
    expect(file.size).toBeLessThan(2048);
    const pdf = latin1(await file.arrayBuffer());
    expectWellFormed(pdf);
    expect(pdf).toContain('(Zasady premiowania) Tj');
    // "ą" in the font's encoding (code 128 = /aogonek)
    expect(pdf).toContain(`(Obowi\x80zuj\x80 od ${validFrom}) Tj`);
    expect(pdf).toContain('/Differences [128 /aogonek');
  });

  it('title the document in its metadata, Polish letters included', async () => {
    const pdf = latin1(await (await downloadBonusRules2025()).arrayBuffer());
    const hex = /\/Title <FEFF([0-9A-F]+)>/.exec(pdf)![1];
    const title = String.fromCharCode(...hex.match(/.{4}/g)!.map((unit) => parseInt(unit, 16)));
    expect(title).toBe('Zasady premiowania – obowiązują od 2025-05-01');
  });
});

describe('a minimal PDF', () => {
  it('escapes what a literal string cannot hold and refuses a character its font lacks', () => {
    const pdf = latin1(minimalPdf('T', [{ text: 'a (b) \\ c', size: 10 }]));
    expectWellFormed(pdf);
    expect(pdf).toContain('(a \\(b\\) \\\\ c) Tj');
    expect(() => minimalPdf('T', [{ text: '€ 10', size: 10 }])).toThrow('No glyph for "€"');
  });
});
