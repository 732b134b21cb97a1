import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends each file of a list as its own field and the joined descriptions as one field', () => {
    const files = [new Blob(['a']), new Blob(['b'])];
    const form = toFormData({ Files: files, Descriptions: 'Faktura,Umowa', CasePeriodAttachmentType: 3 });
    expect(form.getAll('Files')).toHaveLength(2);
    expect(form.get('Descriptions')).toBe('Faktura,Umowa');
    expect(form.get('CasePeriodAttachmentType')).toBe('3');
  });

  it('leaves out empty fields and keeps a single file', () => {
    const form = toFormData({ file: new Blob(['x']), note: undefined, other: null });
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.has('note')).toBe(false);
    expect(form.has('other')).toBe(false);
  });
});
