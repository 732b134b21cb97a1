import type { UserRole } from '@portal/sdk/model';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

// Every list of the portal reads its address against the contract (components/lists/list-search.ts): an address
// edited by hand, or kept from an older version, shows the list with its defaults, never an error, and none of
// its bad values reaches the API.
const bad = {
  page: 'abc',
  sort: 'zzz',
  sortBy: 'zzz',
  sortDirection: '7',
  status: 'Nope',
  paymentStatus: 'Nope',
  collectionStatus: 'Nope',
  type: 'Nope',
  from: '2026-02-31',
  to: 'zzz',
  dateFrom: 'zzz',
  expertId: '-1',
  managerId: 'abc',
  productId: '1.5',
  clientId: 'zzz',
  caseId: '0',
  tab: 'zzz',
};

const lists: [path: string, role: UserRole][] = [
  ['/settlements', 'Admin'],
  ['/income', 'Manager'],
  ['/overdueSettlements', 'Admin'],
  ['/clientSettlements', 'Admin'],
  ['/mySettlements', 'Client'],
  ['/newsAdmin', 'Admin'],
  ['/news', 'Client'],
  ['/calendarEvents', 'Admin'],
  ['/kpi/satisfactionScores', 'Admin'],
  ['/mySatisfactionScore', 'Client'],
  ['/professions', 'Admin'],
  ['/cases', 'Admin'],
  ['/yourCases', 'Client'],
  ['/expertCases', 'ExpertEmployee'],
  ['/yourExpertEmployees/cases', 'ExpertOwner'],
  ['/managerClientsCases', 'Manager'],
  ['/patronClientsCases', 'Patron'],
  [`/managerClients/${ids.person.client}/cases`, 'Manager'],
  [`/patronClients/${ids.person.client}/cases`, 'Patron'],
  [`/users/${ids.person.client}/cases`, 'Admin'],
];

describe('a list opened at an address with bad values', { timeout: 30_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it.each(lists)('%s (%s) shows its defaults, sends none of them and says no error', async (path, role) => {
    const sent: URL[] = [];
    server.events.on('request:start', ({ request }) => void sent.push(new URL(request.url)));
    renderApp(`${path}?${new URLSearchParams(bad)}`, { role });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Wczytywanie')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const apiCalls = sent.filter((url) => url.pathname.startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const url of apiCalls)
      for (const [key, value] of url.searchParams)
        expect(value, `${url.pathname}?${key}=${value}`).not.toBe(bad[key as keyof typeof bad]);
  });
});
