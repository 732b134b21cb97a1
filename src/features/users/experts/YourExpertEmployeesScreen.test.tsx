import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

const table = () => screen.findByRole('table', { name: 'Twoi eksperci' }, { timeout: 5000 });
const rowOf = async (name: string) =>
  (await within(await table()).findByRole('link', { name })).closest('tr') as HTMLElement;

describe('/yourExpertEmployees', { timeout: 30_000 }, () => {
  it("lists the owner's employees with their open cases, contact and departments", async () => {
    const { db } = renderApp('/yourExpertEmployees', { role: 'ExpertOwner' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoi eksperci' })).toBeInTheDocument();
    const open = (expertId: number) =>
      db.cases.filter((c) => c.expertId === expertId && c.status !== 'Done' && c.status !== 'Rejected').length;
    // Kamińska: 1001, 1012, 1015 open; 1005 and 1011 done
    expect(open(ids.person.expertEmployee)).toBe(3);

    const kaminska = await rowOf('Magdalena Kamińska');
    const cells = within(kaminska).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('3');
    expect(within(kaminska).getByRole('link', { name: '+48 605 678 901' })).toHaveAttribute('href', 'tel:+48605678901');
    expect(within(kaminska).getByRole('link', { name: 'magdalena.kaminska@example.pl' })).toHaveAttribute(
      'href',
      'mailto:magdalena.kaminska@example.pl',
    );
    expect(kaminska).toHaveTextContent('Księgowość');
    expect(kaminska).toHaveTextContent('Aktywny');
    const wieczorek = await rowOf('Łukasz Wieczorek');
    expect(within(wieczorek).getAllByRole('cell')[1]).toHaveTextContent(String(open(ids.person.otherExpertEmployee)));

    // only the owner's own: not another owner's employee (Monika Król), not the owner
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(screen.queryByText('Monika Król')).toBeNull();
  });

  it("a name opens the expert's profile; the header adds an expert", async () => {
    renderApp('/yourExpertEmployees', { role: 'ExpertOwner' });
    expect(within(await table()).getByRole('link', { name: 'Magdalena Kamińska' })).toHaveAttribute(
      'href',
      `/expertEmployees/profile/${ids.person.expertEmployee}`,
    );
    expect(screen.getByRole('link', { name: 'Dodaj eksperta' })).toHaveAttribute('href', '/expertEmployees/create');
  });

  it('a closed case no longer counts as open', async () => {
    const { db } = renderApp('/yourExpertEmployees', { role: 'ExpertOwner' });
    for (const item of db.cases.filter((c) => c.expertId === ids.person.otherExpertEmployee)) item.status = 'Done';
    const wieczorek = await rowOf('Łukasz Wieczorek');
    expect(within(wieczorek).getAllByRole('cell')[1]).toHaveTextContent('0');
  });

  it('an owner without employees is told so', async () => {
    const { db } = renderApp('/yourExpertEmployees', { role: 'ExpertOwner' });
    for (const user of db.users) if (user.expertOwnerId === ids.person.expertOwner) user.expertOwnerId = null;
    expect(
      await screen.findByText('Nie masz jeszcze ekspertów. Dodaj pierwszego.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('is the expert owners’: an employee goes to the main page', async () => {
    const { history } = renderApp('/yourExpertEmployees', { role: 'ExpertEmployee' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
