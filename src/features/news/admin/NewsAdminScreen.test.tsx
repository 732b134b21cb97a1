import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const table = () => screen.findByRole('table', { name: 'Aktualności — zarządzanie' }, { timeout: 5000 });
const rowOf = async (title: string) =>
  (await within(await table()).findByRole('button', { name: title })).closest('tr') as HTMLElement;
const openActions = async (title: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Akcje: ${title}` }));
  return screen.findByRole('menu');
};

describe('the news administration', { timeout: 30_000 }, () => {
  it('lists every item with its status: drafts, sent by e-mail with the date, period summaries', async () => {
    renderApp('/newsAdmin', { role: 'Admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktualności — zarządzanie' })).toBeInTheDocument();
    expect(screen.getByText('Aktualności: 10')).toBeInTheDocument();
    const draft = await rowOf('Webinar: marketing w mediach społecznościowych dla małych firm');
    expect(draft).toHaveTextContent('Wersja robocza');
    expect(draft).toHaveTextContent('Nie wysłano e-mailem');
    const sent = await rowOf('Krajowy System e-Faktur – co zmienia się dla Twojej firmy');
    expect(sent).toHaveTextContent('Opublikowana');
    expect(sent).toHaveTextContent('Wysłano e-mailem 2026-09-05');
    expect(await rowOf('Podsumowanie okresu 2026-09 – Kowalska Design')).toHaveTextContent('Podsumowanie okresu');
    expect(screen.getByRole('link', { name: 'Dodaj aktualność' })).toHaveAttribute('href', '/news/create');
  });

  it('searches and pages in the URL, and sorts by a column', async () => {
    const { history } = renderApp('/newsAdmin?search=podsumowanie', { role: 'Admin' });
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('podsumowanie');
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'KSeF');
    await waitFor(() => expect(history.location.search).toContain('search=KSeF'));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));

    const { history: paged } = renderApp('/newsAdmin?page=2', { role: 'Admin' });
    // 10 items, 20 a page: the second page is empty, and the first one is a click away
    expect(await screen.findAllByText('Na tej stronie nie ma już aktualności.')).not.toHaveLength(0);
    expect(paged.location.search).toContain('page=2');
  });

  it('an address with bad values shows the list with its defaults, no error', async () => {
    renderApp('/newsAdmin?page=abc&sort=zzz&status=Nope&sortBy=zzz&sortDirection=7', { role: 'Admin' });
    expect(await screen.findByText('Aktualności: 10')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Utworzono/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by title when its header is clicked', async () => {
    const { history } = renderApp('/newsAdmin', { role: 'Admin' });
    const rows = async () =>
      within(await table())
        .getAllByRole('row')
        .slice(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Tytuł' }));
    await waitFor(() => expect(history.location.search).toBe('?sortBy=title&sortDirection=0'));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Krajowy System e-Faktur'));
    await userEvent.click(screen.getByRole('button', { name: 'Tytuł' }));
    // descending is the list's default order: left out of the address
    await waitFor(() => expect(history.location.search).toBe('?sortBy=title'));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Zmiany w składce zdrowotnej'));
  });

  // the readers' notifications: src/mocks/news/admin.test.ts
  it('sends an item by e-mail after confirming, naming the number of recipients; the date shows', async () => {
    const { db } = renderApp('/newsAdmin', { role: 'Admin' });
    const title = 'Nielimitowane konsultacje – nowa usługa w abonamencie';
    await rowOf(title);
    const menu = await openActions(title);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Wyślij e-mailem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wysłać aktualność e-mailem?' });
    const readers = db.users.filter((u) => u.status === 'Active').length;
    expect(dialog).toHaveTextContent(`do odbiorców: ${readers}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    // the notice says it went out, not "Zapisano"
    await expectSavedNotice(`Aktualność wysłano e-mailem do odbiorców: ${readers}.`, 'Wysłano');
    expect(db.news.find((n) => n.title === title)!.emailSentAt).toBeTruthy();
    await waitFor(async () => expect(await rowOf(title)).toHaveTextContent('Wysłano e-mailem'));
  });

  it('a double click on the confirmation’s "Wyślij" sends the e-mail once', async () => {
    let sends = 0;
    renderApp('/newsAdmin', {
      role: 'Admin',
      handlers: [http.get('*/api/News/:id/send', () => void (sends += 1))],
    });
    const title = 'Nielimitowane konsultacje – nowa usługa w abonamencie';
    await rowOf(title);
    const menu = await openActions(title);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Wyślij e-mailem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wysłać aktualność e-mailem?' });
    doubleActivate(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await waitFor(async () => expect(await rowOf(title)).toHaveTextContent('Wysłano e-mailem'));
    await new Promise((r) => setTimeout(r, 100));
    expect(sends).toBe(1);
  });

  it('sends nothing when the confirmation is cancelled; a draft cannot be sent', async () => {
    const { db } = renderApp('/newsAdmin', { role: 'Admin' });
    const title = 'Nielimitowane konsultacje – nowa usługa w abonamencie';
    await rowOf(title);
    await userEvent.click(within(await openActions(title)).getByRole('menuitem', { name: 'Wyślij e-mailem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wysłać aktualność e-mailem?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.news.find((n) => n.title === title)!.emailSentAt).toBeNull();

    const draft = 'Webinar: marketing w mediach społecznościowych dla małych firm';
    await userEvent.keyboard('{Escape}');
    const menu = await openActions(draft);
    expect(within(menu).getByRole('menuitem', { name: 'Wyślij e-mailem' })).toBeDisabled();
  });

  it('shows who receives an item by name', async () => {
    const { db } = renderApp('/newsAdmin', { role: 'Admin' });
    const title = 'Podsumowanie okresu 2026-09 – Kowalska Design';
    await rowOf(title);
    await userEvent.click(within(await openActions(title)).getByRole('menuitem', { name: 'Odbiorcy' }));
    const dialog = await screen.findByRole('dialog', { name: `Odbiorcy: ${title}` });
    // a period summary goes to the client of its case
    const client = db.users.find((u) => u.id === db.cases.find((c) => c.id === 1001)!.clientId)!;
    expect(await within(dialog).findByText('Liczba odbiorców: 1')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(`${client.firstName} ${client.lastName}`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('previews an item as its readers see it, a draft too', async () => {
    renderApp('/newsAdmin', { role: 'Admin' });
    const title = 'Webinar: marketing w mediach społecznościowych dla małych firm';
    await userEvent.click(await within(await table()).findByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: 'Podgląd aktualności' });
    expect(await within(dialog).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await within(dialog).findByText('Program webinaru w przygotowaniu.')).toBeInTheDocument();
  });

  it('deletes an item after confirming', async () => {
    const { db } = renderApp('/newsAdmin', { role: 'Admin' });
    const title = 'Terminy podatkowe w grudniu 2026';
    await rowOf(title);
    await userEvent.click(within(await openActions(title)).getByRole('menuitem', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć aktualność?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expectSavedNotice('Aktualność usunięto.');
    expect(db.news.some((n) => n.title === title)).toBe(false);
    await waitFor(async () => expect(within(await table()).queryByRole('button', { name: title })).toBeNull());
  });

  it('opens the edit form of an item', async () => {
    const { history } = renderApp('/newsAdmin', { role: 'Admin' });
    const title = 'Terminy podatkowe w grudniu 2026';
    await rowOf(title);
    await userEvent.click(within(await openActions(title)).getByRole('menuitem', { name: 'Edytuj' }));
    await waitFor(() => expect(history.location.pathname).toBe('/news/edit/3006'));
  });

  it('handles a refusal of the list (403) with the access message', async () => {
    const refused = http.get('*/api/News/all', () =>
      HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 }),
    );
    renderApp('/newsAdmin', { role: 'Admin', handlers: [refused] });
    expect(await screen.findAllByText(/Brak dostępu/i, {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is the administrator’s: a manager is sent to the main page', async () => {
    const { history } = renderApp('/newsAdmin', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
