import * as mocks from '@portal/sdk/mocks/departments';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { byName } from '@/mocks/shared/lists';
import { selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/departments'));

export const departmentsHandlers = ({ db }: MockContext) =>
  crud(db, 'departments', {
    resource: 'Department',
    mocks,
    schemas,
    what: 'dział',
    audited: true,
    sort: byName,
    // the departments of every organisation plus, with an organisation selected, that organisation's own ones
    filter: (department, request) =>
      department.organisationId === null ||
      department.organisationId === undefined ||
      department.organisationId === selectedOrganisation(request),
  });
