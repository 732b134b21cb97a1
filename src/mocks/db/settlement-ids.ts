// Apart from seed-ids.ts, which the demo's first page imports: the stand-in card-provider page opens the database
// and shares no module with the app's first page (a shared one would sit in the app's entry chunk and start the app).

/** A settlement id (a uuid, used as the checkout guid) from a sequence number. */
export const settlementId = (n: number) => `5e771e00-2026-4b1c-9a2d-${n.toString(16).padStart(12, '0')}`;
