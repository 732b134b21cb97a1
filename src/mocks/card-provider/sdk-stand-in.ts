// The demo's stand-in for the card provider's browser SDK (PayU's Secure Form): the same calls, with plain inputs
// where the provider puts its frames, and the test cards of test-cards.ts deciding what the provider answers.
// How the script arrives is the reviewer's to pick (`portalDemo.cardSdk('slow' | 'missing')`, or the buttons
// under the fields): at once, after 5 s, or never.
import type {
  CardSdk,
  SecureField,
  SecureFieldMessage,
  SecureFieldOptions,
  SecureFieldType,
  SendCvvResult,
  TokenizeResult,
} from '@/lib/card-sdk/types';
import { sendCvvToDemoProvider } from './send-cvv';
import { demoCardToken, demoTestCards, maskCardNumber } from './test-cards';

export type CardSdkArrival = 'normal' | 'slow' | 'missing';
/** How the script arrives next time (read once, then forgotten). */
export const CARD_SDK_ARRIVAL_KEY = 'portal-demo-card-sdk';
export const SLOW_SCRIPT_MS = 5000;

const messages: Record<string, [SecureFieldType, string]> = {
  'error.validation.card.empty': ['number', 'Podaj numer karty'],
  'error.validation.card.length': ['number', 'Numer karty ma nieprawidłową długość'],
  'error.validation.card.number': ['number', 'Nieprawidłowy numer karty'],
  'error.validation.expDate.empty': ['date', 'Podaj datę ważności karty'],
  'error.validation.expDate.value': ['date', 'Nieprawidłowa data ważności karty'],
  'error.validation.expDate.past': ['date', 'Karta utraciła ważność'],
  'error.validation.cvv.empty': ['cvv', 'Podaj kod CVV'],
  'error.validation.cvv.value': ['cvv', 'Nieprawidłowy kod CVV'],
  'error.send.cvv': ['cvv', 'Nie udało się przekazać kodu CVV'],
};
const message = (code: string): SecureFieldMessage => {
  const [source, text] = messages[code] ?? ['cvv', code];
  return { type: 'validation', code, message: text, source };
};

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, i) => {
    const d = Number(char) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

function numberError(value: string) {
  const digits = value.replace(/\s/g, '');
  if (!digits) return 'error.validation.card.empty';
  if (!/^\d{13,19}$/.test(digits)) return 'error.validation.card.length';
  return luhn(digits) ? undefined : 'error.validation.card.number';
}

function dateError(value: string, today = new Date()) {
  if (!value.trim()) return 'error.validation.expDate.empty';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'error.validation.expDate.value';
  const [month, year] = [Number(match[1]), 2000 + Number(match[2])];
  return year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1
    ? 'error.validation.expDate.past'
    : undefined;
}

const cvvError = (value: string) =>
  !value.trim()
    ? 'error.validation.cvv.empty'
    : /^\d{3}$/.test(value.trim())
      ? undefined
      : 'error.validation.cvv.value';

/** One secure field: an input where the provider would put its frame. */
function standInField(
  type: SecureFieldType,
  options: SecureFieldOptions,
  fields: Map<SecureFieldType, HTMLInputElement>,
) {
  const input = document.createElement('input');
  input.type = 'text';
  input.inputMode = 'numeric';
  input.setAttribute('autocomplete', { number: 'cc-number', date: 'cc-exp', cvv: 'cc-csc' }[type]);
  input.placeholder = options.placeholder?.[type] ?? '';
  if (options.frameTitle) input.setAttribute('aria-label', options.frameTitle);
  input.className = 'demo-secure-field';
  const ready: (() => void)[] = [];
  const field: SecureField = {
    render(selector) {
      document.querySelector(selector)?.replaceChildren(input, ...(type === 'number' ? [reviewerHint()] : []));
      fields.set(type, input);
      setTimeout(() => ready.forEach((handler) => handler()));
      return field;
    },
    on(event, handler) {
      if (event === 'ready') ready.push(handler);
      else input.addEventListener(event, handler);
      return field;
    },
    focus: () => (input.focus(), field),
    clear: () => ((input.value = ''), field),
    remove() {
      input.remove();
      if (fields.get(type) === input) fields.delete(type);
      return field;
    },
  };
  return field;
}

function standInSdk(): CardSdk {
  const fields = new Map<SecureFieldType, HTMLInputElement>();
  const value = (type: SecureFieldType) => fields.get(type)?.value ?? '';
  return {
    secureForms: () => ({ add: (type, options = {}) => standInField(type, options, fields) }),
    async tokenize(): Promise<TokenizeResult> {
      const errors = [numberError(value('number')), dateError(value('date')), cvvError(value('cvv'))].filter(
        (code): code is string => !!code,
      );
      if (errors.length) return { status: 'ERROR', error: { messages: errors.map(message) } };
      const number = value('number').replace(/\s/g, '');
      const [month, year] = value('date')
        .split('/')
        .map((part) => Number(part.trim()));
      const known = demoTestCards.find((card) => card.number === number);
      const card = {
        cardBrand: known?.brand ?? (number.startsWith('5') ? 'MASTERCARD' : 'VISA'),
        cardNumberMasked: maskCardNumber(number),
        cardExpirationMonth: month,
        cardExpirationYear: 2000 + year,
      };
      return { status: 'SUCCESS', body: { token: demoCardToken(card), mask: card.cardNumberMasked } };
    },
    async sendCvv(refReqId): Promise<SendCvvResult> {
      const invalid = cvvError(value('cvv'));
      if (invalid) return { status: 'ERROR', error: { messages: [message(invalid)] } };
      const sent = await sendCvvToDemoProvider(refReqId, value('cvv').trim());
      return sent.ok ? { status: 'SUCCESS' } : { status: 'ERROR', error: { messages: [message(sent.code)] } };
    },
    extractRefReqId: (input) => new URL(input, window.location.origin).searchParams.get('refReqId') ?? '',
  };
}

/** How this visit's script arrives: as the reviewer asked last (once), else at once. */
function takeArrival(): CardSdkArrival {
  const arrival = sessionStorage.getItem(CARD_SDK_ARRIVAL_KEY);
  sessionStorage.removeItem(CARD_SDK_ARRIVAL_KEY);
  return arrival === 'slow' || arrival === 'missing' ? arrival : 'normal';
}

/** Under the number: the test cards, and how the script should arrive next time (demo only). */
function reviewerHint() {
  const hint = document.createElement('details');
  hint.className = 'demo-secure-hint';
  const summary = document.createElement('summary');
  summary.textContent = 'Karty testowe (demo)';
  const list = document.createElement('ul');
  list.append(
    ...demoTestCards.map((card) => {
      const item = document.createElement('li');
      item.textContent = `${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}: ${card.label}`;
      return item;
    }),
  );
  const next = document.createElement('p');
  next.textContent = 'Dowolna przyszła data ważności i dowolny kod CVV z 3 cyfr.';
  const arrivals = (
    [
      ['slow', 'Następnym razem skrypt operatora za 5 s'],
      ['missing', 'Następnym razem bez skryptu operatora'],
    ] as const
  ).map(([arrival, label]) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', () => sessionStorage.setItem(CARD_SDK_ARRIVAL_KEY, arrival));
    return button;
  });
  hint.append(summary, list, next, ...arrivals);
  return hint;
}

/** The stand-in "script": `window.PayU` appears as the arrival says. */
export function installCardSdkStandIn(arrival: CardSdkArrival = takeArrival()) {
  if (arrival === 'missing') return;
  const install = () => (window.PayU = () => standInSdk());
  if (arrival === 'slow') setTimeout(install, SLOW_SCRIPT_MS);
  else install();
}
