import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorStatus } from '../lib/http/configure-http';

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
export function QueryState({ query, notFoundText = 'Nie znaleziono', children }: QueryStateProps) {
  const { isPending, error, data } = query;
  // data already on screen stays when a background refresh fails, so nothing typed next to it is thrown away
  if (error && data === undefined) {
    const status = errorStatus(error);
    if (status === 403)
      return (
        <Alert color="yellow" title="Brak dostępu" role="alert">
          Wygląda na to że nie masz dostępu do żądanego zasobu
        </Alert>
      );
    if (status === 404)
      return (
        <Alert color="gray" title={notFoundText} role="alert">
          Sprawdź adres lub wróć do listy.
        </Alert>
      );
    return (
      <Alert color="red" title="Wystąpił błąd" role="alert">
        Nie udało się wczytać danych. Spróbuj ponownie za chwilę.
      </Alert>
    );
  }
  if (isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Wczytywanie" />
      </Center>
    );
  return <>{children}</>;
}
