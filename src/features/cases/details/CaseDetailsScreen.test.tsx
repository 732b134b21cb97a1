import {
  getGetCaseUrl,
  getListAccountingAttachmentTypesUrl,
  getListCaseClientAttachmentsUrl,
  getListCaseExpertAttachmentsUrl,
  getListCaseInvoicesUrl,
  getListCaseOffersUrl,
} from '@portal/sdk';
import type { Case, CaseMeeting } from '@portal/sdk/model';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DemoDb } from '@/mocks/db/db';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { expectSavedNotice } from '@/testing/saved-notice';

const caseOf = (db: DemoDb, id: number) => db.cases.find((item) => item.id === id)!;
const { accounting, loanLawsuit } = ids.case;
const { client, manager } = ids.person;

/** A landmark of the details (a titled card). */
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });
/** The items of a list, as read (no-break spaces as spaces). */
const taskTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s/g, ' '));

/** The value shown under a label inside `container`. */
const valueOf = (container: HTMLElement, label: string) => {
  const terms = within(container).getAllByText(label, { selector: 'dt' });
  expect(terms).toHaveLength(1);
  return terms[0].nextElementSibling!.textContent;
};

const meeting: CaseMeeting = {
  id: 900,
  caseId: loanLawsuit,
  date: '2026-11-03T09:30:00Z',
  durationMinutes: 90,
  type: 'Remote',
  kind: 'Actual',
  participants: [
    { id: client, firstName: 'Anna', lastName: 'Kowalska' },
    { id: manager, firstName: 'Katarzyna', lastName: 'Wiśniewska' },
  ],
  notes: 'Omówienie strategii procesowej',
};

/** The loan lawsuit (court proceedings, agreement) with every other sub-record filled as well. */
function fillCase(db: DemoDb) {
  const item: Case = caseOf(db, loanLawsuit);
  // the client's company as her accounting case has it, with a KRS number and a size as well
  const company = caseOf(db, accounting);
  item.companyName = company.companyName;
  item.companyDetails = { ...structuredClone(company.companyDetails!), krs: '0000123456', clientSize: 'Between2And3' };
  item.generalInfo = { ...item.generalInfo, deadLine: '2027-06-30', registerRemoval: true, bikRemoval: false };
  item.invoiceSettings = {
    buyerName: 'Anna Kowalska',
    buyerNip: '9512261004',
    itemName: 'Obsługa prawna – kredyt CHF',
    netAmount: 6000,
    vatRate: 'VAT23',
    paymentTermDays: 14,
    autoIssue: false,
    sendToClient: true,
  };
  item.pricingPolicy = { netAmount: 6000, vatRate: 'VAT23', successFeePercent: 10, validFrom: '2026-09-03' };
  item.lead = {
    id: 55,
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna.kowalska@example.pl',
    source: 'External',
    leadSource: { id: 2, name: 'Polecenie' },
    outcome: 'Won',
  };
  item.meetings = [meeting];
}

