import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorStatus } from '@/lib/http/configure-http';
import { LoadingSkeleton } from './LoadingSkeleton';
import { queryStateTexts } from './texts';

/** A failed load in place: refused (403), missing (404) or failed, in the catalogue's words. */
export function ApiErrorAlert({ error, notFoundText }: { error: unknown; notFoundText?: string }) {
  const status = errorStatus(error);
  const { title, message, color } =
    status === 403
      ? queryStateTexts.forbidden
      : status === 404
        ? { ...queryStateTexts.notFound, title: notFoundText ?? queryStateTexts.notFound.title }
        : queryStateTexts.failed;
  return (
    <Alert color={color} title={title} role="alert">
      {message}
    </Alert>
  );
}

export interface QueryStateProps {
  /** The query the content needs (react-query's result, or its parts). */
  query: { isPending: boolean; error: unknown; data?: unknown };
  /** What is missing, for the 404 message ("Nie znaleziono sprawy"). */
  notFoundText?: string;
  children: ReactNode;
}

/**
 * Loading, refused and failed states of a screen's data, so every screen handles 403 and 404 in place (the
 * error toasts of the catalogue come from the HTTP layer on top of this).
 */
export function QueryState({ query, notFoundText, children }: QueryStateProps) {
  const { isPending, error, data } = query;
  // data already on screen stays when a background refresh fails, so nothing typed next to it is thrown away
  if (error && data === undefined) return <ApiErrorAlert error={error} notFoundText={notFoundText} />;
  if (isPending) return <LoadingSkeleton label={queryStateTexts.loading} shape="part" />;
  return <>{children}</>;
}
