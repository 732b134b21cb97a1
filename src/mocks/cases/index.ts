import type { MockContext } from '@/mocks/shared/context';
import { attachmentHandlers } from './attachments';
import { caseHandlers } from './case';
import { caseFieldHandlers } from './case-fields';
import { FileStore } from './files';
import { listHandlers } from './lists';
import { periodHandlers } from './periods';

/**
 * The cases tag: case lists, cases and their fields, accounting periods and attachments (contents kept in
 * memory). Access rules are in ../shared/access.ts.
 */
export function casesHandlers(context: MockContext) {
  const files = new FileStore();
  return [
    ...listHandlers(context),
    ...caseHandlers(context, files),
    ...caseFieldHandlers(context),
    ...periodHandlers(context),
    ...attachmentHandlers(context, files),
  ];
}
