import { getListOrganisationsOfContextUserMockHandler } from '@portal/sdk/mocks/organisations';
import { actingUserId } from '@/mocks/shared/acting-user';
import type { MockContext } from '@/mocks/shared/context';

export const organisationsHandlers = ({ db }: MockContext) => [
  getListOrganisationsOfContextUserMockHandler(({ request }) => {
    const userId = actingUserId(request);
    const memberOf = new Set(db.organisationUsers.filter((m) => m.userId === userId).map((m) => m.organisationId));
    return db.organisations.filter((org) => memberOf.has(org.id)).map(({ id, name }) => ({ id, name }));
  }),
];
