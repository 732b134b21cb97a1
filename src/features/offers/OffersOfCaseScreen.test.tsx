import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { instagramPublicationId, offerIds } from '@/mocks/db/seed-offers';
import { clockStandsAt } from '@/testing/clock';
import { errorOf } from '@/testing/fields';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { TEST_API_ORIGIN } from '@/testing/server';

const user = userEvent.setup({ delay: null });
const field = (name: string) => screen.findByRole('textbox', { name }, { timeout: 8000 });
const valueOf = (input: HTMLElement) => (input as HTMLInputElement).value;
const offerCard = (title: string) => screen.findByRole('article', { name: title }, { timeout: 8000 });
const form = () => screen.findByRole('region', { name: 'Nowa oferta' }, { timeout: 8000 });
const confirm = async (name: string) =>
  user.click(within(await screen.findByRole('dialog')).getByRole('button', { name }));

describe('the offers of a case', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-25T10:00:00');

  it('lists the case’s offers under its name; a published one with its public link to copy', async () => {
    renderApp('/cases/1003/offer', { role: 'Manager' });
    const card = await offerCard('Kampania na Instagramie – kolekcja wnętrz');
    // the case's name in the crumbs and under the title
    const caseLinks = screen.getAllByRole('link', { name: 'Kampania marketingowa na Instagramie' });
    expect(caseLinks.map((link) => link.getAttribute('href'))).toEqual(['/cases/1003', '/cases/1003']);
    expect(within(card).getByText('Opublikowana')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Cena netto: 3200,00\sz/);
    expect(card).toHaveTextContent(/Cena brutto: 3936,00\sz/);
    expect(card).toHaveTextContent('Ważna do: 2026-12-31');
    expect(within(card).getByRole('textbox', { name: 'Publiczny link do PDF' })).toHaveValue(
      `${TEST_API_ORIGIN}/api/Offer/published/${instagramPublicationId}/pdf`,
    );
    expect(within(card).getByRole('button', { name: 'Kopiuj link' })).toBeInTheDocument();
    // a published offer is not changed nor deleted any more
    expect(within(card).queryByRole('button', { name: /^Opublikuj/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Usuń/ })).not.toBeInTheDocument();
  });

  it('creates a draft: says what is wrong in Polish and keeps what was typed', async () => {
    const { db } = renderApp('/cases/1003/offer', { role: 'Admin' });
    const newOffer = await form();
    await user.type(await field('Wstęp'), 'Dzień dobry');
    await user.type(await field('Ważna do'), '2026-01-10');
    await user.click(within(newOffer).getByRole('button', { name: 'Dodaj ofertę' }));
    expect(await within(newOffer).findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(errorOf(await field('Tytuł'))).toBe('To pole jest wymagane');
    expect(errorOf(await field('Ważna do'))).toBe('Data ważności nie może być wcześniejsza niż dzisiaj');
    expect(await field('Wstęp')).toHaveValue('Dzień dobry');
    expect(db.offers).toHaveLength(3);

    await user.type(await field('Tytuł'), 'Kampania świąteczna');
    await user.type(await field('Zakres'), 'Posty{enter}Relacje');
    await user.type(await field('Cena netto'), '1500');
    await user.clear(await field('Ważna do'));
    await user.type(await field('Ważna do'), '2026-12-20');
    await user.click(within(newOffer).getByRole('button', { name: 'Dodaj ofertę' }));
    expect(await screen.findByText('Oferta została dodana')).toBeInTheDocument();
    expect(db.offers.at(-1)).toMatchObject({
      caseId: 1003,
      title: 'Kampania świąteczna',
      introduction: 'Dzień dobry',
      content: 'Posty\nRelacje',
      netPrice: 1500,
      vatRate: 'VAT23',
      grossPrice: 1845,
      validUntil: '2026-12-20',
      status: 'Draft',
    });
    const card = await offerCard('Kampania świąteczna');
    expect(within(card).getByText('Szkic')).toBeInTheDocument();
    // the form is empty again, for the next offer
    expect(await field('Tytuł')).toHaveValue('');
  });

  it('a double click on "Dodaj ofertę" (or the form sent again meanwhile) creates one draft', async () => {
    let posts = 0;
    const { db } = renderApp('/cases/1003/offer', {
      role: 'Admin',
      handlers: [http.post('*/api/Offer', () => void (posts += 1))],
    });
    const newOffer = await form();
    const before = db.offers.length;
    await user.type(await field('Tytuł'), 'Kampania świąteczna');
    await user.type(await field('Cena netto'), '1500');
    await user.type(await field('Ważna do'), '2026-12-20');
    doubleActivate(within(newOffer).getByRole('button', { name: 'Dodaj ofertę' }));
    expect(await screen.findByText('Oferta została dodana')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.offers).toHaveLength(before + 1);
  });

  it('computes the gross price as the net price and VAT rate change', async () => {
    renderApp('/cases/1003/offer', { role: 'Manager' });
    await form();
    const gross = await field('Cena brutto');
    expect(gross).toHaveValue('–');
    await user.type(await field('Cena netto'), '1000');
    expect(valueOf(gross)).toMatch(/^1230,00\sz/);
    for (const [rate, amount] of [
      ['8%', /^1080,00\sz/],
      ['5%', /^1050,00\sz/],
      ['zw. (zwolniony)', /^1000,00\sz/],
      ['o.o. (odwrotne obciążenie)', /^1000,00\sz/],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: 'Stawka VAT' }));
      await user.click(await screen.findByRole('option', { name: rate }));
      expect(valueOf(gross)).toMatch(amount);
    }
  });

  it('shows the server’s field messages under the fields', async () => {
    renderApp('/cases/1003/offer', {
      role: 'Admin',
      handlers: [
        http.post('*/api/Offer', () =>
          HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { Title: ['Taki tytuł już jest w sprawie.'] } },
            { status: 400 },
          ),
        ),
      ],
    });
    const newOffer = await form();
    await user.type(await field('Tytuł'), 'Kampania');
    await user.click(within(newOffer).getByRole('button', { name: 'Dodaj ofertę' }));
    expect(await within(newOffer).findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(errorOf(await field('Tytuł'))).toBe('Taki tytuł już jest w sprawie.');
    expect(await field('Tytuł')).toHaveValue('Kampania');
  });

  it('sends the files after the offer; one that fails is named and kept, and a new try sends only it', async () => {
    let failing = true;
    const { db } = renderApp('/cases/1003/offer', {
      role: 'Admin',
      handlers: [
        http.post('*/api/OfferAttachment', async ({ request }) => {
          const description = (await request.clone().formData()).get('description');
          if (failing && description === 'Wyceny')
            return HttpResponse.json({ title: 'Błąd', status: 500 }, { status: 500 });
        }),
      ],
    });
    const newOffer = await form();
    await user.type(await field('Tytuł'), 'Kampania z plikami');
    const input = newOffer.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'wyceny.pdf', { type: 'application/pdf' }),
    ]);
    await user.type(await field('Opis pliku plan.pdf'), 'Plan');
    await user.type(await field('Opis pliku wyceny.pdf'), 'Wyceny');
    await user.click(within(newOffer).getByRole('button', { name: 'Dodaj ofertę' }));

    expect(await within(newOffer).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Ofertę zapisano, ale nie udało się zapisać plików: wyceny.pdf. Spróbuj ponownie.',
    );
    const created = () => db.offers.filter((o) => o.title === 'Kampania z plikami');
    expect(created()).toHaveLength(1);
    expect(created()[0].attachments.map((a) => a.description)).toEqual(['Plan']);
    expect(await field('Opis pliku wyceny.pdf')).toHaveValue('Wyceny');
    expect(screen.queryByRole('textbox', { name: 'Opis pliku plan.pdf' })).not.toBeInTheDocument();

    failing = false;
    await user.click(within(newOffer).getByRole('button', { name: 'Dodaj ofertę' }));
    expect(await screen.findByText('Oferta została dodana')).toBeInTheDocument();
    expect(created()).toHaveLength(1);
    expect(created()[0].attachments.map((a) => a.description)).toEqual(['Plan', 'Wyceny']);
  });

  it('edits a draft, removing a file; publishes it and shows its public link', async () => {
    const { db } = renderApp('/cases/1024/offer', { role: 'Manager' });
    const draft = db.offers.find((o) => o.id === offerIds.workingCapitalLoan)!;
    draft.attachments = [{ id: 6190, offerId: draft.id, fileName: 'stary-plan.pdf', description: null }];
    let card = await offerCard('Pozyskanie kredytu obrotowego');
    await user.click(within(card).getByRole('button', { name: 'Edytuj ofertę Pozyskanie kredytu obrotowego' }));
    const editForm = await screen.findByRole('region', { name: 'Edycja oferty: Pozyskanie kredytu obrotowego' });
    expect(await field('Tytuł')).toHaveValue('Pozyskanie kredytu obrotowego');
    await user.click(within(editForm).getByRole('button', { name: 'Usuń plik stary-plan.pdf' }));
    await user.clear(await field('Tytuł'));
    await user.type(await field('Tytuł'), 'Kredyt obrotowy – oferta');
    await user.click(within(editForm).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zmiany w ofercie zostały zapisane')).toBeInTheDocument();
    expect(draft).toMatchObject({ title: 'Kredyt obrotowy – oferta', attachments: [] });

    card = await offerCard('Kredyt obrotowy – oferta');
    await user.click(within(card).getByRole('button', { name: 'Opublikuj ofertę Kredyt obrotowy – oferta' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('bez logowania');
    await confirm('Opublikuj');
    const link = await within(card).findByRole('textbox', { name: 'Publiczny link do PDF' });
    expect(draft.status).toBe('Published');
    expect(link).toHaveValue(`${TEST_API_ORIGIN}/api/Offer/published/${draft.publicationId}/pdf`);
    expect(within(card).getByText('Opublikowana')).toBeInTheDocument();
    expect(await screen.findByText('Oferta została opublikowana')).toBeInTheDocument();
  });

  it('a draft reopened after a save shows what was saved; a second save keeps both changes', async () => {
    const { db, history } = renderApp('/cases/1024/offer', { role: 'Admin' });
    const draft = db.offers.find((o) => o.id === offerIds.workingCapitalLoan)!;
    const edit = async (title: string) =>
      user.click(within(await offerCard(title)).getByRole('button', { name: `Edytuj ofertę ${title}` }));
    const save = async (title: string) =>
      user.click(
        within(await screen.findByRole('region', { name: `Edycja oferty: ${title}` })).getByRole('button', {
          name: 'Zapisz zmiany',
        }),
      );
    await edit('Pozyskanie kredytu obrotowego');
    await user.clear(await field('Tytuł'));
    await user.type(await field('Tytuł'), 'Kredyt obrotowy – oferta');
    await save('Pozyskanie kredytu obrotowego');
    await waitFor(() => expect(draft.title).toBe('Kredyt obrotowy – oferta'));
    // to the case and back, as the browser's back button does: the router and the query cache remember the page
    await user.click(screen.getAllByRole('link', { name: 'Kredyt obrotowy dla firmy' })[0]);
    await waitFor(() => expect(history.location.pathname).toBe('/cases/1024'));
    await waitFor(() => expect(document.title).toMatch(/^Kredyt obrotowy dla firmy \|/), { timeout: 8000 });
    history.back();
    await edit('Kredyt obrotowy – oferta');
    expect(await field('Tytuł')).toHaveValue('Kredyt obrotowy – oferta');
    await user.clear(await field('Wstęp'));
    await user.type(await field('Wstęp'), 'Wniosek i negocjacje z trzema bankami.');
    await save('Kredyt obrotowy – oferta');
    await waitFor(() =>
      expect(draft).toMatchObject({
        title: 'Kredyt obrotowy – oferta',
        introduction: 'Wniosek i negocjacje z trzema bankami.',
      }),
    );
  });

  it('asks before a draft’s edit replaces what was typed in the form, and keeps it when told to stay', async () => {
    renderApp('/cases/1024/offer', { role: 'Manager' });
    const card = await offerCard('Pozyskanie kredytu obrotowego');
    await user.type(await field('Tytuł'), 'Nowy tytuł w toku');
    await user.click(within(card).getByRole('button', { name: 'Edytuj ofertę Pozyskanie kredytu obrotowego' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Masz niezapisane zmiany w formularzu.');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await field('Tytuł')).toHaveValue('Nowy tytuł w toku');
    await user.click(within(card).getByRole('button', { name: 'Edytuj ofertę Pozyskanie kredytu obrotowego' }));
    await confirm('Porzuć zmiany');
    expect(
      await screen.findByRole('region', { name: 'Edycja oferty: Pozyskanie kredytu obrotowego' }),
    ).toBeInTheDocument();
    expect(await field('Tytuł')).toHaveValue('Pozyskanie kredytu obrotowego');
  });

  it('deletes a draft after asking', async () => {
    const { db } = renderApp('/cases/1024/offer', { role: 'Admin' });
    const card = await offerCard('Pozyskanie kredytu obrotowego');
    await user.click(within(card).getByRole('button', { name: 'Usuń ofertę Pozyskanie kredytu obrotowego' }));
    await confirm('Usuń');
    await waitFor(() => expect(db.offers.some((o) => o.id === offerIds.workingCapitalLoan)).toBe(false));
    expect(
      await screen.findByText('Sprawa nie ma jeszcze ofert. Przygotuj pierwszą w formularzu poniżej.'),
    ).toBeInTheDocument();
  });

  it('a refused list (403) is said in place; an unknown case shows the not-found page; a client is sent away', async () => {
    renderApp('/cases/1003/offer', {
      role: 'Admin',
      handlers: [http.get('*/api/Offer/case/:caseId', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    const list = await screen.findByRole('region', { name: 'Oferty sprawy' }, { timeout: 8000 });
    expect(await within(list).findByRole('alert')).toHaveTextContent('Brak dostępu');
    expect(screen.queryByRole('region', { name: 'Nowa oferta' })).not.toBeInTheDocument();
    renderApp('/cases/999999/offer', { role: 'Admin' });
    expect(await screen.findByText('Nie znaleziono sprawy', {}, { timeout: 8000 })).toBeInTheDocument();
    const { history } = renderApp('/cases/1003/offer', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
