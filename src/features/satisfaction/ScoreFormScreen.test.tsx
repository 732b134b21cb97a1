import { getCreateSatisfactionScoreUrl } from '@portal/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';
import { server, TEST_API_ORIGIN } from '@/testing/server';

/** The demo client's finished case that has no score in the seed; 1007 is finished and rated (score 11006). */
const UNRATED = 1005;
const RATED = 1007;

const star = (value: number) => screen.findByRole('radio', { name: `${value} z 10` }, { timeout: 5000 });
const comment = () => screen.getByRole('textbox', { name: /Komentarz/ });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('the client rates a finished case', { timeout: 30_000 }, () => {
  it('the case details offer it; the form saves the score and comment and goes back to the case, which shows it', async () => {
    const { db, history, router } = renderApp(`/yourCases/${UNRATED}`, { role: 'Client' });
    const offer = await section('Ocena współpracy');
    await userEvent.click(within(offer).getByRole('link', { name: 'Oceń współpracę' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/yourCases/${UNRATED}/satisfactionScore`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oceń współpracę' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Ogólna ocena współpracy' })).toBeInTheDocument();
    await userEvent.click(await star(8));
    expect(screen.getByText('Wybrano: 8/10')).toBeInTheDocument();
    await userEvent.type(comment(), 'Szybko i konkretnie.');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));

    await waitFor(() => expect(history.location.pathname).toBe(`/yourCases/${UNRATED}`));
    await expectSavedNotice('Dziękujemy za ocenę współpracy.');
    expect(db.satisfactionScores.find((s) => s.caseId === UNRATED)).toMatchObject({
      score: 8,
      comment: 'Szybko i konkretnie.',
      clientId: ids.person.client,
    });
    const rated = await section('Ocena współpracy');
    expect(await within(rated).findByText('Twoja ocena: 8/10')).toBeInTheDocument();
    expect(within(rated).queryByRole('link', { name: 'Oceń współpracę' })).toBeNull();
    expect(within(rated).getByRole('link', { name: 'Zmień ocenę' })).toHaveAttribute(
      'href',
      `/yourCases/${UNRATED}/satisfactionScore/${db.satisfactionScores.at(-1)!.id}`,
    );
    // the form's address again (back, a bookmark): the score just given opens, not a second form
    await router.navigate({ to: '/yourCases/$caseId/satisfactionScore', params: { caseId: UNRATED } });
    await waitFor(() =>
      expect(history.location.pathname).toBe(
        `/yourCases/${UNRATED}/satisfactionScore/${db.satisfactionScores.at(-1)!.id}`,
      ),
    );
  });

  it('a double click on "Wyślij ocenę" (or the form sent again meanwhile) sends one score', async () => {
    let posts = 0;
    const { db, history } = renderApp(`/yourCases/${UNRATED}/satisfactionScore`, {
      role: 'Client',
      handlers: [http.post(`${TEST_API_ORIGIN}${getCreateSatisfactionScoreUrl()}`, () => void (posts += 1))],
    });
    const before = db.satisfactionScores.length;
    await userEvent.click(await star(9));
    doubleActivate(screen.getByRole('button', { name: 'Wyślij ocenę' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/yourCases/${UNRATED}`));
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.satisfactionScores).toHaveLength(before + 1);
  });

  it('says in Polish what is missing and keeps what was typed; nothing is sent', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void (request.method === 'POST' && requests.push(request.url)));
    renderApp(`/yourCases/${UNRATED}/satisfactionScore`, { role: 'Client' });
    await star(1);
    await userEvent.type(comment(), 'Jeszcze się zastanawiam');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(describedText(screen.getByRole('radiogroup', { name: 'Ogólna ocena współpracy' }))).toContain(
      'Wybierz ocenę od 1 do 10',
    );
    expect(comment()).toHaveValue('Jeszcze się zastanawiam');
    expect(requests.filter((url) => url.includes('SatisfactionScore'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows the server’s 400 next to its field and above the buttons, and keeps what was typed', async () => {
    renderApp(`/yourCases/${UNRATED}/satisfactionScore`, {
      role: 'Client',
      handlers: [
        http.post(`${TEST_API_ORIGIN}${getCreateSatisfactionScoreUrl()}`, () =>
          HttpResponse.json(
            {
              title: 'Nieprawidłowe dane',
              status: 400,
              errors: { Comment: ['Komentarz zawiera niedozwolone treści'], caseId: ['Ta sprawa ma już Twoją ocenę.'] },
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await userEvent.click(await star(3));
    await userEvent.type(comment(), 'Mój komentarz');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));
    expect(await screen.findByText('Komentarz zawiera niedozwolone treści')).toBeInTheDocument();
    expect(describedText(comment())).toContain('Komentarz zawiera niedozwolone treści');
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola. Ta sprawa ma już Twoją ocenę.');
    expect(comment()).toHaveValue('Mój komentarz');
    expect(await star(3)).toBeChecked();
  });

  it('the score is chosen with the keyboard too: the arrow keys move over the stars and choose', async () => {
    renderApp(`/yourCases/${UNRATED}/satisfactionScore`, { role: 'Client' });
    (await star(5)).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await star(6)).toHaveFocus();
    expect(screen.getByText('Wybrano: 6/10')).toBeInTheDocument();
  });

  it('once per case: a rated case opens its score to change instead of a second form', async () => {
    const { history } = renderApp(`/yourCases/${RATED}/satisfactionScore`, { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe(`/yourCases/${RATED}/satisfactionScore/11006`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoja ocena' })).toBeInTheDocument();
    expect(await star(9)).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Wyślij ocenę' })).toBeNull();
  });

  it('a case not finished yet shows why it cannot be rated, not the form; its details offer nothing', async () => {
    renderApp(`/yourCases/${ids.case.accounting}/satisfactionScore`, { role: 'Client' });
    expect(await screen.findByText('Sprawa nie jest jeszcze zakończona', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Wróć do sprawy' })).toHaveAttribute(
      'href',
      `/yourCases/${ids.case.accounting}`,
    );
  });

  it('the details of a case not finished yet offer no rating', async () => {
    renderApp(`/yourCases/${ids.case.accounting}`, { role: 'Client' });
    await section('Co teraz w Twojej sprawie');
    expect(screen.queryByRole('region', { name: 'Ocena współpracy' })).toBeNull();
  });
});

describe('the client changes their score', { timeout: 30_000 }, () => {
  it('starts from the score given, saves the change and keeps the partial scores', async () => {
    const { db, history } = renderApp(`/yourCases/${RATED}`, { role: 'Client' });
    const rated = await section('Ocena współpracy');
    expect(await within(rated).findByText('Twoja ocena: 9/10')).toBeInTheDocument();
    await userEvent.click(within(rated).getByRole('link', { name: 'Zmień ocenę' }));
    expect(await star(9)).toBeChecked();
    expect(comment()).toHaveValue('Leasing załatwiony sprawnie, warunki lepsze niż w moim banku.');
    await userEvent.click(await star(6));
    await userEvent.clear(comment());
    await userEvent.type(comment(), 'Po czasie widzę drobne niedociągnięcia.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/yourCases/${RATED}`));
    await expectSavedNotice('Twoja ocena została zmieniona.');
    expect(db.satisfactionScores.find((s) => s.id === 11006)).toMatchObject({
      score: 6,
      comment: 'Po czasie widzę drobne niedociągnięcia.',
      expertScore: 9,
      managerScore: 10,
      recommendationScore: 9,
    });
    expect(await within(await section('Ocena współpracy')).findByText('Twoja ocena: 6/10')).toBeInTheDocument();
  });

  it('reopened after a save, shows what was saved; a second save keeps both changes', async () => {
    const { db, history } = renderApp(`/yourCases/${RATED}`, { role: 'Client' });
    const change = async () =>
      userEvent.click(within(await section('Ocena współpracy')).getByRole('link', { name: 'Zmień ocenę' }));
    await change();
    await userEvent.click(await star(6));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await within(await section('Ocena współpracy')).findByText('Twoja ocena: 6/10')).toBeInTheDocument();
    // the same form again, from the case as the user opens it: the router and the query cache remember the old copy
    await change();
    expect(await star(6)).toBeChecked();
    await userEvent.clear(comment());
    await userEvent.type(comment(), 'Druga zmiana.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/yourCases/${RATED}`));
    expect(db.satisfactionScores.find((s) => s.id === 11006)).toMatchObject({ score: 6, comment: 'Druga zmiana.' });
  });

  it('a score of another case is not found', async () => {
    renderApp(`/yourCases/${UNRATED}/satisfactionScore/11006`, { role: 'Client' });
    expect(await screen.findByText('Nie znaleziono oceny', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('an unknown case', { timeout: 30_000 }, () => {
  it('shows the not-found page', async () => {
    renderApp('/yourCases/9999/satisfactionScore', { role: 'Client' });
    expect(await screen.findByText('Nie znaleziono sprawy', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
