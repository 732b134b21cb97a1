// The demo's stand-in for the card provider's own pages (demo-card-provider.html, demo build only): the hosted
// payment page a settlement's "Zapłać" leads to, and the bank's 3-D Secure check. What the reviewer picks is what
// the provider would tell the server; the demo database (this browser's storage) takes it in directly.
import { createDb, type DemoDb } from '@/mocks/db/db';
import { findSettlement, keepSavedCard, markPaidByCard, setCardPaymentStatus } from '@/mocks/settlements/payments';
import { continueWith } from './page-address';
import { demoCardOfToken } from './test-cards';

type Child = Node | string;

function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const amount = (value: number) => new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(value);

function button(label: string, onClick: () => void, primary = false) {
  const element = h('button', { type: 'button', ...(primary && { class: 'primary' }) }, label);
  element.addEventListener('click', onClick);
  return element;
}

/** Only the portal's own pages are gone back to. */
function sameOriginUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, location.origin);
    return url.origin === location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function render(...children: Child[]) {
  document.getElementById('provider')!.replaceChildren(...children);
}

const demoNote = () =>
  h(
    'p',
    { class: 'demo-note' },
    'Ta strona zastępuje w wersji demonstracyjnej stronę operatora płatności. Żadne pieniądze nie są pobierane.',
  );

function notFound() {
  render(
    h('h1', {}, 'Nie znaleziono płatności'),
    h('p', {}, 'Ta płatność nie istnieje albo adres jest niepełny.'),
    h('a', { class: 'button', href: '/' }, 'Wróć do portalu'),
  );
}

function paymentPage(db: DemoDb, params: URLSearchParams, back: string) {
  const settlement = findSettlement(db, params.get('settlementId'));
  if (!settlement) return notFound();
  const finish = (statusCode: 'SUCCESS' | 'CANCELED', change: () => void) => {
    change();
    db.save();
    location.assign(continueWith(back, statusCode));
  };
  document.title = `Płatność ${amount(settlement.grossAmount)} (demo)`;
  render(
    h('h1', {}, 'Płatność kartą'),
    demoNote(),
    h(
      'dl',
      {},
      h('dt', {}, 'Odbiorca'),
      h('dd', {}, 'Portal Klienta'),
      h('dt', {}, 'Tytułem'),
      h('dd', {}, `Faktura ${settlement.invoiceNumber ?? ''}`.trim()),
      h('dt', {}, 'Sprawa'),
      h('dd', {}, settlement.case.name),
      h('dt', {}, 'Kwota'),
      h('dd', { class: 'amount' }, amount(settlement.grossAmount)),
    ),
    h(
      'div',
      { class: 'actions' },
      button('Zapłać', () => finish('SUCCESS', () => markPaidByCard(settlement)), true),
      button('Zapłać, potwierdzenie później', () =>
        finish('SUCCESS', () => setCardPaymentStatus(settlement, 'WAITING_FOR_CONFIMRATION')),
      ),
      // the payer's own cancel comes back as one, not as a failure
      button('Anuluj płatność', () => finish('CANCELED', () => setCardPaymentStatus(settlement, 'CANCELED'))),
    ),
  );
}

function secureCheckPage(db: DemoDb, params: URLSearchParams, back: string) {
  const purpose = params.get('purpose');
  const settlement = findSettlement(db, params.get('settlementId'));
  const card = demoCardOfToken(params.get('token') ?? '');
  const userId = Number(params.get('userId'));
  if (purpose === 'payment' ? !settlement : !card || !userId) return notFound();
  const masked = card?.cardNumberMasked ?? params.get('cardNumberMasked') ?? '';
  const confirm = () => {
    if (settlement) markPaidByCard(settlement);
    if (card) keepSavedCard(db, userId, params.get('token')!, card);
    db.save();
    location.assign(continueWith(back, 'SUCCESS'));
  };
  document.title = 'Weryfikacja 3-D Secure (demo)';
  render(
    h('h1', {}, 'Weryfikacja 3-D Secure'),
    demoNote(),
    h(
      'p',
      {},
      `Twój bank prosi o potwierdzenie karty ${masked.slice(-4) ? `•••• ${masked.slice(-4)}` : ''}`.trim() + '.',
    ),
    settlement ? h('p', {}, `Płatność: ${amount(settlement.grossAmount)}`) : '',
    h(
      'div',
      { class: 'actions' },
      button('Potwierdź', confirm, true),
      button('Odrzuć', () => location.assign(continueWith(back, 'ERROR'))),
    ),
  );
}

/**
 * The marketing site's pages the public checkout ends on (its build settings point here in the demo). They stand in
 * for the company's site, not the card provider's: the page's header says so.
 */
function marketingPage(page: string | null) {
  const success = page === 'success';
  document.title = `${success ? 'Płatność przyjęta' : 'Płatność w toku'} (demo)`;
  const header = document.querySelector('body > header');
  if (header) header.textContent = 'Serwis marketingowy · wersja demonstracyjna';
  render(
    h('h1', {}, success ? 'Dziękujemy za płatność' : 'Płatność jest jeszcze przetwarzana'),
    h(
      'p',
      { class: 'demo-note' },
      'Ta strona zastępuje w wersji demonstracyjnej stronę serwisu marketingowego, na którą kieruje publiczna płatność.',
    ),
    h(
      'p',
      {},
      success
        ? 'Płatność została zaksięgowana. Potwierdzenie otrzymasz e-mailem.'
        : 'Nie otrzymaliśmy jeszcze potwierdzenia od operatora płatności. Jeśli środki zostały pobrane, płatność zostanie zaksięgowana automatycznie.',
    ),
    h('a', { class: 'button', href: '/' }, 'Przejdź do portalu'),
  );
}

const params = new URLSearchParams(location.search);
const back = sameOriginUrl(params.get('continueUrl'));
const db = createDb();
if (params.get('operation') === 'marketing') marketingPage(params.get('page'));
else if (!back) notFound();
else if (params.get('operation') === 'pay') paymentPage(db, params, back);
else if (params.get('operation') === '3ds') secureCheckPage(db, params, back);
else notFound();
