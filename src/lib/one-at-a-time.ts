import { useCallback, useRef } from 'react';

/**
 * Sends at most one request at a time from a control: a second activation before the first request settles does
 * nothing. A button's `loading` or `disabled` shows only once React has rendered the pending state, after a quick
 * second click has already gone through: a double click on "Zapłać" sent the payment twice.
 */
export function useOneAtATime() {
  const sending = useRef(false);
  return useCallback((send: () => Promise<unknown>) => {
    if (sending.current) return;
    sending.current = true;
    // a failure shows through the mutation's own state
    void send()
      .catch(() => undefined)
      .finally(() => (sending.current = false));
  }, []);
}
