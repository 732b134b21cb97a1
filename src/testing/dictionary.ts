import type { UserRole } from '@portal/sdk/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { bodyRows, cellTexts, firstCellTexts } from './lists';
import { renderApp } from './render';

// The steps the tests of the dictionaries (RecordDictionary, RecordFormPage) take: their list, the name field,
// saving, deleting after the confirmation, and a role that may not open them.

const wait = { timeout: 5000 };

/** A dictionary's list, the table named `name`: the table once shown, the names in order, one record's cells. */
export function dictionaryList(name: string) {
  const table = () => screen.findByRole('table', { name }, wait);
  const names = async () => firstCellTexts(await table());
  const rowOf = async (recordName: string) =>
    cellTexts(bodyRows(await table()).find((row) => cellTexts(row)[0] === recordName)!);
  return { table, names, rowOf };
}

/** Names in the order a dictionary lists them: by name, the Polish way. */
export const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'pl'));

/** The record's name field: on the record's page, or (`dialog`: the dialog's name) in its dialog. */
export const nameInput = async (dialog?: RegExp) =>
  dialog
    ? within(await screen.findByRole('dialog', { name: dialog }, wait)).getByRole('textbox', { name: /Nazwa/ })
    : screen.findByRole('textbox', { name: /^Nazwa/ }, wait);

/** Saves the form shown. */
export const save = () => userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

/** Deletes the record `name` from its row after confirming (the confirmation's `question` checked when given). */
export async function confirmDelete(name: string, question?: string) {
  await userEvent.click(screen.getByRole('button', { name: `Usuń: ${name}` }));
  if (question) expect(await screen.findByText(question)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
}

/** `path` opened as `role` sends them to the main page. */
export async function expectSentHome(path: string, role: UserRole) {
  const { history } = renderApp(path, { role });
  await waitFor(() => expect(history.location.pathname).toBe('/'));
}
