import { useState } from 'react';

/**
 * What an add/edit dialog works on (`null`: a new record) and whether it is open. The dialog stays mounted while
 * closed, so Mantine gives the focus back to the button that opened it; `opening` counts the openings, as the key
 * of the form inside, so each opening starts a new form.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState({ target: null as T | null, opened: false, opening: 0 });
  return {
    ...state,
    open: (target: T | null) => setState(({ opening }) => ({ target, opened: true, opening: opening + 1 })),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
