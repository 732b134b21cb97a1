import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { publicPageDescriptions } from './descriptions';

/** The API calls the page makes from now on. */
function apiCalls() {
  const calls: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('the landing page', { timeout: 30_000 }, () => {
  it('tells a first-time visitor what the firm does and how it works, without calling the API', async () => {
    const calls = apiCalls();
    renderApp('/landing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eksperci od spraw Twojej firmy w jednym portalu' }),
    ).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Czym się zajmujemy' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Księgowość', 'Prawo', 'Doradztwo', 'Eksperci z ponad 20 dziedzin']);
    const steps = within(screen.getByRole('region', { name: 'Jak to działa' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Załóż konto');
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  it('invites to sign up and to sign in, and links the privacy policy, the investor page and the promotion terms', async () => {
    const { router } = renderApp('/landing');
    await screen.findByRole('heading', { level: 1 });
    const [register] = screen.getAllByRole('link', { name: 'Załóż konto' });
    expect(register).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Zaloguj się' })[0]).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('navigation', { name: 'Informacje' });
    expect(within(footer).getByRole('link', { name: 'Polityka prywatności i regulamin' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    expect(within(footer).getByRole('link', { name: 'Relacje inwestorskie' })).toHaveAttribute('href', '/investor');
    expect(
      within(footer).getByRole('link', { name: 'Regulamin promocji „Pierwszy miesiąc za złotówkę”' }),
    ).toHaveAttribute('href', '/terms/pierwszy-miesiac-za-zlotowke');
    await userEvent.click(within(footer).getByRole('link', { name: 'Relacje inwestorskie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor'));
  });

  it('carries its title and meta description, which follow the route', async () => {
    const { router } = renderApp('/landing');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(description()).toBe(publicPageDescriptions.landing));
    expect(document.title).toBe('Portal Klienta');
    await router.navigate({ to: '/polityka-prywatnosci' });
    await waitFor(() => expect(description()).toBe(publicPageDescriptions.privacy));
    expect(document.title).toBe('Polityka prywatności i regulamin | Portal Klienta');
    // a page without a description of its own goes back to the document's (none in the test's document)
    router.history.push('/no-such-page');
    await screen.findByRole('heading', { name: 'Nie znaleziono strony' });
    await waitFor(() => expect(description()).toBe(''));
  });
});

describe('the SaaS landing page', { timeout: 30_000 }, () => {
  it('shows the news item of the SaaS landing, public, without the call to report a case', async () => {
    const calls = apiCalls();
    renderApp('/landing/saas');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal Klienta dla Twojego biura – wersja SaaS' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Co zyskujesz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz Portal_Klienta_SaaS_oferta.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zgłoś nową sprawę' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
    const landing = calls.find((call) => call.url.endsWith('/api/News/saasLanding'))!;
    expect(landing.headers.get('Authorization')).toBeNull();
    await waitFor(() => expect(description()).toBe(publicPageDescriptions.saas));
    server.events.removeAllListeners();
  });

  it('without its news item, still has a heading and the calls to action, and shows no error', async () => {
    renderApp('/landing/saas', {
      handlers: [http.get('*/api/News/saasLanding', () => HttpResponse.json({ status: 404 }, { status: 404 }))],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal Klienta dla biur – wersja SaaS' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
