import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { failedSaveText } from '@/components/failed-save';
import { notifySaved } from '@/components/notify-saved';
import { useOneAtATime } from '@/lib/one-at-a-time';

/**
 * The save of a client record's form (a potential, the Vetro link): one at a time; once saved the form is no longer
 * dirty and a notice says `saved`. A failure is shown above the buttons (`failure`), the server's 400 messages under
 * the fields they name; `cancel` restores what was loaded.
 */
export function useRecordSave<V, F extends string>({
  form,
  fields,
  texts,
  save,
  saved,
}: {
  form: UseFormReturnType<V>;
  fields: readonly F[];
  texts: { invalid: string; failed: string };
  save: (values: V) => Promise<unknown>;
  saved: string;
}) {
  const [failure, setFailure] = useState<string>();
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        try {
          await save(values);
          form.resetDirty();
          notifySaved(saved);
        } catch (error) {
          setFailure(failedSaveText(error, form, fields, texts));
        }
      }),
    () => setFailure(texts.invalid),
  );
  const cancel = () => {
    form.reset();
    setFailure(undefined);
  };
  return { submit, failure, cancel };
}
