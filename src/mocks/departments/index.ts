import * as mocks from '@portal/sdk/mocks/departments';
import type { MockContext } from '@/mocks/shared/context';
import { crud, usedBy } from '@/mocks/shared/crud';
import { byName } from '@/mocks/shared/lists';
import { selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/departments'));

export const departmentsHandlers = ({ db }: MockContext) =>
  crud(db, 'departments', {
    resource: 'Department',
    mocks,
    schemas,
    what: 'departament',
    audited: true,
    sort: byName,
    // the departments of every organisation plus, with an organisation selected, that organisation's own ones
    filter: (department, request) =>
      department.organisationId === null ||
      department.organisationId === undefined ||
      department.organisationId === selectedOrganisation(request),
    // products, the cases' copies of their products and users keep a copy of their department
    onWrite: (department) => {
      const copy = () => structuredClone(department);
      for (const product of [...db.products, ...db.cases.flatMap((c) => (c.product ? [c.product] : []))])
        if (product.departmentId === department.id) product.department = copy();
      for (const user of db.users)
        user.departments = user.departments.map((d) => (d.id === department.id ? copy() : d));
    },
    inUse: (department) =>
      usedBy(`departamentu „${department.name}”`, [
        [db.products.filter((p) => p.departmentId === department.id).length, ['produkt', 'produkty', 'produktów']],
        [
          db.users.filter((u) => u.departments.some((d) => d.id === department.id)).length,
          ['użytkownika', 'użytkowników', 'użytkowników'],
        ],
      ]),
  });
