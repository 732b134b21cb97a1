import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneLineClass } from '@/components/lists/phone-table';
import { demoPersonIds } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';

const user = userEvent.setup({ delay: null });
const field = (name: string, within_: HTMLElement | Document = document) =>
  within(within_ as HTMLElement).findByRole('textbox', { name }, { timeout: 5000 });
const errorOf = (input: HTMLElement) =>
  document.getElementById(
    input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.includes('error')) ?? '',
  )?.textContent;
const fieldset = (name: string) => screen.getByRole('group', { name });
const summary = () => screen.getByRole('table', { name: 'Podsumowanie według stawek VAT' });
/** A cell's text as a wide screen shows it: without the line a phone shows under the first cell. */
const cellText = (cell: Element) => {
  const shown = cell.cloneNode(true) as Element;
  shown.querySelectorAll(`.${phoneLineClass}`).forEach((line) => line.remove());
  return shown.textContent?.replace(/\s+/g, ' ').trim();
};
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(cellText).join(' '));

describe('a new invoice', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the case, sums each VAT rate to the grosz, and is saved as a draft without a number', async () => {
    const { db, history } = renderApp('/cases/1001/invoice', { role: 'Manager' });
    const buyer = await screen.findByRole('group', { name: 'Nabywca' }, { timeout: 5000 });
    // the number comes with publishing, as the publish dialog says
    const number = await field('Numer faktury');
    expect(number).toHaveValue('—');
    expect(number).toHaveAttribute('readonly');
    expect(screen.getByText('Numer zostanie nadany przy publikacji.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nadaj numer' })).not.toBeInTheDocument();
    expect(await field('Nazwa', buyer)).toHaveValue('Anna Kowalska Kowalska Design');
    expect(await field('NIP', fieldset('Sprzedawca'))).toHaveValue('5252261004');
    const first = fieldset('Pozycja 1');
    await user.clear(await field('Cena netto', first));
    await user.type(await field('Cena netto', first), '33,33');
    await user.clear(await field('Ilość', first));
    await user.type(await field('Ilość', first), '3');
    await user.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    const second = fieldset('Pozycja 2');
    await user.type(await field('Nazwa towaru lub usługi', second), 'Szkolenie BHP');
    await user.type(await field('Cena netto', second), '100');
    await user.click(within(second).getByRole('combobox', { name: 'Stawka VAT' }));
    await user.click(await screen.findByRole('option', { name: 'zw. (zwolniony)' }));
    expect(within(first).getByText(/Netto 99,99\s*zł · VAT 23,00\s*zł · Brutto 122,99\s*zł/)).toBeInTheDocument();
    expect(rowTexts(summary())).toEqual([
      'Stawka VAT Wartość netto Kwota VAT Wartość brutto',
      '23% 99,99 zł 23,00 zł 122,99 zł',
      'zw. (zwolniony) 100,00 zł 0,00 zł 100,00 zł',
      'Razem 199,99 zł 23,00 zł 222,99 zł',
    ]);
    await user.click(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/cases\/1001\/invoice\/\d+$/));
    const saved = db.invoices.at(-1)!;
    expect(saved).toMatchObject({ status: 'Draft', number: null, grossTotal: 222.99, caseId: 1001 });
    const document_ = await screen.findByRole('article', {
      name: 'Dokument: Faktura VAT bez numeru (wersja robocza)',
    });
    expect(within(document_).getByText(/dwieście dwadzieścia dwa złote 99\/100/)).toBeInTheDocument();
  });

  it('a double click on "Zapisz fakturę" (or the form sent again meanwhile) issues one invoice', async () => {
    let posts = 0;
    const { db, history } = renderApp('/cases/1001/invoice', {
      role: 'Manager',
      handlers: [http.post('*/api/Invoice', () => void (posts += 1))],
    });
    const first = await screen.findByRole('group', { name: 'Pozycja 1' }, { timeout: 5000 });
    const before = db.invoices.length;
    await user.clear(await field('Cena netto', first));
    await user.type(await field('Cena netto', first), '100');
    doubleActivate(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/cases\/1001\/invoice\/\d+$/));
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.invoices).toHaveLength(before + 1);
  });

  it('says what is wrong in Polish and keeps what was typed', async () => {
    const { db } = renderApp('/cases/1001/invoice', { role: 'Admin' });
    const buyer = await screen.findByRole('group', { name: 'Nabywca' }, { timeout: 5000 });
    const before = db.invoices.length;
    await user.clear(await field('NIP', buyer));
    await user.type(await field('NIP', buyer), '1234567890');
    await user.clear(await field('Nazwa', buyer));
    await user.clear(await field('Kod pocztowy', buyer));
    await user.type(await field('Kod pocztowy', buyer), '00514');
    const first = fieldset('Pozycja 1');
    await user.clear(await field('Cena netto', first));
    await user.clear(await field('Termin płatności'));
    await user.type(await field('Termin płatności'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    expect(await screen.findByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(errorOf(await field('NIP', buyer))).toBe('NIP musi mieć 10 cyfr i poprawną cyfrę kontrolną');
    expect(errorOf(await field('Nazwa', buyer))).toBe('To pole jest wymagane');
    expect(errorOf(await field('Kod pocztowy', buyer))).toBe('Kod pocztowy w formacie NN-NNN');
    expect(errorOf(await field('Cena netto', first))).toBe('Podaj cenę');
    expect(errorOf(await field('Termin płatności'))).toBe(
      'Termin płatności nie może być wcześniejszy niż data wystawienia',
    );
    expect(await field('NIP', buyer)).toHaveValue('1234567890');
    expect(db.invoices).toHaveLength(before);
  });

  it('fills the buyer from the REGON register by NIP, and says when the register has no such company', async () => {
    renderApp('/cases/1001/invoice', { role: 'Manager' });
    const buyer = await screen.findByRole('group', { name: 'Nabywca' }, { timeout: 5000 });
    await user.clear(await field('NIP', buyer));
    await user.type(await field('NIP', buyer), '6342811006');
    await user.click(within(buyer).getByRole('button', { name: 'Pobierz dane z GUS' }));
    expect(await within(buyer).findByText('Uzupełniono dane nabywcy z rejestru REGON')).toBeInTheDocument();
    expect(await field('Nazwa', buyer)).toHaveValue('Mazur Transport sp. z o.o.');
    expect(await field('Miejscowość', buyer)).toHaveValue('Gdańsk');
    expect(await field('Kod pocztowy', buyer)).toHaveValue('80-718');
    await user.clear(await field('NIP', buyer));
    await user.type(await field('NIP', buyer), '1234563218');
    await user.click(within(buyer).getByRole('button', { name: 'Pobierz dane z GUS' }));
    expect(await within(buyer).findByText('Nie znaleziono firmy o tym numerze NIP')).toBeInTheDocument();
    expect(await field('Nazwa', buyer)).toHaveValue('Mazur Transport sp. z o.o.');
  });

  it('left untouched, is refused as an invoice of 0,00 zł, said at the price, keeping what was typed', async () => {
    const { db, history } = renderApp('/managerClientsCases/1001/invoice', { role: 'Manager' });
    const first = await screen.findByRole('group', { name: 'Pozycja 1' }, { timeout: 5000 });
    const before = db.invoices.length;
    await user.type(await field('Uwagi'), 'Płatne przelewem.');
    await user.click(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    expect(await screen.findByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(errorOf(await field('Cena netto', first))).toBe(
      'Faktura nie może być na 0,00 zł: podaj cenę większą od zera',
    );
    expect(db.invoices).toHaveLength(before);
    expect(history.location.pathname).toBe('/managerClientsCases/1001/invoice');
    expect(await field('Uwagi')).toHaveValue('Płatne przelewem.');
    // a price, and it is saved
    await user.type(await field('Cena netto', first), '100');
    await user.click(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/managerClientsCases\/1001\/invoice\/\d+$/));
    expect(db.invoices.at(-1)).toMatchObject({ grossTotal: 123, notes: 'Płatne przelewem.' });
  });

  it('at 390 px its summary fits: a phone’s line may break between a label and its amount, never inside one', async () => {
    renderApp('/managerClientsCases/1001/invoice', { role: 'Manager' });
    const first = await screen.findByRole('group', { name: 'Pozycja 1' }, { timeout: 5000 });
    await user.clear(await field('Cena netto', first));
    await user.type(await field('Cena netto', first), '1234567,89');
    // what a line keeps on one line: each amount, not a label with its amount (too wide for a phone)
    const unbreakable = [...summary().querySelectorAll<HTMLElement>(`.${phoneLineClass} span`)]
      .filter((span) => span.style.whiteSpace === 'nowrap')
      .map((span) => span.textContent?.replace(/\s/g, ' '));
    expect(unbreakable).toEqual(['1 234 567,89 zł', '283 950,61 zł', '1 234 567,89 zł', '283 950,61 zł']);
  });

  it('puts the server’s messages under the nested fields they name', async () => {
    renderApp('/cases/1001/invoice', {
      role: 'Manager',
      handlers: [
        http.post('*/api/Invoice', () =>
          HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { 'items[0].name': ['Nazwa jest zbyt ogólna.'] } },
            { status: 400 },
          ),
        ),
      ],
    });
    const first = await screen.findByRole('group', { name: 'Pozycja 1' }, { timeout: 5000 });
    await user.type(await field('Cena netto', first), '10');
    await user.click(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    await waitFor(async () =>
      expect(errorOf(await field('Nazwa towaru lub usługi', first))).toBe('Nazwa jest zbyt ogólna.'),
    );
  });

  it('is not offered to a client: the server decides, the screen says who issues invoices', async () => {
    renderApp('/yourCases/1001/invoice', { role: 'Client' });
    expect(
      await screen.findByText('Faktury wystawiają administratorzy i managerowie.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz fakturę' })).not.toBeInTheDocument();
  });
});

