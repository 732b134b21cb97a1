import type { DemoDb } from '@/mocks/db/db';
import type { DemoEvents } from '@/mocks/events';

/** What every tag's handlers work with: the database and the bus they announce changes on. */
export interface MockContext {
  db: DemoDb;
  events: DemoEvents;
}
