import { useState } from 'react';
import { openBlankTab, pdfBlob, saveBlob, showPdf } from '@/lib/files';

export type FileAction = 'open' | 'download';

/**
 * Opens (PDFs) or saves a file fetched by a generated call when the user asks (the call carries the credentials,
 * or none for the public ones, which a plain link could not choose). `pending` names the file and action under
 * way; `error` is the last failure, cleared by the next try.
 */
export function useFileActions() {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (key: string, action: FileAction, fileName: string, fetchFile: () => Promise<Blob | string>) => {
    // before anything is awaited: the tab must open within the user's click
    const tab = action === 'open' ? openBlankTab() : null;
    setPending(`${action}:${key}`);
    setError(null);
    try {
      const data = await fetchFile();
      if (action === 'open') showPdf(pdfBlob(data), fileName, tab);
      else saveBlob(data, fileName);
    } catch (cause) {
      tab?.close();
      setError(cause);
    } finally {
      setPending(null);
    }
  };

  return {
    /** Runs the action on the file; `key` tells this file's buttons from the others'. */
    run: (key: string, action: FileAction, fileName: string, fetchFile: () => Promise<Blob | string>) =>
      void run(key, action, fileName, fetchFile),
    isPending: (key: string, action: FileAction) => pending === `${action}:${key}`,
    /** The action under way on this file, if any. */
    pendingOn: (key: string): FileAction | null =>
      pending?.endsWith(`:${key}`) ? (pending.slice(0, pending.indexOf(':')) as FileAction) : null,
    busy: pending !== null,
    error,
  };
}
