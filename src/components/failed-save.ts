import { serverFieldErrors } from '@/lib/server-errors';
import { mutationErrorText } from './MutationError';

/**
 * After a form's save failed: the server's messages set under the fields they name (400), and what the form says
 * above its buttons — "Popraw zaznaczone pola." with the messages no field shows, or the failure itself.
 */
export function failedSaveText<F extends string>(
  error: unknown,
  form: { setErrors: (errors: Partial<Record<F, string>>) => void },
  fields: readonly F[],
  texts: { invalid: string; failed: string },
  keyOf?: (key: string) => string,
): string {
  const invalid = serverFieldErrors(error, fields, {}, keyOf);
  if (!invalid) return mutationErrorText(error, texts.failed) ?? texts.failed;
  form.setErrors(invalid.fields);
  return [texts.invalid, ...invalid.other].join(' ');
}
