import type { CallInit } from '@portal/sdk/runtime';
import { useCallback, useState } from 'react';
import { errorStatus, showApiNotice } from './http/configure-http';

/**
 * A change that got no HTTP response (the network failed or the request timed out): the server may have done it or
 * not. Sending it again blindly could post a comment twice or pay twice.
 */
export const isLostAnswer = (error: unknown) => errorStatus(error) === 0;

/**
 * The `request` option of a call whose screen checks what the server has after a lost answer and says what it
 * found: the HTTP layer's "Wystąpił błąd" waits for that check (`useLostAnswerCheck`).
 */
export const lostAnswerChecked: CallInit = { lostAnswerToCaller: true };

/**
 * After a lost answer: `tell(check)` looks at what the server has (`check` true: the change is there), while
 * `checking` keeps the screen's control busy. When it is not there, or the look fails as well, the usual failure
 * ("Wystąpił błąd") is shown and the screen offers to send again with what was typed. Resolves with what was found.
 */
export function useLostAnswerCheck() {
  const [checking, setChecking] = useState(false);
  const tell = useCallback(async (check: () => Promise<boolean>) => {
    setChecking(true);
    try {
      const done = await check().catch(() => false);
      if (!done) showApiNotice('failure');
      return done;
    } finally {
      setChecking(false);
    }
  }, []);
  return { checking, tell };
}
