import { getDownloadCaseAttachmentQueryOptions } from '@portal/sdk';
import type { CaseAttachment } from '@portal/sdk/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { saveBlob } from '@/lib/files';

/**
 * Downloads an attachment (of a case, a period or the agreement) through the generated call — the bearer and the
 * organisation headers go with it, which a plain link could not send — and saves it under the attachment's name.
 */
export function useAttachmentDownload() {
  const queryClient = useQueryClient();
  /** The attachment being downloaded (a list's row shows it). */
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const start = useCallback(
    async (attachment: Pick<CaseAttachment, 'id' | 'fileName'>) => {
      setPendingId(attachment.id);
      setError(null);
      try {
        const file = await queryClient.fetchQuery(
          getDownloadCaseAttachmentQueryOptions(attachment.id, { query: { staleTime: 0, gcTime: 0 } }),
        );
        saveBlob(file, attachment.fileName);
      } catch (cause) {
        setError(cause);
      } finally {
        setPendingId(null);
      }
    },
    [queryClient],
  );
  return { start, isPending: pendingId !== null, pendingId, error };
}

export type AttachmentDownload = ReturnType<typeof useAttachmentDownload>;
