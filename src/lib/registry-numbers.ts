// Check digits of the Polish registry numbers: NIP (tax number), REGON (statistical number, 9 or 14 digits) and
// KRS (court register number, 10 digits, no check digit). Each takes the number with or without dashes and spaces.

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The weighted sum of the leading digits modulo 11, compared with the last digit (10 counts as 0 where allowed). */
function checkDigitHolds(digits: string, weights: number[], tenMeansZero: boolean): boolean {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = sum % 11;
  if (check === 10) return tenMeansZero && digits.at(-1) === '0';
  return check === Number(digits.at(-1));
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

/** The NIP as ten digits, or null when it is not a valid NIP. */
export function normalNip(value: string): string | null {
  const digits = digitsOf(value);
  return /^\d{10}$/.test(digits) && checkDigitHolds(digits, NIP_WEIGHTS, false) ? digits : null;
}

export const isValidNip = (value: string) => normalNip(value) !== null;

export function isValidRegon(value: string): boolean {
  const digits = digitsOf(value);
  if (/^\d{9}$/.test(digits)) return checkDigitHolds(digits, REGON9_WEIGHTS, true);
  if (/^\d{14}$/.test(digits))
    return checkDigitHolds(digits.slice(0, 9), REGON9_WEIGHTS, true) && checkDigitHolds(digits, REGON14_WEIGHTS, true);
  return false;
}

export const isValidKrs = (value: string) => /^\d{10}$/.test(digitsOf(value));
