import type { DemoDb } from '../db/db';
import type { DemoEvents } from '../events';

/** What every tag's handlers work with: the database and the bus they announce changes on. */
export interface MockContext {
  db: DemoDb;
  events: DemoEvents;
}
