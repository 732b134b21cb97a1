import { Alert } from '@mantine/core';
import { errorStatus } from '@/lib/http/configure-http';
import { ApiErrorAlert } from '@/components/QueryState';
import { fileTexts } from '@/components/texts';

/** A failed download, in place: refused (403) or missing (404) in the catalogue's words, else a retry hint. */
export function FileError({ error, failedText = fileTexts.downloadFailed }: { error: unknown; failedText?: string }) {
  if (!error) return null;
  const status = errorStatus(error);
  if (status === 403 || status === 404) return <ApiErrorAlert error={error} />;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {failedText}
    </Alert>
  );
}
