import type { ProblemDetails, ValidationProblemDetails } from '@portal/sdk/model';
import { HttpResponse } from 'msw';

/** Answers to throw from a handler (MSW answers a thrown response as it is). */
export const notFound = (title = 'Nie znaleziono') => HttpResponse.json({ title, status: 404 }, { status: 404 });
/** No valid access token (none, not one of a user, or expired): the app renews the session and repeats the call. */
export const unauthorized = () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
export const forbidden = () => HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 });
/** A 400 answer shaped as ValidationProblemDetails (openapi/schemas/common.yaml): messages per field. */
export const badRequest = (errors: Record<string, string[]>) =>
  HttpResponse.json({ title: 'Nieprawidłowe dane', status: 400, errors } satisfies ValidationProblemDetails, {
    status: 400,
  });

/** A 400 answer (ProblemDetails) whose detail says why the request cannot be done (a record still in use). */
export const refused = (detail: string) =>
  HttpResponse.json({ title: 'Nieprawidłowe żądanie', status: 400, detail } satisfies ProblemDetails, { status: 400 });

/** Messages per field; a field without messages may be left out or undefined. */
export type FieldErrors = Record<string, string[] | undefined>;

/** Throws a 400 answer with the messages, unless there are none. */
export function failOn(errors: FieldErrors): void {
  const given = Object.entries(errors).filter((entry): entry is [string, string[]] => !!entry[1]?.length);
  if (given.length) throw badRequest(Object.fromEntries(given));
}
