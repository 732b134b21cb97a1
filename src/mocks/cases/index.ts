import type { RequestHandler } from 'msw';
import type { DemoDb } from '../db/db';
import { attachmentHandlers } from './attachments';
import { caseHandlersCore } from './case';
import { caseFieldHandlers } from './case-fields';
import { catalogueHandlers } from './catalogue';
import { FileStore } from './files';
import { historyHandlers } from './history';
import { listHandlers } from './lists';
import { messageHandlers } from './messages';
import { peopleHandlers } from './people';
import { periodHandlers } from './periods';

/**
 * The db-backed demo backend of the case screens: case lists, cases and their fields, accounting periods,
 * attachments (contents kept in memory), comments, history, and the catalogues and people lists the screens
 * read. Access rules are in ./access.ts. Order matters where patterns overlap: the case lists
 * (`/Case/all`, `/Case/managerClientCases` …) come before `GET /Case/{id}`, `/Product/minimal` before
 * `/Product/{id}`.
 */
export function caseHandlers(db: DemoDb): RequestHandler[] {
  const files = new FileStore();
  return [
    ...listHandlers(db),
    ...caseHandlersCore(db, files),
    ...caseFieldHandlers(db),
    ...periodHandlers(db),
    ...attachmentHandlers(db, files),
    ...messageHandlers(db),
    ...historyHandlers(db),
    ...catalogueHandlers(db),
    ...peopleHandlers(db),
  ];
}
