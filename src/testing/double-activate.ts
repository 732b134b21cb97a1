import { fireEvent } from '@testing-library/react';

/**
 * A quick double click on a button, both clicks before React renders the first one's pending state; for a submit
 * button, its form sent once more too (Enter in a field, or a click its disabled state does not stop yet). One
 * intent: whatever the button does must go out once.
 */
export function doubleActivate(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
  const form = (button as HTMLButtonElement).form;
  if (form && (button as HTMLButtonElement).type === 'submit') fireEvent.submit(form);
}
