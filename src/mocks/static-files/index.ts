import {
  getDownloadBonusRules2024MockHandler,
  getDownloadBonusRules2025MockHandler,
} from '@portal/sdk/mocks/static-files';
import type { MockContext } from '@/mocks/shared/context';
import { minimalPdf } from './pdf';

/** The bonus-rule document valid from `validFrom` (YYYY-MM-DD): a small real PDF saying what it is. */
export function bonusRulesPdf(validFrom: string): ArrayBuffer {
  const bytes = minimalPdf(`Zasady premiowania – obowiązują od ${validFrom}`, [
    { text: 'Zasady premiowania', size: 20 },
    { text: `Obowiązują od ${validFrom}`, size: 12 },
    { text: 'Dokument demonstracyjny portalu – treść przykładowa.', size: 10 },
  ]);
  return bytes.buffer as ArrayBuffer;
}

/** The static documents: the two bonus-rule PDFs (the same for everyone; the route lets staff only in). */
export const staticFilesHandlers = (_context: MockContext) => [
  // a new buffer each time: a response may take its body's buffer over
  getDownloadBonusRules2024MockHandler(() => bonusRulesPdf('2024-03-14')),
  getDownloadBonusRules2025MockHandler(() => bonusRulesPdf('2025-05-01')),
];
