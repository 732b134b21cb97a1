import type { CallInit } from '@portal/sdk/runtime';
import { errorStatus, showApiNotice } from './http/configure-http';

/**
 * A change that got no HTTP response (the network failed or the request timed out): the server may have done it or
 * not. Sending it again blindly could post a comment twice or pay twice.
 */
export const isLostAnswer = (error: unknown) => errorStatus(error) === 0;

/**
 * The `request` option of a call whose screen checks what the server has after a lost answer and says what it
 * found: the HTTP layer's "Wystąpił błąd" waits for that check (`tellLostAnswer`).
 */
export const lostAnswerChecked: CallInit = { lostAnswerToCaller: true };

/**
 * After a lost answer: `check` looks at what the server has (true: the change is there). When it is not, or the
 * look fails as well, the usual failure ("Wystąpił błąd") is shown and the screen offers to send again with what
 * was typed. Resolves with what was found.
 */
export async function tellLostAnswer(check: () => Promise<boolean>): Promise<boolean> {
  const done = await check().catch(() => false);
  if (!done) showApiNotice('failure');
  return done;
}
