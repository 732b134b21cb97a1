// An amount written in Polish words, as an invoice states the sum to pay ("słownie"): the złoty in words with
// the right grammatical form, the grosze as a fraction of a hundred.

const ones = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const teens = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const tens = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const hundreds = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

/** The three forms of a counted noun: 1, 2–4 (not 12–14), the rest. */
type Forms = [one: string, few: string, many: string];
const scales: Forms[] = [
  ['', '', ''],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
];
const zloty: Forms = ['złoty', 'złote', 'złotych'];

function form(n: number, [one, few, many]: Forms) {
  if (n === 1) return one;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** 1–999 in words. */
function triple(n: number) {
  const lastTwo = n % 100;
  const words = [
    hundreds[Math.floor(n / 100)],
    lastTwo >= 10 && lastTwo < 20 ? teens[lastTwo - 10] : tens[Math.floor(lastTwo / 10)],
    lastTwo >= 10 && lastTwo < 20 ? '' : ones[n % 10],
  ];
  return words.filter(Boolean).join(' ');
}

/** A whole non-negative number in words ("zero" for 0). */
export function numberInWords(n: number): string {
  if (n === 0) return 'zero';
  const groups: string[] = [];
  for (let scale = 0, rest = n; rest > 0; scale += 1, rest = Math.floor(rest / 1000)) {
    const group = rest % 1000;
    if (!group) continue;
    // "tysiąc", not "jeden tysiąc"
    const count = scale > 0 && group === 1 ? '' : triple(group);
    groups.unshift([count, form(group, scales[scale])].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

/**
 * An amount in złoty in words: "tysiąc dwieście trzydzieści cztery złote 56/100". A negative amount (a correction
 * to return) is written as its absolute value with "minus" before it.
 */
export function amountInWords(amount: number): string {
  const grosze = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(grosze / 100);
  const words = `${numberInWords(whole)} ${form(whole, zloty)} ${String(grosze % 100).padStart(2, '0')}/100`;
  return amount < 0 && grosze > 0 ? `minus ${words}` : words;
}
