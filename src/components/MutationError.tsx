import { Alert } from '@mantine/core';
import type { ValidationProblemDetails } from '@portal/sdk/model';
import { errorStatus } from '@/lib/http/configure-http';
import { changeFailedText } from './texts';

/**
 * The Polish message of a failed change: for a 400 the server's own words (detail, field messages or title),
 * otherwise the general one (the HTTP layer has already shown the catalogue toast for other statuses).
 */
export function mutationErrorText(error: unknown, fallback: string = changeFailedText): string | null {
  if (!error) return null;
  if (errorStatus(error) === 400) {
    const body = (error as { body?: ValidationProblemDetails | string }).body;
    if (typeof body === 'string' && body.trim()) return body;
    if (body && typeof body === 'object') {
      const fieldMessages = Object.values(body.errors ?? {}).flat();
      if (body.detail) return body.detail;
      if (fieldMessages.length) return fieldMessages.join(' ');
      if (body.title) return body.title;
    }
  }
  return fallback;
}

/** The inline message of a failed change, next to the control that made it. */
export function MutationError({ error, fallback }: { error: unknown; fallback?: string }) {
  const text = mutationErrorText(error, fallback);
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {text}
    </Alert>
  );
}
