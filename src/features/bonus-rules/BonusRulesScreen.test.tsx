import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { staticFilesHandlers } from '@/mocks/static-files';
import { clockStandsAt } from '@/testing/clock';
import { fakeTab, fileText, spyOnFiles } from '@/testing/files';
import { renderApp } from '@/testing/render';

const user = userEvent.setup({ delay: null });
const NEWEST = '*/api/StaticFiles/bonusRules/2025-05-01';

/** The demo backend's two PDFs (registered in the demo backend by src/mocks/handlers.ts). */
const demoPdfs = () => staticFilesHandlers({} as never);

/** The requests for the documents, in order (the handler only watches; the next one answers). */
function watchRequests() {
  const urls: string[] = [];
  const handler = http.get('*/api/StaticFiles/*', ({ request }) => {
    urls.push(new URL(request.url).pathname);
  });
  return { urls, handler };
}

const renderScreen = (handlers: RequestHandler[] = demoPdfs()) =>
  renderApp('/tabela-premii', { role: 'Manager', handlers });

const documents = async () => {
  await screen.findByRole('heading', { name: 'Tabela premii', level: 1 });
  return screen.getAllByRole('article');
};
const documentCard = async (validFrom: string) =>
  screen.findByRole('article', { name: `Zasady premiowania od ${validFrom}` });

describe('the bonus-rule documents', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-25T10:00:00');

  it('lists both documents, newest first, with their dates and the one in force marked', async () => {
    const requests = watchRequests();
    renderScreen([requests.handler, ...demoPdfs()]);
    const [newest, older] = await documents();
    expect(screen.getByText(/^Dokumenty z zasadami naliczania premii/)).toBeInTheDocument();
    expect(newest).toHaveAccessibleName('Zasady premiowania od 2025-05-01');
    expect(older).toHaveAccessibleName('Zasady premiowania od 2024-03-14');
    expect(within(newest).getByRole('heading', { level: 2 })).toHaveTextContent('Zasady premiowania');
    expect(within(newest).getByText(/Obowiązuje od 2025-05-01/)).toBeInTheDocument();
    expect(within(older).getByText(/Obowiązuje od 2024-03-14/)).toBeInTheDocument();
    expect(within(newest).getByText('Aktualne')).toBeInTheDocument();
    expect(within(older).queryByText('Aktualne')).not.toBeInTheDocument();
    for (const [card, date] of [
      [newest, '2025-05-01'],
      [older, '2024-03-14'],
    ] as const) {
      expect(within(card).getByRole('button', { name: `Otwórz zasady premiowania od ${date} w nowej karcie` }));
      expect(within(card).getByRole('button', { name: `Pobierz zasady premiowania od ${date}` }));
    }
    // nothing is fetched until the user asks
    expect(requests.urls).toEqual([]);
  });

  it('"Pobierz" fetches the PDF and saves it under the document’s date', async () => {
    const { blobs, saved } = spyOnFiles();
    const requests = watchRequests();
    renderScreen([requests.handler, ...demoPdfs()]);
    const newest = await documentCard('2025-05-01');
    await user.click(within(newest).getByRole('button', { name: /^Pobierz/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.urls).toEqual(['/api/StaticFiles/bonusRules/2025-05-01']);
    expect(saved[0]).toEqual({ download: 'zasady-premiowania-2025-05-01.pdf', href: 'blob:demo-1' });
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('application/pdf');
    const pdf = await fileText(blobs[0]);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('2025-05-01');
    expect(within(newest).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Otwórz" shows the PDF in a new tab, opened within the click', async () => {
    const { blobs, saved } = spyOnFiles();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const requests = watchRequests();
    renderScreen([requests.handler, ...demoPdfs()]);
    const older = await documentCard('2024-03-14');
    await user.click(within(older).getByRole('button', { name: /^Otwórz/ }));

    await waitFor(() => expect(tab.location.href).toBe('blob:demo-1'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(requests.urls).toEqual(['/api/StaticFiles/bonusRules/2024-03-14']);
    expect(blobs[0].type).toBe('application/pdf');
    expect(await fileText(blobs[0])).toContain('2024-03-14');
    expect(saved).toEqual([]);
  });

  it('where the browser allows no tab, saves the PDF instead', async () => {
    const { saved } = spyOnFiles();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderScreen();
    const newest = await documentCard('2025-05-01');
    await user.click(within(newest).getByRole('button', { name: /^Otwórz/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(open).toHaveBeenNthCalledWith(2, 'blob:demo-1', '_blank');
    expect(saved[0].download).toBe('zasady-premiowania-2025-05-01.pdf');
  });

  it('a refusal (403) is said in place, and the tab opened for it closes', async () => {
    spyOnFiles();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderScreen([http.get(NEWEST, () => HttpResponse.json({ status: 403 }, { status: 403 })), ...demoPdfs()]);
    const newest = await documentCard('2025-05-01');
    await user.click(within(newest).getByRole('button', { name: /^Pobierz/ }));

    const alert = await within(newest).findByRole('alert');
    expect(alert).toHaveTextContent('Brak dostępu');
    expect(alert).toHaveTextContent('Wygląda na to że nie masz dostępu do żądanego zasobu');
    // the other document is not concerned
    expect(within(await documentCard('2024-03-14')).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(newest).getByRole('button', { name: /^Otwórz/ }));
    await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(1));
    expect(tab.location.href).toBe('');
    expect(await within(newest).findByRole('alert')).toHaveTextContent('Brak dostępu');
  });

  it('another failure asks to try again; a later success clears it', async () => {
    const { saved } = spyOnFiles();
    // the query client retries a server error once
    const failing = http.get(NEWEST, () => HttpResponse.json({ status: 500 }, { status: 500 }), { once: true });
    const failingRetry = http.get(NEWEST, () => HttpResponse.json({ status: 500 }, { status: 500 }), { once: true });
    renderScreen([failing, failingRetry, ...demoPdfs()]);
    const newest = await documentCard('2025-05-01');
    await user.click(within(newest).getByRole('button', { name: /^Pobierz/ }));

    expect(await within(newest).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Nie udało się pobrać dokumentu. Spróbuj ponownie.',
    );
    expect(saved).toEqual([]);
    await user.click(within(newest).getByRole('button', { name: /^Pobierz/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(within(newest).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a client is sent to the main page', async () => {
    const { history } = renderApp('/tabela-premii', { role: 'Client', handlers: demoPdfs() });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
