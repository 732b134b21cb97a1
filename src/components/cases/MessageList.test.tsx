import type { CaseMessage } from '@portal/sdk/model';
import { SortDirection } from '@portal/sdk/model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderAlone } from '@/testing/render';
import { MessageList } from './MessageList';

const { client, manager, managerLeader } = ids.person;

const messages: CaseMessage[] = [
  {
    id: 1,
    caseId: ids.case.accounting,
    createdAt: '2026-09-02T10:40:00',
    createdBy: { firstName: 'Katarzyna', lastName: 'Wiśniewska', profileImageId: null },
    content: 'Pierwsza linia\nDruga linia <b>nie pogrubiona</b>',
    recipients: [
      { type: 'Client', recipientId: client, recipient: { id: client, firstName: 'Anna', lastName: 'Kowalska' } },
      { type: 'Expert', recipient: null },
    ],
  },
  {
    id: 2,
    caseId: ids.case.accounting,
    createdAt: '2026-09-03T08:15:00',
    createdBy: { firstName: 'Anna', lastName: 'Kowalska', profileImageId: null },
    content: 'Dziękuję.',
    recipients: [
      {
        type: 'Manager',
        recipientId: manager,
        recipient: {
          id: manager,
          firstName: 'Katarzyna',
          lastName: 'Wiśniewska',
          managerTitle: { id: 1, name: 'Senior Manager' },
        },
      },
      {
        type: 'Manager',
        recipientId: managerLeader,
        recipient: { id: managerLeader, firstName: 'Beata', lastName: 'Olszewska' },
      },
    ],
  },
];

const renderList = (sortDirection?: SortDirection) =>
  renderAlone(<MessageList messages={messages} sortDirection={sortDirection} />);

const items = () => within(screen.getByRole('list', { name: 'Komentarze' })).getAllByRole('listitem');

describe('MessageList', () => {
  it('shows newest first by default, or oldest first', () => {
    renderList();
    expect(items()[0]).toHaveTextContent('Dziękuję.');
    renderList(SortDirection.Oldest);
    expect(
      within(screen.getAllByRole('list', { name: 'Komentarze' })[1]).getAllByRole('listitem')[0],
    ).toHaveTextContent('Pierwsza linia');
  });

  it('shows the author, initials picture, time as YYYY-MM-DD HH:mm and recipient tags', () => {
    renderList(SortDirection.Oldest);
    const [first, second] = items();
    expect(within(first).getByText('Katarzyna Wiśniewska')).toBeInTheDocument();
    expect(within(first).getByText('KW')).toBeInTheDocument();
    expect(within(first).getByText('2026-09-02 10:40')).toBeInTheDocument();
    expect(within(first).getByText('Anna Kowalska (klient)')).toBeInTheDocument();
    expect(within(first).getByText('ekspert')).toBeInTheDocument();
    expect(within(second).getByText('Katarzyna Wiśniewska (Senior Manager)')).toBeInTheDocument();
    expect(within(second).getByText('Beata Olszewska (manager)')).toBeInTheDocument();
  });

  it('shows the content as plain text with its line breaks, never as HTML', () => {
    renderList(SortDirection.Oldest);
    const content = within(items()[0]).getByText(/Pierwsza linia/);
    expect(content.textContent).toBe('Pierwsza linia\nDruga linia <b>nie pogrubiona</b>');
    expect(content.querySelector('b')).toBeNull();
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('says so when there are no comments', () => {
    renderAlone(<MessageList messages={[]} />);
    expect(screen.getByText('Brak komentarzy.')).toBeInTheDocument();
  });
});
