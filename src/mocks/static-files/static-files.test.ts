import { downloadBonusRules2024, downloadBonusRules2025 } from '@portal/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { server } from '@/testing/server';
import { staticFilesHandlers } from './index';
import { minimalPdf, printableText } from './pdf';

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
  it('escapes what a literal string cannot hold', () => {
    const pdf = latin1(minimalPdf('T', [{ text: 'a (b) \\ c', size: 10 }]));
    expectWellFormed(pdf);
    expect(pdf).toContain('(a \\(b\\) \\\\ c) Tj');
  });

  it('prints any text: what its font lacks in a stand-in or left out, never an error (issue 32)', () => {
    const text = 'Zażółć gęślą jaźń „€ 10…” 👍🏽 🇵🇱 👩‍💻\u0000\u0007\u001b\u2028a\u0328\u00ad\u200d Ω x\u0301 \u0301';
    const pdf = latin1(minimalPdf(`${text}\ud800`, [{ text, size: 10 }]));
    expectWellFormed(pdf);
    expect(pdf).toContain('(Za\x87\xf3\x83\x81 g\x82\x85l\x80 ja\x86\x84 \x90EUR 10...\x94 \x80 ? x ) Tj');
    // the Polish opening quote has a code of its own: WinAnsi's (0x84) is "ń" here
    expect(pdf).toContain('/Zdotaccent /quotedblbase]');
    // the title, in the metadata, as it was written
    expect(pdf).toContain(
      `/Title <FEFF${`${text}\ud800`
        .split('')
        .map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0'))
        .join('')}`,
    );
  });

  it.each([
    ['ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'],
    ['Müller, naïve, façade, Ærø — ©®°±²³µ¶·¹º»¼½¾¿×÷', 'Müller, naïve, façade, Ærø — ©®°±²³µ¶·¹º»¼½¾¿×÷'],
    ['‘a’ “b” • ™ š œ ž Ÿ ˜ ›', '‘a’ “b” • ™ š œ ž Ÿ ˜ ›'],
    ['\t\n\r\u00a0\u202f\u2028\u2029\u3000', '        '],
    ['\u0000\u0001\u001f\u007f\u0085\u200b\u200c\u200d\u200e\u202e\u2066\ufeff\u00ad', ''],
    ['e\u0301 a\u0328 z\u0307 Z\u0307 o\u0302 q\u0307\u0323', 'é ą ż Ż ô q'],
    ['👍 a 👍 b 👍c d👍 👍🏿👍, e 👍', 'a b c d, e'],
    ['🇵🇱🇺🇦 x 1️⃣ #️⃣ ©️', 'x 1 # ©'],
    ['€ … ‚ ‹ ƒ † ‡ ˆ ‰ Œ − ‐ ′ ″', 'EUR ... , < f + + ^ %o OE - - \' "'],
    ['Привет 你好 😀 ☃ \ud83d x', '?????? ?? ? x'],
  ])('prints %j as %j', (text, printed) => expect(printableText(text)).toBe(printed));
});
