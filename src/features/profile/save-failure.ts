import { mutationErrorText } from '@/components/MutationError';
import { nestedFieldKey, serverFieldErrors } from '@/lib/server-errors';
import { formPathOf, profileFieldPaths } from './profile-form';
import { profileTexts } from './texts';

/**
 * A failed save of the profile: the server's messages per field (400) under the form's fields (a cooperation
 * date's under the one date field), and what the form says above its buttons.
 */
export function profileSaveFailure(error: unknown): { fields: Record<string, string>; message: string } {
  const invalid = serverFieldErrors(error, profileFieldPaths, {}, nestedFieldKey);
  if (!invalid)
    return { fields: {}, message: mutationErrorText(error, profileTexts.edit.failed) ?? profileTexts.edit.failed };
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(invalid.fields) as [string, string][]) {
    const field = formPathOf(path);
    fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
  }
  return { fields, message: [profileTexts.edit.invalid, ...invalid.other].join(' ') };
}
