import { usePdfFile } from '@/components/files/use-pdf-file';
import type { BonusRulesDocument } from './api';
import { bonusRulesTexts } from './texts';

/** Opens or downloads a bonus-rule document, fetched only then. */
export const useDocumentFile = (document: BonusRulesDocument) =>
  usePdfFile(bonusRulesTexts.fileName(document.validFrom), document.query);
