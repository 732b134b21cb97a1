import { useState } from 'react';
import type { StoredAttachment } from './AttachmentsField';
import { useAttachmentChanges } from './use-attachment-changes';

/** How saving a record and its files went. */
export type RecordSave<Id> =
  /** The record was not saved: the server's answer (nothing of the files was sent). */
  | { saved: false; error: unknown }
  /** The record was saved; the files that failed (kept for a new try) by name. */
  | { saved: true; id: Id; failedFiles: string[] };

/**
 * A form's record and its files (AttachmentsField), saved together: the record first (created, or changed when it
 * exists), then the files added and removed. A record created by a try whose files failed is changed by the next
 * try, not created again.
 */
export function useRecordWithFiles<Id extends string | number, Data>({
  id: storedId,
  attachments,
  create,
  update,
  upload,
  remove,
}: {
  /** The record's id; none for a new one. */
  id: Id | undefined;
  /** The files the record has. */
  attachments: StoredAttachment[];
  create: (data: Data) => Promise<{ id: Id }>;
  update: (id: Id, data: Data) => Promise<unknown>;
  upload: (id: Id, file: File, description?: string) => Promise<unknown>;
  remove: (attachmentId: number) => Promise<unknown>;
}) {
  const files = useAttachmentChanges(attachments);
  const [createdId, setCreatedId] = useState<Id>();

  const save = async (data: Data): Promise<RecordSave<Id>> => {
    let id = storedId ?? createdId;
    try {
      if (id !== undefined) await update(id, data);
      else {
        id = (await create(data)).id;
        setCreatedId(id);
      }
    } catch (error) {
      return { saved: false, error };
    }
    const savedId = id;
    const failedFiles = await files.save((file, description) => upload(savedId, file, description), remove);
    return { saved: true, id: savedId, failedFiles };
  };

  return { files, save };
}
