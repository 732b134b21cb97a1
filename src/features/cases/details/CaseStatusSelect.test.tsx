import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { badRequest } from '@/testing/server';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';
import { allParticipants } from '@/features/cases/rejection/use-case-rejection';

const loanLawsuit = ids.case.loanLawsuit;

/** Records the method and path of every API call (the demo backend still answers them). */
function recordRequests() {
  const calls: string[] = [];
  const handler = http.all('*/api/*', ({ request }) => {
    if (request.method !== 'GET')
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
  });
  return { calls, handler };
}

const statusSelect = () => screen.findByRole('combobox', { name: 'Status' }, { timeout: 5000 });

async function choose(status: string) {
  const select = await statusSelect();
  await waitFor(() => expect(select).not.toHaveValue(''));
  await userEvent.click(select);
  await userEvent.click(screen.getByRole('option', { name: status }));
  return select;
}

describe('allParticipants', () => {
  const { admin, client, expertEmployee, manager, managerLeader } = ids.person;
  const caseItem = {
    id: 1,
    clientId: client,
    expertId: expertEmployee,
    managers: [
      { id: manager, firstName: 'K', lastName: 'W' },
      { id: managerLeader, firstName: 'B', lastName: 'O' },
    ],
  };

  it('is the client, the expert and every manager except the acting user', () => {
    expect(allParticipants(caseItem, admin)).toEqual([
      { type: 'Client' },
      { type: 'Expert' },
      { type: 'Manager', recipientId: manager },
      { type: 'Manager', recipientId: managerLeader },
    ]);
    expect(allParticipants(caseItem, manager)).toEqual([
      { type: 'Client' },
      { type: 'Expert' },
      { type: 'Manager', recipientId: managerLeader },
    ]);
    expect(allParticipants(caseItem, expertEmployee)).toEqual([
      { type: 'Client' },
      { type: 'Manager', recipientId: manager },
      { type: 'Manager', recipientId: managerLeader },
    ]);
    expect(allParticipants({ ...caseItem, expertId: null, managers: [] }, admin)).toEqual([{ type: 'Client' }]);
  });
});

