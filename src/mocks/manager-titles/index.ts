import * as mocks from '@portal/sdk/mocks/manager-titles';
import type { MockContext } from '@/mocks/shared/context';
import { crud, usedBy } from '@/mocks/shared/crud';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/manager-titles'));

export const managerTitlesHandlers = ({ db }: MockContext) =>
  crud(db, 'managerTitles', {
    resource: 'ManagerTitle',
    mocks,
    schemas,
    what: 'tytuł managera',
    // the users keep a copy of their title
    onWrite: (title) => {
      for (const user of db.users) if (user.managerTitleId === title.id) user.managerTitle = { ...title };
    },
    inUse: (title) =>
      usedBy(`tytułu „${title.name}”`, [
        [db.users.filter((u) => u.managerTitleId === title.id).length, ['użytkownika', 'użytkowników', 'użytkowników']],
      ]),
  });
