import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

const { expertEmployee, otherExpertEmployee, otherOfficeExpert, expertOwner, client } = ids.person;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const notFound = () => heading('Nie znaleziono eksperta');
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

describe('/expertEmployees/profile/{id}', { timeout: 30_000 }, () => {
  it("shows the owner their employee: contact, departments, the clients' average score and the cases", async () => {
    const { db } = renderApp(`/expertEmployees/profile/${expertEmployee}`, { role: 'ExpertOwner' });
    await heading('Magdalena Kamińska');
    const person = await card('Magdalena Kamińska');
    expect(person).toHaveTextContent('ekspert-pracownik');
    expect(person).toHaveTextContent('Zawód: Specjalista ds. księgowości');
    expect(within(person).getByRole('link', { name: 'Telefon: +48 605 678 901' })).toHaveAttribute(
      'href',
      'tel:+48605678901',
    );
    expect(within(person).getByRole('link', { name: 'E-mail: magdalena.kaminska@example.pl' })).toBeInTheDocument();
    expect(within(within(person).getByRole('list', { name: 'Departamenty' })).getByRole('listitem')).toHaveTextContent(
      'Księgowość',
    );

    // one score of her cases: 8 (case 1011)
    const satisfaction = screen.getByRole('region', { name: 'Zadowolenie klientów' });
    expect(await within(satisfaction).findByText('8,0')).toBeInTheDocument();
    expect(satisfaction).toHaveTextContent('Liczba ocen: 1');

    const cases = screen.getByRole('region', { name: 'Sprawy eksperta' });
    const table = await within(cases).findByRole('table', { name: 'Sprawy: Magdalena Kamińska' });
    const own = db.cases.filter((c) => c.expertId === expertEmployee);
    expect(within(table).getAllByRole('row')).toHaveLength(own.length + 1);
    expect(cases).toHaveTextContent(`Otwarte: 3 z ${own.length}`);
    expect(within(table).getByRole('link', { name: 'Księgowość 2026 – Kowalska Design' })).toHaveAttribute(
      'href',
      `/yourExpertEmployees/cases/${ids.case.accounting}`,
    );
  });

  it("the owner's own profile: their own cases open as theirs (/expertCases)", async () => {
    renderApp(`/expertEmployees/profile/${expertOwner}`, { role: 'ExpertOwner' });
    await heading('Marcin Lewandowski');
    expect(await screen.findByText('To Twój profil.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sprawy: Marcin Lewandowski' }, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Kredyt frankowy – pozew przeciwko bankowi' })).toHaveAttribute(
      'href',
      `/expertCases/${ids.case.loanLawsuit}`,
    );
  });

  it('an employee without scores: the owner reads that none are given yet', async () => {
    renderApp(`/expertEmployees/profile/${otherExpertEmployee}`, { role: 'ExpertOwner' });
    await heading('Łukasz Wieczorek');
    expect(
      await screen.findByText('Klienci nie ocenili jeszcze spraw tego eksperta.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("another owner's expert, or somebody who is no expert, is not found to the owner", async () => {
    const { unmount } = renderApp(`/expertEmployees/profile/${otherOfficeExpert}`, { role: 'ExpertOwner' });
    expect(await notFound()).toBeInTheDocument();
    expect(screen.queryByText('Monika Król')).toBeNull();
    unmount();
    renderApp(`/expertEmployees/profile/${client}`, { role: 'ExpertOwner' });
    expect(await notFound()).toBeInTheDocument();
  });

  it('a refusal of the server (403) is not found, not an error', async () => {
    renderApp(`/expertEmployees/profile/${expertEmployee}`, {
      role: 'ExpertOwner',
      handlers: [
        http.get(`*/api/ApplicationUser/${expertEmployee}`, () =>
          HttpResponse.json({ title: 'Forbidden', status: 403 }, { status: 403 }),
        ),
      ],
    });
    expect(await notFound()).toBeInTheDocument();
    // the page says nothing of a refusal (the HTTP layer's notice of a 403 is the contract's to silence)
    expect(screen.queryByText('Brak dostępu')).toBeNull();
    expect(screen.queryByText('Magdalena Kamińska')).toBeNull();
  });

  it('an employee reads their own profile, without the cases and scores', async () => {
    renderApp(`/expertEmployees/profile/${expertEmployee}`, { role: 'ExpertEmployee' });
    await heading('Magdalena Kamińska');
    expect(await screen.findByText('To Twój profil.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sprawy eksperta' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Zadowolenie klientów' })).toBeNull();
  });

  it("an employee reads their colleague's and their owner's profile", async () => {
    const { unmount } = renderApp(`/expertEmployees/profile/${otherExpertEmployee}`, { role: 'ExpertEmployee' });
    expect(await card('Łukasz Wieczorek')).toHaveTextContent('ekspert-pracownik');
    expect(screen.queryByText('To Twój profil.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sprawy eksperta' })).toBeNull();
    unmount();
    renderApp(`/expertEmployees/profile/${expertOwner}`, { role: 'ExpertEmployee' });
    expect(await card('Marcin Lewandowski')).toHaveTextContent('ekspert-właściciel');
  });

  it("an employee does not find another owner's expert (and is not told of a refusal)", async () => {
    renderApp(`/expertEmployees/profile/${otherOfficeExpert}`, { role: 'ExpertEmployee' });
    expect(await notFound()).toBeInTheDocument();
    expect(screen.queryByText('Wygląda na to że nie masz dostępu do żądanego zasobu')).not.toBeInTheDocument();
  });

  it('is the experts’: a client goes to the main page', async () => {
    const { history } = renderApp(`/expertEmployees/profile/${expertEmployee}`, { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
