/** Where the stand-in's `sendCvv` sends the CVV: the demo's provider, answered in the page like the API. */
export const CVV_ENDPOINT = '/demo-card-provider/cvv';

/** Sends the CVV for the request id of a WARNING_CONTINUE_CVV answer; the provider's error code when refused. */
export async function sendCvvToDemoProvider(
  refReqId: string,
  cvv: string,
  origin: string = window.location.origin,
): Promise<{ ok: true } | { ok: false; code: string }> {
  // the card provider's own endpoint (its SDK talks to it), not the portal's API
  // eslint-disable-next-line no-restricted-globals
  const answer = await fetch(`${origin}${CVV_ENDPOINT}`, { method: 'POST', body: JSON.stringify({ refReqId, cvv }) });
  if (answer.ok) return { ok: true };
  const body = (await answer.json().catch(() => ({}))) as { code?: string };
  return { ok: false, code: body.code ?? 'error.send.cvv' };
}