// the whole app renders in each test: allow for a busy machine
describe('CaseStatusSelect', { timeout: 30_000 }, () => {
  it('offers the five statuses with their Polish names', async () => {
    renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    const select = await statusSelect();
    await waitFor(() => expect(select).toHaveValue('W toku'));
    await userEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Zgłoszona',
      'Ofertowanie',
      'W toku',
      'Zakończona',
      'Odrzucona',
    ]);
  });

  it('any other status is changed directly, without a dialog', async () => {
    const requests = recordRequests();
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin', handlers: [requests.handler] });
    const select = await choose('Zakończona');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('Done'));
    await waitFor(() => expect(select).toHaveValue('Zakończona'));
    expect(requests.calls).toEqual([`PUT /api/Case/${loanLawsuit}/status?status=Done`]);
    await expectSavedNotice('Status sprawy: Zakończona');
  });

  it('"Odrzucona" opens a 1000-wide dialog that refuses an empty reason and sends nothing', async () => {
    const requests = recordRequests();
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin', handlers: [requests.handler] });
    const messagesBefore = db.caseMessages.length;
    const select = await choose('Odrzucona');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    // Mantine turns size={1000} into rem: 1000 px = 62.5rem
    const root = dialog.closest<HTMLElement>('.mantine-Modal-root')!;
    expect(root.style.getPropertyValue('--modal-size')).toBe('calc(62.5rem * var(--mantine-scale))');

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));
    expect(await within(dialog).findByText('Podaj powód odrzucenia sprawy')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Odrzucenie sprawy' })).toBeInTheDocument();
    expect(requests.calls).toEqual([]);
    expect(db.caseMessages).toHaveLength(messagesBefore);
    expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('InProgress');
    expect(select).toHaveValue('W toku');
  });

  it('with a reason: the comment goes to all participants first, then the status becomes Odrzucona', async () => {
    const requests = recordRequests();
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin', handlers: [requests.handler] });
    const select = await choose('Odrzucona');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }));
    await userEvent.paste('Roszczenie przedawnione, brak podstaw do pozwu.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));

    await waitFor(() => expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('Rejected'));
    expect(requests.calls).toEqual(['POST /api/CaseMessage', `PUT /api/Case/${loanLawsuit}/status?status=Rejected`]);
    const message = db.caseMessages.find((m) => m.content === 'Roszczenie przedawnione, brak podstaw do pozwu.')!;
    expect(message.caseId).toBe(loanLawsuit);
    // the client, the expert and both managers; the admin herself is not a participant
    expect(message.recipients.map((r) => [r.type, r.recipientId])).toEqual([
      ['Client', ids.person.client],
      ['Expert', ids.person.expertOwner],
      ['Manager', ids.person.manager],
      ['Manager', ids.person.managerLeader],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(select).toHaveValue('Odrzucona'));
  });

  it('a double click on "Odrzuć sprawę" sends the reason once and changes the status once', async () => {
    const requests = recordRequests();
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin', handlers: [requests.handler] });
    await choose('Odrzucona');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }));
    await userEvent.paste('Roszczenie przedawnione.');
    doubleActivate(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));
    await waitFor(() => expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('Rejected'));
    await new Promise((r) => setTimeout(r, 100));
    expect(requests.calls).toEqual(['POST /api/CaseMessage', `PUT /api/Case/${loanLawsuit}/status?status=Rejected`]);
  });

  it('a manager rejecting does not send the comment to herself', async () => {
    const { db } = renderApp(`/managerClientsCases/${loanLawsuit}`, { role: 'Manager' });
    await choose('Odrzucona');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }));
    await userEvent.paste('Klient zrezygnował.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));
    await waitFor(() => expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('Rejected'));
    const message = db.caseMessages.find((m) => m.content === 'Klient zrezygnował.')!;
    expect(message.recipients.map((r) => [r.type, r.recipientId])).toEqual([
      ['Client', ids.person.client],
      ['Expert', ids.person.expertOwner],
      ['Manager', ids.person.managerLeader],
    ]);
  });

  it('cancel keeps the old status and sends nothing', async () => {
    const requests = recordRequests();
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin', handlers: [requests.handler] });
    const select = await choose('Odrzucona');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }), 'Jednak nie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select).toHaveValue('W toku');
    expect(requests.calls).toEqual([]);
    expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('InProgress');
  });

  it('a refused comment keeps the dialog with the reason and leaves the status', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [
        http.post('*/api/CaseMessage', () => new Response(JSON.stringify({ title: 'Błąd' }), { status: 500 })),
      ],
    });
    await choose('Odrzucona');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    const reason = within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ });
    await userEvent.type(reason, 'Powód');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Odrzucenie sprawy' })).toBeInTheDocument();
    expect(reason).toHaveValue('Powód');
    expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('InProgress');
  });

  it("a 400 on the reason shows the server's words in the dialog, which keeps the reason", async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [http.post('*/api/CaseMessage', () => badRequest('Komentarz jest zbyt długi'))],
    });
    await choose('Odrzucona');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    const reason = within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ });
    await userEvent.type(reason, 'Powód');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));
    expect(await within(dialog).findByText('Komentarz jest zbyt długi')).toBeInTheDocument();
    expect(reason).toHaveValue('Powód');
    expect(db.cases.find((item) => item.id === loanLawsuit)!.status).toBe('InProgress');
  });

  it('a status change refused with 400 is explained under the selector, which goes back', async () => {
    renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [http.put('*/api/Case/:id/status', () => badRequest('Tej zmiany statusu nie można wykonać'))],
    });
    const select = await choose('Ofertowanie');
    expect(await screen.findByText('Tej zmiany statusu nie można wykonać')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('W toku'));
  });

  it('a client, who cannot change it, reads the status as text', async () => {
    renderApp(`/yourCases/${ids.case.accounting}`, { role: 'Client' });
    const term = await screen.findByText('Status', { selector: 'dt' }, { timeout: 5000 });
    expect(term.nextElementSibling).toHaveTextContent('W toku');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });
});
