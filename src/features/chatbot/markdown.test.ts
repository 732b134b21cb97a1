import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe("the chatbot's Markdown", () => {
  it('makes paragraphs, line breaks, bold and italics', () => {
    expect(markdownToHtml('To jest **ważne** i *pilne*.\nDruga linia.\n\nNowy akapit.')).toBe(
      '<p>To jest <strong>ważne</strong> i <em>pilne</em>.<br>Druga linia.</p><p>Nowy akapit.</p>',
    );
  });

  it('makes bulleted and numbered lists, also right after a line of text', () => {
    expect(markdownToHtml('Przygotuj:\n- umowę,\n- **aneksy**.\n\n1. pierwsze\n2. drugie')).toBe(
      '<p>Przygotuj:</p><ul><li>umowę,</li><li><strong>aneksy</strong>.</li></ul><ol><li>pierwsze</li><li>drugie</li></ol>',
    );
  });

  it('leaves HTML as it is (for the sanitizer): a block of HTML is not wrapped in a paragraph', () => {
    const html = '<p>Tekst</p><img src="x" onerror="alert(1)">';
    expect(markdownToHtml(html)).toBe(html);
  });
});
