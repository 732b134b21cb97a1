import { Alert } from '@mantine/core';
import { MutationError } from '@/components/MutationError';
import { serverFieldErrors } from '@/lib/server-errors';

/**
 * A failed send under the form: of a 400 answer only the messages no field of the form shows (those stand next to
 * their fields); any other failure as MutationError says it.
 */
export function FormError({ error, fields }: { error: unknown; fields: readonly string[] }) {
  const answer = serverFieldErrors(error, fields);
  if (!answer) return <MutationError error={error} />;
  if (!answer.other.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {answer.other.join(' ')}
    </Alert>
  );
}
