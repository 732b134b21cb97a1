import { describe, expect, it } from 'vitest';
import { bonusRulesDocuments, currentDocument } from './api';

describe('the bonus-rule documents', () => {
  it('are listed newest first', () => {
    expect(bonusRulesDocuments.map((document) => document.validFrom)).toEqual(['2025-05-01', '2024-03-14']);
  });

  it('in force: the newest valid by the day, from its first day on', () => {
    const current = (today: string) => currentDocument(bonusRulesDocuments, today)?.validFrom;
    expect(current('2026-11-25')).toBe('2025-05-01');
    expect(current('2025-05-01')).toBe('2025-05-01');
    expect(current('2025-04-30')).toBe('2024-03-14');
    expect(current('2024-03-14')).toBe('2024-03-14');
    expect(current('2024-03-13')).toBeUndefined();
  });

  it('each fetch its own PDF through the generated call', () => {
    expect(bonusRulesDocuments.map((document) => document.query().queryKey)).toEqual([
      ['/api/StaticFiles/bonusRules/2025-05-01'],
      ['/api/StaticFiles/bonusRules/2024-03-14'],
    ]);
  });
});
