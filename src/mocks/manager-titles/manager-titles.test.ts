import { deleteManagerTitle, updateManagerTitle } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi();

describe('the manager titles of the demo', () => {
  it('refuses to delete a title someone holds, naming how many; deletes one no one holds', async () => {
    expect(await failure(deleteManagerTitle(1))).toMatchObject({
      status: 400,
      body: { detail: 'Nie można usunąć tytułu „Senior Manager”: jest używany przez 1 użytkownika.' },
    });
    const unused = api.db.managerTitles.find((t) => !api.db.users.some((u) => u.managerTitleId === t.id))!;
    await deleteManagerTitle(unused.id);
    expect(api.db.managerTitles.map((t) => t.id)).not.toContain(unused.id);
  });

  it('a renamed title is renamed on the people who hold it', async () => {
    await updateManagerTitle(1, { name: 'Starszy Manager' });
    expect(api.db.users.find((u) => u.managerTitleId === 1)?.managerTitle?.name).toBe('Starszy Manager');
  });
});
