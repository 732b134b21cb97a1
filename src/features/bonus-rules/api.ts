import { getDownloadBonusRules2024QueryOptions, getDownloadBonusRules2025QueryOptions } from '@portal/sdk';
import type { PdfResponse } from '@portal/sdk/model';

// The bonus-rule documents: two static PDFs of the API, each fetched when the user opens or downloads it.

type PdfQuery = ReturnType<typeof getDownloadBonusRules2025QueryOptions<PdfResponse>>;

/** A document is named by its date, so it never changes: kept as long as it is cached. */
const unchanging = { query: { staleTime: Infinity } };

export interface BonusRulesDocument {
  /** YYYY-MM-DD: the day the rules apply from. */
  validFrom: string;
  /** Its PDF, through the generated call. */
  query: () => PdfQuery;
}

/** The documents, newest first. */
export const bonusRulesDocuments: readonly BonusRulesDocument[] = [
  { validFrom: '2025-05-01', query: () => getDownloadBonusRules2025QueryOptions(unchanging) },
  { validFrom: '2024-03-14', query: () => getDownloadBonusRules2024QueryOptions(unchanging) },
];

/** The rules in force on `today` (YYYY-MM-DD): the newest document valid by then, if any. */
export const currentDocument = (documents: readonly BonusRulesDocument[], today: string) =>
  documents.filter((document) => document.validFrom <= today).sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0];
