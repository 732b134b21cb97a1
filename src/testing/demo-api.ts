import type { UserRole } from '@portal/sdk/model';
import { configureSdk } from '@portal/sdk/runtime';
import { beforeEach } from 'vitest';
import { accessGate } from '@/mocks/access-gate';
import { cvvHandler } from '@/mocks/card-provider/cvv';
import { createDb, type DemoDb } from '@/mocks/db/db';
import { demoPersonIds } from '@/mocks/db/seed-ids';
import { createEvents, type DemoEvents } from '@/mocks/events';
import { statefulBackend } from '@/mocks/handlers';
import { server, TEST_API_ORIGIN } from './server';

/**
 * A fresh demo backend on the test MSW server: a database with the seed and every stateful handler over it; `gated`,
 * behind the access gate as the demo's (who may call what). The screens' tests go without it: a call still under
 * way when a test ends goes out without a token, and its 401 would end the next test's session.
 */
export function serveDemoApi(
  events: DemoEvents = createEvents(),
  { gated = false }: { gated?: boolean } = {},
): { db: DemoDb; events: DemoEvents } {
  const db = createDb(null);
  server.use(...(gated ? [accessGate(db)] : []), statefulBackend(db, events), cvvHandler(db));
  return { db, events };
}

/** What a call fails with (undefined when it succeeds). */
export const failure = (call: Promise<unknown>) => call.then(() => undefined).catch((error: unknown) => error);

/** A person by id (`ids.person.otherClient`) or the demo person of a role (`'Manager'`). */
export type Actor = number | UserRole;

const idOf = (actor: Actor) => (typeof actor === 'number' ? actor : demoPersonIds[actor]);

export interface DemoApi {
  /** This test's database (fresh from the seed before each test). */
  readonly db: DemoDb;
  /** The bus this test's handlers announce changes on. */
  readonly events: DemoEvents;
  /** The id of the person the SDK calls as. */
  readonly actorId: number;
  /** The SDK calls from now on as this person. */
  actAs(actor: Actor): void;
  /** The SDK sends this organisation (0: none selected) from now on. */
  selectOrganisation(id: number): void;
}

/**
 * The demo API for the tests of a file: before each test, a fresh seed database answers through the access gate and
 * the stateful handlers on the test MSW server, and the SDK calls it as `as` (default the administrator) in
 * `organisation` (default none).
 *
 *   const api = demoApi({ as: 'Client' });
 *   it('…', async () => {
 *     await getCase(ids.case.accounting);
 *     api.actAs(ids.person.otherClient);
 *     expect(api.db.cases …);
 *   });
 */
export function demoApi({ as = 'Admin', organisation = 0 }: { as?: Actor; organisation?: number } = {}): DemoApi {
  let backend: { db: DemoDb; events: DemoEvents } | undefined;
  let actorId = idOf(as);
  let organisationId = organisation;
  beforeEach(() => {
    backend = serveDemoApi(undefined, { gated: true });
    actorId = idOf(as);
    organisationId = organisation;
    configureSdk({
      baseUrl: TEST_API_ORIGIN,
      getToken: () => `demo-${actorId}`,
      getOrganisationId: () => organisationId,
    });
  });
  const current = () => {
    if (!backend) throw new Error('The demo API starts before each test');
    return backend;
  };
  return {
    get db() {
      return current().db;
    },
    get events() {
      return current().events;
    },
    get actorId() {
      return actorId;
    },
    actAs: (actor) => (actorId = idOf(actor)),
    selectOrganisation: (id) => (organisationId = id),
  };
}
