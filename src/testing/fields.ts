import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A text field by its accessible name, once the form is shown. */
export const field = (name: string) => screen.findByRole('textbox', { name }, { timeout: 5000 });

/** The error message under a field (Mantine links it by aria-describedby, beside the field's description). */
export const errorOf = (input: HTMLElement) =>
  document.getElementById(
    input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent;

/** Clears the field named `name` and types `text` into it (nothing: the field is left empty). */
export async function replace(name: string, text: string) {
  const input = await field(name);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}
