import { screen, waitFor, within } from '@testing-library/react';

/** A text with each white space (the amounts' no-break ones too) as a plain space. */
export const plainSpaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** The body rows of a table (its header row left out). */
export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The cells of a row, each by its own text (the first cell also holds the line a phone shows under it). */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.firstChild?.textContent);

/**
 * What the first cell of each body row says: its first child only, not the line of the other columns a phone
 * shows under it.
 */
export const firstCellTexts = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[0].firstChild?.textContent);

/** The description list of the region named `name`, once shown: label → value, spaces plain. */
export async function termsIn(name: string) {
  const region = await screen.findByRole('region', { name }, { timeout: 5000 });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, plainSpaces(term.nextElementSibling?.textContent)]),
  );
}

/** The router's current search (what a list keeps in the address). */
export const searchOf = (router: { state: { location: { search: Record<string, unknown> } } }) =>
  router.state.location.search;

/** The first render of the app loads its lazy modules: give a check more than waitFor's default second. */
export const eventually = <T>(check: () => T | Promise<T>) => waitFor(check, { timeout: 5000 });
