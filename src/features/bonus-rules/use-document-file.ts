import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BonusRulesDocument } from './api';
import { openBlankTab, pdfBlob, saveBlob, showPdf } from '../../lib/files';
import { bonusRulesTexts } from './texts';

export type DocumentAction = 'open' | 'download';

/**
 * Opens or downloads a bonus-rule document, fetched then through the generated call (the bearer and organisation
 * headers go with it, which a plain link could not send). `pending` is the action under way; `error` the last
 * failure, cleared by the next try.
 */
export function useDocumentFile(document: BonusRulesDocument) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DocumentAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fileName = bonusRulesTexts.fileName(document.validFrom);

  const run = async (action: DocumentAction) => {
    // before anything is awaited: the tab must open within the user's click
    const tab = action === 'open' ? openBlankTab() : null;
    setPending(action);
    setError(null);
    try {
      const file = pdfBlob(await queryClient.fetchQuery(document.query()));
      if (action === 'open') showPdf(file, fileName, tab);
      else saveBlob(file, fileName);
    } catch (cause) {
      tab?.close();
      setError(cause);
    } finally {
      setPending(null);
    }
  };

  return {
    open: () => void run('open'),
    download: () => void run('download'),
    pending,
    error,
  };
}
