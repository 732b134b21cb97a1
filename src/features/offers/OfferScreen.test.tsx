import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instagramPublicationId, offerIds } from '@/mocks/db/seed-offers';
import { clockStandsAt } from '@/testing/clock';
import { fakeTab, fileText, spyOnFiles } from '@/testing/files';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const user = userEvent.setup({ delay: null });
const instagram = `/offer/${offerIds.instagramCampaign}`;
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 8000 });

/** The files the screen saves (name and content), and the API calls with their Authorization header. */
function watchFiles() {
  const { blobs, saved } = spyOnFiles();
  const calls: { path: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/\/(pdf|FileStream|public\/.*)$/.test(path))
      calls.push({ path, authorization: request.headers.get('Authorization') });
  });
  return { blobs, saved, calls };
}

describe('an offer', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-25T10:00:00');
  afterEach(() => server.events.removeAllListeners());

  it('shows the client their published offer: case, introduction, scope, price, validity and files', async () => {
    renderApp(instagram, { role: 'Client' });
    expect(await heading('Kampania na Instagramie – kolekcja wnętrz')).toBeInTheDocument();
    expect(screen.getByText('Sprawa: Kampania marketingowa na Instagramie')).toBeInTheDocument();
    expect(screen.getByText(/^Szanowna Pani, dziękujemy za zaufanie/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zakres' })).toHaveTextContent(
      'Strategia kampanii i dobór grup odbiorców.',
    );
    const price = screen.getByRole('table', { name: 'Cena' });
    expect(within(price).getByRole('row', { name: /Cena netto/ })).toHaveTextContent(/3200,00\sz/);
    expect(within(price).getByRole('row', { name: /VAT/ })).toHaveTextContent('23%');
    expect(within(price).getByRole('row', { name: /Cena brutto/ })).toHaveTextContent(/3936,00\sz/);
    expect(screen.getByText('Oferta ważna do 2026-12-31')).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Załączniki' });
    expect(within(files).getByText('harmonogram_kampanii.pdf')).toBeInTheDocument();
    expect(within(files).getByText('Przykładowe projekty postów')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edytuj ofertę' })).not.toBeInTheDocument();
  });

  it('the client accepts it: after confirming, a comment on the offer’s case to its staff, and a confirmation', async () => {
    const { db } = renderApp(instagram, { role: 'Client' });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    const answer = screen.getByRole('region', { name: 'Twoja odpowiedź' });
    await user.type(within(answer).getByRole('textbox', { name: 'Wiadomość' }), 'Start od stycznia.');
    await user.click(within(answer).getByRole('button', { name: 'Akceptuję' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Zaakceptować ofertę?');
    await user.click(within(dialog).getByRole('button', { name: 'Zaakceptuj ofertę' }));
    const sent = await within(answer).findByRole('status', {}, { timeout: 8000 });
    expect(sent).toHaveTextContent('Odpowiedź wysłana');
    expect(within(sent).getByRole('link', { name: 'Przejdź do sprawy' })).toHaveAttribute('href', '/yourCases/1003');
    expect(within(answer).queryByRole('button', { name: 'Odrzucam' })).not.toBeInTheDocument();
    const comment = db.caseMessages.filter((m) => m.caseId === 1003).at(-1)!;
    expect(comment.content).toBe('Akceptuję ofertę „Kampania na Instagramie – kolekcja wnętrz”.\n\nStart od stycznia.');
    // the case's expert and manager; not the client who wrote it
    expect(comment.recipients.map((r) => [r.type, r.recipientId])).toEqual([
      ['Expert', 123],
      ['Manager', 130],
    ]);
  });

  it('a double click on "Mam pytanie" sends the question once', async () => {
    let posts = 0;
    const { db } = renderApp(instagram, {
      role: 'Client',
      handlers: [http.post('*/api/CaseMessage', () => void (posts += 1))],
    });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    const answer = screen.getByRole('region', { name: 'Twoja odpowiedź' });
    const before = db.caseMessages.length;
    await user.type(within(answer).getByRole('textbox', { name: 'Wiadomość' }), 'Czy kampania obejmuje relacje?');
    await waitFor(() => expect(within(answer).getByRole('button', { name: 'Mam pytanie' })).toBeEnabled());
    doubleActivate(within(answer).getByRole('button', { name: 'Mam pytanie' }));
    await within(answer).findByRole('status', {}, { timeout: 8000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.caseMessages).toHaveLength(before + 1);
  });

  it('a double click on the dialog’s "Zaakceptuj ofertę" sends the acceptance once', async () => {
    let posts = 0;
    const { db } = renderApp(instagram, {
      role: 'Client',
      handlers: [http.post('*/api/CaseMessage', () => void (posts += 1))],
    });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    const answer = screen.getByRole('region', { name: 'Twoja odpowiedź' });
    const before = db.caseMessages.length;
    await waitFor(() => expect(within(answer).getByRole('button', { name: 'Akceptuję' })).toBeEnabled());
    await user.click(within(answer).getByRole('button', { name: 'Akceptuję' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaakceptować ofertę?' });
    doubleActivate(within(dialog).getByRole('button', { name: 'Zaakceptuj ofertę' }));
    await within(answer).findByRole('status', {}, { timeout: 8000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.caseMessages).toHaveLength(before + 1);
  });

  it('a question needs its text, then goes at once; a rejection is confirmed first', async () => {
    const { db } = renderApp(instagram, { role: 'Client' });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    const answer = screen.getByRole('region', { name: 'Twoja odpowiedź' });
    const message = within(answer).getByRole('textbox', { name: 'Wiadomość' });
    const sentBefore = db.caseMessages.length;
    // once the case (who the answer goes to) is there
    await waitFor(() => expect(within(answer).getByRole('button', { name: 'Odrzucam' })).toBeEnabled());
    await user.click(within(answer).getByRole('button', { name: 'Odrzucam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić ofertę?' });
    expect(within(dialog).getByRole('button', { name: 'Odrzuć ofertę' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    // an empty (or blank) question is not sent: the field says why
    await user.type(message, '   ');
    await user.click(within(answer).getByRole('button', { name: 'Mam pytanie' }));
    expect(message).toHaveAccessibleDescription(/Wpisz treść pytania/);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveFocus();
    expect(message).toHaveValue('   ');
    expect(within(answer).queryByRole('status')).not.toBeInTheDocument();
    expect(db.caseMessages).toHaveLength(sentBefore);

    await user.type(message, 'Czy kampania obejmuje też relacje?');
    expect(message).not.toHaveAccessibleDescription(/Wpisz treść pytania/);
    await user.click(within(answer).getByRole('button', { name: 'Mam pytanie' }));
    expect(await within(answer).findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      'Twoje pytanie zostało wysłane',
    );
    expect(db.caseMessages.filter((m) => m.caseId === 1003).map((m) => m.content)).toContain(
      'Mam pytanie dotyczące oferty „Kampania na Instagramie – kolekcja wnętrz”.\n\nCzy kampania obejmuje też relacje?',
    );
    expect(db.caseMessages.some((m) => m.content.startsWith('Odrzucam'))).toBe(false);
  });

  it('the client downloads its PDF and a file by the public calls, without credentials', async () => {
    const { blobs, saved, calls } = watchFiles();
    renderApp(instagram, { role: 'Client' });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    await user.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['oferta-6001.pdf']));
    expect(await fileText(blobs[0])).toContain('Cena brutto: 3936,00 z');
    await user.click(screen.getByRole('button', { name: 'Pobierz przyklady_postow.pdf' }));
    await waitFor(() =>
      expect(saved.map((file) => file.download)).toEqual(['oferta-6001.pdf', 'przyklady_postow.pdf']),
    );
    expect(await fileText(blobs[1])).toContain('przyklady_postow.pdf');
    expect(calls).toEqual([
      { path: `/api/Offer/published/${instagramPublicationId}/pdf`, authorization: null },
      { path: `/api/OfferAttachment/6102/public/${instagramPublicationId}`, authorization: null },
    ]);
  });

  it('staff download with credentials and see the way to edit the case’s offers', async () => {
    const { saved, calls } = watchFiles();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp(instagram, { role: 'Admin' });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    expect(await screen.findByRole('link', { name: 'Edytuj ofertę' })).toHaveAttribute('href', '/cases/1003/offer');
    // the client answers an offer, not staff
    expect(screen.queryByRole('region', { name: 'Twoja odpowiedź' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Podgląd PDF oferty w nowej karcie' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:demo-1'));
    await user.click(screen.getByRole('button', { name: 'Pobierz harmonogram_kampanii.pdf' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['harmonogram_kampanii.pdf']));
    expect(calls.map((call) => call.path)).toEqual(['/api/Offer/6001/pdf', '/api/OfferAttachment/6101/FileStream']);
    expect(calls.every((call) => call.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('says when the offer is no longer valid', async () => {
    vi.setSystemTime(new Date('2027-01-10T10:00:00'));
    renderApp(instagram, { role: 'Client' });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    expect(screen.getByText(/^Termin ważności oferty minął 2026-12-31/)).toBeInTheDocument();
    expect(screen.queryByText(/^Oferta ważna do/)).not.toBeInTheDocument();
    // an expired offer is only asked about
    const answer = screen.getByRole('region', { name: 'Twoja odpowiedź' });
    expect(
      within(answer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mam pytanie']);
  });

  it('a draft is not the client’s to see: not found on their case, refused on another client’s', async () => {
    const { db } = renderApp(instagram, { role: 'Client' });
    db.offers.find((o) => o.id === offerIds.instagramCampaign)!.status = 'Draft';
    expect(await screen.findByText('Nie znaleziono oferty', {}, { timeout: 8000 })).toBeInTheDocument();
    renderApp(`/offer/${offerIds.workingCapitalLoan}`, { role: 'Client' });
    expect(await screen.findByText('Brak dostępu', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('staff see a draft, marked as such', async () => {
    renderApp(`/offer/${offerIds.workingCapitalLoan}`, { role: 'Manager' });
    await heading('Pozyskanie kredytu obrotowego');
    expect(screen.getByText('Szkic – klient nie widzi jeszcze tej oferty.')).toBeInTheDocument();
  });

  it('a refused download (403) is said in place', async () => {
    watchFiles();
    renderApp(instagram, {
      role: 'Admin',
      handlers: [http.get('*/api/Offer/:id/pdf', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    await heading('Kampania na Instagramie – kolekcja wnętrz');
    await user.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Brak dostępu');
  });
});
