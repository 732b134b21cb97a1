import userEvent from '@testing-library/user-event';

/** Types a whole text at once (typing key by key is slow on a busy machine and tests nothing more here). */
export async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
