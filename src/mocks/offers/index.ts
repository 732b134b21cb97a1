import type { RequestHandler } from 'msw';
import type { MockContext } from '@/mocks/shared/context';
import { offerAttachmentsHandlers } from './attachments';
import { offerHandlers } from './offers';

/** The offers of cases and their attachments, over `db.offers` (attachments inside their offer). */
export const offersHandlers = (context: MockContext): RequestHandler[] => [
  ...offerHandlers(context),
  ...offerAttachmentsHandlers(context),
];
