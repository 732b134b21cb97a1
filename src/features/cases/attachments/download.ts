import { getDownloadCaseAttachmentQueryOptions } from '@portal/sdk';
import type { CaseAttachment } from '@portal/sdk/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/** Saves a downloaded file under its name: an object URL and a temporary `<a download>`. */
export function saveBlob(data: Blob | string, fileName: string) {
  // a file served as text/* arrives as a string
  const blob = typeof data === 'string' ? new Blob([data]) : data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has started the download by now; the URL is not needed any more
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads an attachment (of a case, a period or the agreement) through the generated call — the bearer and the
 * organisation headers go with it, which a plain link could not send — and saves it under the attachment's name.
 */
export function useAttachmentDownload() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = useCallback(
    async (attachment: Pick<CaseAttachment, 'id' | 'fileName'>) => {
      setPending(true);
      setError(null);
      try {
        const file = await queryClient.fetchQuery(
          getDownloadCaseAttachmentQueryOptions(attachment.id, { query: { staleTime: 0, gcTime: 0 } }),
        );
        saveBlob(file, attachment.fileName);
      } catch (cause) {
        setError(cause);
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { start, isPending, error };
}

export type AttachmentDownload = ReturnType<typeof useAttachmentDownload>;