describe('a correction', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each line before and after and the difference to return, and needs its reason', async () => {
    const { db, history } = renderApp('/managerClientsCases/1008/invoice/5/correction', { role: 'Manager' });
    expect(
      await screen.findByText(/Korygujesz fakturę FV\/2026\/09\/0115 z dnia 2026-09-30/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const second = fieldset('Pozycja 2');
    await user.clear(await field('Ilość', second));
    await user.type(await field('Ilość', second), '1');
    const table = screen.getByRole('table', { name: 'Pozycje faktury' });
    expect(rowTexts(table)).toContain(
      '2 Obsługa kadrowo-płacowa – pracownik: 3 × 50,00 zł, 23% Obsługa kadrowo-płacowa – pracownik: 1 × 50,00 zł, 23% -100,00 zł -23,00 zł -123,00 zł',
    );
    expect(rowTexts(table)).toContain('Różnica -100,00 zł -23,00 zł -123,00 zł');
    await user.click(screen.getByRole('button', { name: 'Zapisz korektę' }));
    expect(errorOf(await field('Przyczyna korekty'))).toBe('To pole jest wymagane');
    await user.type(await field('Przyczyna korekty'), 'Jeden pracownik w okresie');
    await user.click(screen.getByRole('button', { name: 'Zapisz korektę' }));
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/managerClientsCases\/1008\/invoice\/\d+$/));
    expect(db.invoices.at(-1)).toMatchObject({
      kind: 'CorrectionInvoice',
      correctedInvoiceId: 5,
      number: null,
      grossTotal: -123,
    });
    const document_ = await screen.findByRole('article', {
      name: 'Dokument: Faktura korygująca bez numeru (wersja robocza)',
    });
    expect(within(document_).getByText('Korekta faktury FV/2026/09/0115 z dnia 2026-09-30')).toBeInTheDocument();
    expect(within(document_).getByText(/Do zwrotu: 123,00\s*zł/)).toBeInTheDocument();
  });

  it('is refused for a draft, and a published invoice is not edited', async () => {
    renderApp('/cases/1001/invoice/3/correction', { role: 'Admin' });
    expect(
      await screen.findByText('Korektę można wystawić do opublikowanej faktury VAT.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    renderApp('/cases/1001/invoice/2/edit', { role: 'Admin' });
    expect(
      await screen.findByText(
        'Tę fakturę opublikowano: zmiany wprowadza się fakturą korygującą.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('a draft edited twice', { timeout: 60_000 }, () => {
  it.each([
    ['/cases/1001/invoice/3', 'Admin'],
    ['/managerClientsCases/1001/invoice/3', 'Manager'],
    [`/managerClients/${demoPersonIds.Client}/cases/1001/invoice/3`, 'Manager'],
  ] as const)('%s/edit: reopened after a save, shows what was saved; a second save keeps both', async (draft, role) => {
    const { db, history } = renderApp(`${draft}/edit`, { role });
    await user.clear(await field('Miejsce wystawienia'));
    await user.type(await field('Miejsce wystawienia'), 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    await waitFor(() => expect(history.location.pathname).toBe(draft));
    expect(await screen.findByRole('link', { name: 'Edytuj' }, { timeout: 5000 })).toBeInTheDocument();
    // back to the form, as the browser's back button does: the router and the query cache remember the old copy
    history.back();
    await waitFor(() => expect(history.location.pathname).toBe(`${draft}/edit`));
    expect(await field('Miejsce wystawienia')).toHaveValue('Kraków');
    await user.type(await field('Uwagi'), 'Płatne przelewem.');
    await user.click(screen.getByRole('button', { name: 'Zapisz fakturę' }));
    await waitFor(() => expect(history.location.pathname).toBe(draft));
    expect(db.invoices.find((invoice) => invoice.id === 3)).toMatchObject({
      placeOfIssue: 'Kraków',
      notes: 'Płatne przelewem.',
    });
  });
});
