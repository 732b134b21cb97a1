import * as generated from '@portal/sdk/mocks';
import { getGetApplicationUserMockHandler, getGetApplicationUserResponseMock } from '@portal/sdk/mocks/users';
import type { ApplicationUser } from '@portal/sdk/model';
import type { RequestHandler } from 'msw';
import { demoPeople } from './people';

const profileOf = (id: number): ApplicationUser | undefined => {
  const person = demoPeople.find((p) => p.id === id);
  if (!person) return undefined;
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    roles: [person.role],
    status: 'Active',
    isDeleted: false,
    isFirstLoginDataFilled: true,
    hasSubscription: false,
    organisations: [],
    departments: [],
  } as unknown as ApplicationUser;
};

/** The demo backend: stateful handlers first, then the generated ones answer every other endpoint. */
export const demoHandlers: RequestHandler[] = [
  getGetApplicationUserMockHandler(({ params }) => profileOf(Number(params.id)) ?? getGetApplicationUserResponseMock()),
  ...Object.entries(generated)
    .filter(
      ([name, value]) =>
        /^get[A-Z]\w*Mock$/.test(name) && !/Response|Handler/.test(name) && typeof value === 'function',
    )
    .flatMap(([, factory]) => (factory as () => RequestHandler[])()),
];
