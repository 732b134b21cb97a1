import { useCallback, useRef } from 'react';

/** What a send resolves with when its work is done for good (a record created, the screen leaving). */
export const finished = Symbol('finished');

/**
 * Sends at most one request per intent from a control (a payment, a form that creates something): a second
 * activation before the first send settles does nothing. A button's `loading` or `disabled` shows only once React
 * has rendered the pending state, after a quick second click (or a second Enter) has already gone through: a
 * double click on "Zapłać" sent the payment twice. The lock is taken at the first activation, before the request
 * leaves, and let go when the send settles, so a failed send can be tried again; a send that resolves with
 * `finished` keeps it (the form has done its work and is leaving: a click meanwhile must not create a second one).
 *
 * `const once = useOneAtATime(); … form.onSubmit((values) => once(async () => { …; return finished; }))`
 */
export function useOneAtATime() {
  const state = useRef<'idle' | 'sending' | 'finished'>('idle');
  return useCallback((send: () => Promise<unknown>) => {
    if (state.current !== 'idle') return;
    state.current = 'sending';
    // a failure shows through the send's own state (the mutation's error, the form's message)
    // run at once (a send that throws lets go too)
    void new Promise((resolve) => resolve(send())).then(
      (outcome) => (state.current = outcome === finished ? 'finished' : 'idle'),
      () => (state.current = 'idle'),
    );
  }, []);
}