// the whole app renders in each test: allow for a busy machine
describe('case details', { timeout: 30_000 }, () => {
  it('shows everything the API gives about a case', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    fillCase(db);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Kredyt frankowy – pozew przeciwko bankowi', level: 2 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // header: status tag, product type label, edit link, back link
    expect(screen.getByText('W toku', { selector: '.case-status *, .case-status' })).toBeInTheDocument();
    expect(
      screen.getByText('Kredyt frankowy – pozew przeciwko bankowi', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edytuj' })).toHaveAttribute('href', `/cases/edit/${loanLawsuit}`);
    expect(screen.getByRole('link', { name: /Powrót do listy spraw/ })).toHaveAttribute('href', '/cases');
    // who created it, in a form that needs no declension of the name
    expect(
      screen.getByText(/^Sprawa nr \d+ · utworzona \d{4}-\d{2}-\d{2} · autor: \p{L}+ \p{L}+$/u),
    ).toBeInTheDocument();

    const general = await section('Informacje ogólne');
    expect(valueOf(general, 'Opis')).toMatch(/indeksowany do CHF/);
    expect(valueOf(general, 'Data rozpoczęcia')).toBe('2026-09-03');
    expect(valueOf(general, 'Termin')).toBe('2027-06-30');
    expect(valueOf(general, 'Wartość sprawy')).toMatch(/^412\s000,00\szł$/);
    expect(valueOf(general, 'Usunięcie z rejestru dłużników')).toBe('Tak');
    expect(valueOf(general, 'Usunięcie wpisu z BIK')).toBe('Nie');

    const company = await section('Klient i firma');
    expect(valueOf(company, 'Klient')).toBe('Anna Kowalska');
    expect(valueOf(company, 'Nazwa firmy')).toBe('Kowalska Design');
    expect(valueOf(company, 'NIP')).toBe('9512261004');
    expect(valueOf(company, 'REGON')).toBe('146251000');
    expect(valueOf(company, 'KRS')).toBe('0000123456');
    expect(valueOf(company, 'Forma prawna')).toBe('Jednoosobowa działalność gospodarcza');
    expect(valueOf(company, 'Forma opodatkowania')).toBe('Podatek liniowy');
    expect(valueOf(company, 'Rodzaj księgowości')).toBe('Księga przychodów i rozchodów');
    expect(valueOf(company, 'Wielkość firmy')).toBe('2–3 osoby');
    expect(valueOf(company, 'Profil klienta')).toBe('Samozatrudniony');
    expect(valueOf(company, 'Adres')).toBe('ul. Marszałkowska 84/12, 00-514 Warszawa');
    expect(valueOf(company, 'Data rozpoczęcia działalności')).toBe('2019-03-01');
    expect(valueOf(company, 'PKD')).toBe('74.10.Z');

    const product = await section('Produkt i etapy');
    expect(valueOf(product, 'Produkt')).toBe('Kredyt frankowy – pozew przeciwko bankowi');
    expect(valueOf(product, 'Departament')).toBe('Prawo');
    expect(within(product).getAllByRole('listitem').length).toBe(caseOf(db, loanLawsuit).milestones!.length);

    // people: managers with their titles, leader and sales person (as the admin sees them, in the selectors)
    const people = await section('Osoby');
    expect(within(people).getByText(/Katarzyna Wiśniewska \(Senior Manager\)/)).toBeInTheDocument();
    expect(within(people).getByText(/Beata Olszewska \(Kierownik Zespołu\)/)).toBeInTheDocument();
    expect(within(people).getByRole('combobox', { name: 'Ekspert' })).toHaveValue('Marcin Lewandowski');
    expect(within(people).getByRole('combobox', { name: 'Lider' })).toHaveValue('Beata Olszewska');
    expect(within(people).getByRole('combobox', { name: 'Sprzedawca' })).toHaveValue('Katarzyna Wiśniewska');

    const lawsuit = await section('Postępowanie sądowe');
    expect(valueOf(lawsuit, 'Powód')).toBe('Anna Kowalska');
    expect(valueOf(lawsuit, 'Pozwany')).toBe('Bank Hipoteczny Północ S.A.');
    expect(valueOf(lawsuit, 'Wartość przedmiotu sporu')).toMatch(/^412\s000,00\szł$/);
    const instances = within(lawsuit).getAllByRole('region');
    expect(instances).toHaveLength(3);
    const [first, second, cassation] = instances;
    expect(within(lawsuit).getByRole('button', { name: 'I instancja' })).toBeInTheDocument();
    expect(valueOf(first, 'Status')).toBe('Wygrana');
    expect(valueOf(first, 'Sędzia')).toBe('SSO Barbara Nowicka');
    expect(valueOf(first, 'Sąd')).toBe('Sąd Okręgowy w Warszawie, XXVIII Wydział Cywilny');
    expect(valueOf(first, 'Sygnatura')).toBe('XXVIII C 1432/24');
    expect(valueOf(second, 'Sygnatura')).toBe('I ACa 587/25');
    expect(valueOf(cassation, 'Status')).toBe('W toku');
    expect(valueOf(cassation, 'Sygnatura')).toBe('II CSKP 214/26');

    const billing = await section('Rozliczenia i księgowość');
    expect(valueOf(billing, 'Płatnik VAT')).toBe('Nie');
    expect(valueOf(billing, 'Nabywca')).toBe('Anna Kowalska');
    expect(valueOf(billing, 'Pozycja na fakturze')).toBe('Obsługa prawna – kredyt CHF');
    expect(valueOf(billing, 'Termin płatności')).toBe('14 dni');
    expect(valueOf(billing, 'Wysyłaj do klienta')).toBe('Tak');
    expect(valueOf(billing, 'Premia za sukces')).toBe('10%');
    expect(valueOf(billing, 'Obowiązuje od')).toBe('2026-09-03');
    // a missing value shows a dash, a missing record says so
    expect(valueOf(billing, 'Adres nabywcy')).toBe('—');
    expect(valueOf(billing, 'Stawka godzinowa netto')).toBe('—');
    expect(within(billing).getByText('Brak abonamentu.')).toBeInTheDocument();

    const agreement = await section('Umowa');
    expect(within(agreement).getByText('umowa_zlecenia_kredyt_chf.pdf')).toBeInTheDocument();

    const lead = await section('Lead');
    expect(valueOf(lead, 'Osoba')).toBe('Anna Kowalska');
    expect(valueOf(lead, 'Źródło')).toBe('Zewnętrzne – Polecenie');
    expect(valueOf(lead, 'Wynik')).toBe('Wygrana');

    const meetings = await section('Spotkania');
    const row = within(meetings).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Spotkanie zdalne');
    expect(row).toHaveTextContent('Odbyte');
    expect(row).toHaveTextContent('90 min');
    expect(row).toHaveTextContent('Anna Kowalska, Katarzyna Wiśniewska');
    expect(row).toHaveTextContent('Omówienie strategii procesowej');
    expect(row).toHaveTextContent(/2026-11-03 \d\d:30/);
  });

  it('a client sees the case read only: values as text, no edit, upload or meeting actions', async () => {
    renderApp(`/yourCases/${accounting}`, { role: 'Client' });
    expect(
      await screen.findByRole('heading', { name: 'Księgowość 2026 – Kowalska Design', level: 2 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // read-only values are text, not greyed-out selectors
    for (const name of ['Status', 'Wynik', 'Produkt'])
      expect(screen.queryByRole('combobox', { name })).not.toBeInTheDocument();
    const controls = screen.getAllByText('Status', { selector: 'dt' })[0].closest<HTMLElement>('dl')!;
    expect(valueOf(controls, 'Status')).toBe('W toku');
    expect(valueOf(controls, 'Produkt')).toBe('Księga przychodów i rozchodów');
    expect(screen.queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Powrót do listy spraw/ })).toHaveAttribute('href', '/yourCases');

    const people = await section('Osoby');
    expect(within(people).queryByRole('combobox')).not.toBeInTheDocument();
    expect(valueOf(people, 'Ekspert')).toBe('Magdalena Kamińska');
    expect(valueOf(people, 'Managerowie')).toBe('Katarzyna Wiśniewska (Senior Manager)');
    // the firm's internal matters and what cannot apply to an accounting case are left out
    expect(within(people).queryByText('Lider')).not.toBeInTheDocument();
    expect(within(people).queryByText('Sprzedawca')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Postępowanie sądowe' })).not.toBeInTheDocument();
    expect(screen.queryByText('Polityka cenowa')).not.toBeInTheDocument();
    // what asks something of the client comes first: the periods, then the comments, before the case's data
    const order = ['Okresy rozliczeniowe', 'Komentarze', 'Informacje ogólne'].map(
      (name) => screen.getAllByText(name)[0],
    );
    expect(order[0].compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const agreement = await section('Umowa');
    expect(within(agreement).getByRole('button', { name: /Pobierz/ })).toBeInTheDocument();
    expect(within(agreement).queryByRole('button', { name: /Usuń umowę/ })).not.toBeInTheDocument();
    expect(within(agreement).queryByText('Zastąp umowę')).not.toBeInTheDocument();
    // the client cannot add meetings: with none, no section
    expect(screen.queryByRole('region', { name: 'Spotkania' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Dodaj spotkanie/ })).not.toBeInTheDocument();
  });

  it("the client's page leaves out what is empty or cannot apply: no dashes, no empty parts", async () => {
    renderApp(`/yourCases/${accounting}`, { role: 'Client' });
    const general = await section('Informacje ogólne');
    expect(valueOf(general, 'Data rozpoczęcia')).toBe('2026-09-02');
    // no deadline, no value, and the register and BIK removals of debt cases are not set
    for (const label of ['Termin', 'Wartość sprawy', 'Usunięcie z rejestru dłużników', 'Usunięcie wpisu z BIK'])
      expect(within(general).queryByText(label)).not.toBeInTheDocument();
    const company = await section('Klient i firma');
    expect(within(company).queryByText('KRS')).not.toBeInTheDocument();
    expect(within(company).queryByText('—')).not.toBeInTheDocument();
    const billing = await section('Rozliczenia i księgowość');
    // one term for the accounting book, said once
    expect(valueOf(billing, 'Rodzaj księgowości')).toBe('Księga przychodów i rozchodów');
    expect(within(billing).queryByText('Ustawienia faktur')).not.toBeInTheDocument();
    expect(within(billing).getByText('Abonament', { selector: 'button *' })).toBeInTheDocument();
    expect(within(billing).queryByText('—')).not.toBeInTheDocument();
  });

  it("the client's page opens with where the case stands and what it waits for from them, with the way there", async () => {
    // the seed's due dates are around 2026-11-25: which invoice is late depends on the day
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { db } = renderApp(`/yourCases/${accounting}`, { role: 'Client' });
    const nextSteps = await section('Co teraz w Twojej sprawie');
    expect(nextSteps).toHaveTextContent('Nasz ekspert pracuje nad Twoją sprawą.');
    const tasks = within(nextSteps).getByRole('list', { name: 'Czeka na Ciebie' });
    // 2026-11 has a document but is not marked ready; 2026-10 was delivered; the others are finished
    // the unpaid invoices first, the longest due first; the one paid by card and awaiting confirmation is not asked for
    const invoices = [
      'Opłać fakturę FV/2026/10/0087 na 430,50 zł – termin minął 2026-11-14.Przejdź do rozliczeń',
      'Opłać fakturę FV/2026/11/0141 na 430,50 zł do 2026-12-04.Przejdź do rozliczeń',
    ];
    expect(taskTexts(tasks)).toEqual([
      ...invoices,
      'Oznacz dokumenty za okres 2026-11 jako gotowe, gdy prześlesz wszystkie.Przejdź do okresu 2026-11',
    ]);
    expect(within(tasks).getAllByRole('link', { name: 'Przejdź do rozliczeń' })[0]).toHaveAttribute(
      'href',
      '/mySettlements',
    );
    // it comes before the periods
    const periods = await section('Okresy rozliczeniowe');
    expect(nextSteps.compareDocumentPosition(periods) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // another period looked at, the button brings the one that waits back, its tile focused
    await userEvent.click(within(periods).getByRole('button', { name: /^2026-08 / }));
    expect(within(periods).getByRole('heading', { name: 'Okres 2026-08' })).toBeInTheDocument();
    await userEvent.click(within(nextSteps).getByRole('button', { name: 'Przejdź do okresu 2026-11' }));
    const november = within(periods).getByRole('button', { name: /^2026-11 / });
    expect(november).toHaveAttribute('aria-pressed', 'true');
    expect(november).toHaveFocus();
    expect(within(periods).getByRole('heading', { name: 'Okres 2026-11' })).toBeVisible();

    // marked ready, only the invoices wait
    await userEvent.click(within(periods).getByRole('button', { name: 'Oznacz jako gotowy' }));
    await waitFor(() => expect(taskTexts(tasks)).toEqual(invoices));
    expect(db.casePeriods.find((period) => period.id === ids.period.november)!.isReady).toBe(true);
  });

  it("the client's case route asks for the page's lists with the case, before any part of the page renders", async () => {
    const { router } = renderApp('/', { role: 'Client' });
    await screen.findByRole('heading', { level: 1 });
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    onTestFinished(() => void server.events.removeListener('request:start', record));
    // the route's loader alone (as on a link's hover), the page not rendered
    await router.preloadRoute({ to: '/yourCases/$id', params: { id: accounting } });
    const lists = [
      getListCaseOffersUrl(accounting),
      getListCaseInvoicesUrl(accounting),
      getListCaseClientAttachmentsUrl(accounting),
      getListCaseExpertAttachmentsUrl(accounting),
      getListAccountingAttachmentTypesUrl(),
    ];
    await waitFor(() => expect(requested).toEqual(expect.arrayContaining([getGetCaseUrl(accounting), ...lists])));
    expect(screen.queryByRole('region', { name: 'Okresy rozliczeniowe' })).not.toBeInTheDocument();
  });

  it("with nothing to pay and no documents to send, the client's page says nothing waits for them", async () => {
    const { db } = renderApp(`/yourCases/${accounting}`, { role: 'Client' });
    for (const settlement of db.settlements) if (settlement.caseId === accounting) settlement.paymentStatus = 'Paid';
    db.casePeriods.find((period) => period.id === ids.period.november)!.isReady = true;
    const nextSteps = await section('Co teraz w Twojej sprawie');
    expect(await within(nextSteps).findByText('Nic nie czeka teraz na Ciebie.')).toBeInTheDocument();
    expect(within(nextSteps).queryByRole('list')).not.toBeInTheDocument();
  });

  it('a manager on her case may edit it (edit link of the manager family)', async () => {
    renderApp(`/managerClients/${client}/cases/${accounting}`, { role: 'Manager' });
    expect(await screen.findByRole('link', { name: 'Edytuj' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/managerClientsCases/${accounting}/edit`,
    );
    expect(screen.getByRole('link', { name: /Powrót do listy spraw/ })).toHaveAttribute(
      'href',
      `/managerClients/${client}/cases`,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Produkt' })).toBeEnabled();
  });

  it('a refused case (403) shows the access message in place', async () => {
    renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [
        http.get(`*/api/Case/${loanLawsuit}`, () => HttpResponse.json({ title: 'Brak dostępu' }, { status: 403 })),
      ],
    });
    // the in-place message (the catalogue's toast comes on top of it)
    const alert = (await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Wygląda na to że nie masz dostępu do żądanego zasobu');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it("another client's case is refused by the server and shows the access message", async () => {
    renderApp(`/yourCases/${ids.case.otherClientAccounting}`, { role: 'Client' });
    expect(await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opening another case starts with an empty comment form, not the one typed on the previous case', async () => {
    // the loan lawsuit is seen first, so it is cached and shown at once when opened again
    const { router, db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    await section('Aktywność w sprawie');
    await act(() => router.navigate({ to: '/cases/$id', params: { id: accounting } }));
    expect(
      await screen.findByRole('heading', { name: caseOf(db, accounting).name, level: 2 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const panel = await section('Aktywność w sprawie');
    const comment = await within(panel).findByRole('textbox', { name: 'Komentarz' });
    await userEvent.type(comment, `Szkic do sprawy ${accounting}`);
    await act(() => router.navigate({ to: '/cases/$id', params: { id: loanLawsuit } }));
    expect(
      await screen.findByRole('heading', { name: caseOf(db, loanLawsuit).name, level: 2 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const next = await within(await section('Aktywność w sprawie')).findByRole('textbox', { name: 'Komentarz' });
    expect(next).toHaveValue('');
  });

  it('an unknown case shows "Nie znaleziono sprawy"', async () => {
    renderApp('/cases/999999', { role: 'Admin' });
    expect(await screen.findByText('Nie znaleziono sprawy', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

// the whole app renders in each test: allow for a busy machine
describe('assignments', { timeout: 30_000 }, () => {
  const pick = async (label: string, option: string) => {
    const people = await section('Osoby');
    const select = within(people).getByRole('combobox', { name: label });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: option }));
    return select;
  };

  it.each([
    ['Ekspert', 'Monika Król', 'expertId', ids.person.otherOfficeExpert],
    ['Lider', 'Sebastian Stępień', 'managerLeaderId', ids.person.businessDirector],
    ['Sprzedawca', 'Dariusz Majewski', 'salesPersonId', ids.person.clientManager],
    ['Sprzedawca', 'Tomasz Wójcik', 'salesPersonId', ids.person.ambassador],
  ] as const)('changes the %s', async (label, person, field, id) => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    const select = await pick(label, person);
    await waitFor(() => expect(caseOf(db, loanLawsuit)[field]).toBe(id));
    await waitFor(() => expect(select).toHaveValue(person));
    await expectSavedNotice(`${label}: ${person}`);
  });

  it('adds a manager to the case', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    const people = await section('Osoby');
    await userEvent.click(within(people).getByRole('combobox', { name: 'Managerowie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dariusz Majewski' }));
    await waitFor(() =>
      expect(
        caseOf(db, loanLawsuit)
          .managers.map((m) => m.id)
          .sort(),
      ).toEqual([manager, ids.person.clientManager, ids.person.managerLeader]),
    );
    expect(await within(people).findByText(/Dariusz Majewski \(Manager ds\. Klienta\)/)).toBeInTheDocument();
    await expectSavedNotice(
      `Managerowie: ${caseOf(db, loanLawsuit)
        .managers.map((m) => `${m.firstName} ${m.lastName}`)
        .join(', ')}`,
    );
  });
});
