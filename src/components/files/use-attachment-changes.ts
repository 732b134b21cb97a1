import { useState } from 'react';
import type { NewAttachment, StoredAttachment } from './AttachmentsField';

/**
 * The files a form adds to its record and removes from it, sent once the record is saved: what failed stays (a new
 * try sends it again) and is named in the answer of `save`.
 */
export function useAttachmentChanges(existing: StoredAttachment[]) {
  const [added, setAdded] = useState<NewAttachment[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);

  /** Uploads the new files and removes the dropped ones; the names of the files that failed. */
  const save = async (
    upload: (file: File, description?: string) => Promise<unknown>,
    remove: (id: number) => Promise<unknown>,
  ) => {
    const failed: string[] = [];
    const left: NewAttachment[] = [];
    for (const item of added)
      await upload(item.file, item.description.trim() || undefined).catch(() => {
        failed.push(item.file.name);
        left.push(item);
      });
    const stillRemoved: number[] = [];
    for (const id of removed)
      await remove(id).catch(() => {
        stillRemoved.push(id);
        failed.push(existing.find((a) => a.id === id)?.fileName ?? String(id));
      });
    setAdded(left);
    setRemoved(stillRemoved);
    return failed;
  };

  return {
    changed: added.length > 0 || removed.length > 0,
    save,
    /** The props of AttachmentsField. */
    field: {
      existing,
      added,
      removed,
      onChangeAdded: setAdded,
      onRemove: (id: number) => setRemoved((ids) => [...ids, id]),
    },
  };
}
