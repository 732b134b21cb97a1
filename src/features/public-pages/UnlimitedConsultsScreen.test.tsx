import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { publicPagesTexts } from './texts';

const texts = publicPagesTexts.unlimited;

/** The names on the manager cards, in order. */
const managerNames = async () =>
  within(await screen.findByRole('region', { name: /managerowie/i }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const noManagers = http.get('*/api/ApplicationUser/managers', () => HttpResponse.json([]));

describe('the unlimited consultations page', { timeout: 30_000 }, () => {
  it('shows the title and, once the managers load, "N pozycji"', async () => {
    renderApp('/unlimitedConsults', { role: 'Client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nielimitowane konsultacje' })).toBeInTheDocument();
    expect(await screen.findByText('3 pozycje')).toBeInTheDocument();
  });

  it('writes the count the Polish way', () => {
    expect([0, 1, 2, 4, 5, 12, 22, 25].map(texts.positions)).toEqual([
      '0 pozycji',
      '1 pozycja',
      '2 pozycje',
      '4 pozycje',
      '5 pozycji',
      '12 pozycji',
      '22 pozycje',
      '25 pozycji',
    ]);
  });

  it('offers the phone and mail of the settings, and reporting a case, in the hero and the three lines', async () => {
    const { router } = renderApp('/unlimitedConsults', { role: 'Client' });
    const hero = within(await screen.findByRole('region', { name: texts.heroTitle }));
    const { phone, email } = config.contact;
    expect(hero.getByRole('link', { name: `Zadzwoń: ${phone}` })).toHaveAttribute('href', 'tel:+48223904400');
    expect(hero.getByRole('link', { name: 'Zgłoś sprawę' })).toHaveAttribute('href', '/yourCases/add');
    const calls = within(screen.getByRole('region', { name: 'Skontaktuj się z nami' })).getAllByRole('listitem');
    expect(calls).toHaveLength(3);
    expect(within(calls[0]).getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:+48223904400');
    expect(within(calls[1]).getByRole('link', { name: 'Zgłoś nową sprawę z dowolnej dziedziny' })).toHaveAttribute(
      'href',
      '/yourCases/add',
    );
    expect(within(calls[2]).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await userEvent.click(hero.getByRole('link', { name: 'Zgłoś sprawę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourCases/add'));
  });

  it('promises the three selling points and experts from more than 20 fields', async () => {
    renderApp('/unlimitedConsults', { role: 'Client' });
    const points = within(await screen.findByRole('region', { name: 'Co zyskujesz' }));
    expect(points.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Konsultacje bez limitu',
      'Eksperci zawsze pod ręką',
      'Doradztwo w abonamencie',
    ]);
    const fields = within(screen.getByRole('region', { name: 'Eksperci z ponad 20 dziedzin' }));
    expect(fields.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Księgowość',
      'Prawo',
      'Marketing',
      'E-commerce',
      'Energetyka',
      'ESG',
      'i wiele innych',
    ]);
    expect(screen.getByRole('region', { name: 'Jak to działa' })).toHaveTextContent(/W ramach abonamentu/);
  });

  it('lists, not editable, only the managers of at least one department, with their contact', async () => {
    renderApp('/unlimitedConsults', { role: 'Client' });
    expect(await managerNames()).toEqual(['Dariusz Majewski', 'Beata Olszewska', 'Katarzyna Wiśniewska']);
    const card = screen.getByRole('heading', { level: 3, name: 'Katarzyna Wiśniewska' }).closest('li')!;
    expect(card).toHaveTextContent('Senior Manager');
    expect(card).toHaveTextContent('Zawód: Doradca podatkowy');
    expect(within(card).getByRole('link', { name: 'Telefon: +48 603 456 789' })).toHaveAttribute(
      'href',
      'tel:+48603456789',
    );
    expect(within(card).getByRole('link', { name: 'E-mail: katarzyna.wisniewska@example.pl' })).toHaveAttribute(
      'href',
      'mailto:katarzyna.wisniewska@example.pl',
    );
    // no profile picture in the seed: the avatar shows the initials
    expect(within(card).getByText('KW')).toBeInTheDocument();
  });

  it('lists, editable, every manager and marks who the clients do not see', async () => {
    renderApp('/unlimitedConsults/edit', { role: 'Admin' });
    expect(await managerNames()).toEqual([
      'Dariusz Majewski',
      'Beata Olszewska',
      'Sebastian Stępień',
      'Katarzyna Wiśniewska',
    ]);
    expect(screen.getByText('4 pozycje')).toBeInTheDocument();
    const hidden = screen.getByRole('heading', { level: 3, name: 'Sebastian Stępień' }).closest('li')!;
    expect(hidden).toHaveTextContent('Niewidoczny dla klientów (brak departamentu)');
    const shown = screen.getByRole('heading', { level: 3, name: 'Beata Olszewska' }).closest('li')!;
    expect(shown).toHaveTextContent('Departamenty: Inwestycje');
    expect(screen.getByRole('link', { name: 'Zobacz stronę klienta' })).toHaveAttribute('href', '/unlimitedConsults');
  });

  it('gives a manager without a title the title "Manager"', async () => {
    const { db } = renderApp('/unlimitedConsults', { role: 'Client' });
    const manager = db.users.find((user) => user.id === ids.person.managerLeader)!;
    Object.assign(manager, { managerTitle: null, managerTitleId: null });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Beata Olszewska' })).closest('li')!;
    expect(within(card).getByText('Manager')).toBeInTheDocument();
  });

  it('without managers, says so and leads back to the main page', async () => {
    const { router } = renderApp('/unlimitedConsults', { role: 'Client', handlers: [noManagers] });
    expect(await screen.findByText('Wygląda na to że nie masz przydzielonego żadnego managera.')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Powrót' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a client with no manager assigned (a new client, no cases yet) sees none, as /yourAccountManager says', async () => {
    const { db } = renderApp('/unlimitedConsults', { role: 'Client' });
    db.cases.splice(0, db.cases.length, ...db.cases.filter((item) => item.clientId !== ids.person.client));
    expect(await screen.findByText('Wygląda na to że nie masz przydzielonego żadnego managera.')).toBeInTheDocument();
    expect(screen.getByText('0 pozycji')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Twoi managerowie' })).queryByRole('listitem')).toBeNull();
  });

  it('shows nothing of a failed manager load (spec 000 section 8), and no count', async () => {
    renderApp('/unlimitedConsults', {
      role: 'Client',
      handlers: [http.get('*/api/ApplicationUser/managers', () => HttpResponse.json({ status: 500 }, { status: 500 }))],
    });
    const region = await screen.findByRole('region', { name: 'Twoi managerowie' });
    await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText(/pozycj/)).not.toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes 22, 20, 18 and 16 of 24 columns (xs, md, lg, xl), centred', async () => {
    renderApp('/unlimitedConsults', { role: 'Client' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Nielimitowane konsultacje' });
    const column = title.closest<HTMLElement>('.mantine-Grid-col')!;
    const className = [...column.classList].find((name) => name.startsWith('__m__'))!;
    // Mantine writes the column's width and offset per breakpoint as CSS variables of its own class
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const at = (query: string | null) => {
      const scope = query === null ? css : css.slice(css.indexOf(`@media${query}`));
      const rule = new RegExp(`\\.${className}\\{([^}]*)\\}`).exec(scope)![1];
      return {
        width: /--col-flex-basis:calc\(([\d.]+)%/.exec(rule)![1].slice(0, 5),
        offset: /--col-offset:calc\(([\d.]+)%/.exec(rule)![1].slice(0, 5),
      };
    };
    // 22/24 with 1/24 either side, 20/24 with 2/24, 18/24 with 3/24, 16/24 with 4/24
    expect(at(null)).toEqual({ width: '91.66', offset: '4.166' });
    expect(at('(min-width: 62em)')).toEqual({ width: '83.33', offset: '8.333' });
    expect(at('(min-width: 75em)')).toEqual({ width: '75', offset: '12.5' });
    expect(at('(min-width: 88em)')).toEqual({ width: '66.66', offset: '16.66' });
  });

  it('is the client’s and the administrator’s; the edit variant the administrator’s and the manager’s', async () => {
    const { router } = renderApp('/unlimitedConsults/edit', { role: 'Client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    renderApp('/unlimitedConsults/edit', { role: 'Manager' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nielimitowane konsultacje — edycja' }),
    ).toBeInTheDocument();
  });
});
