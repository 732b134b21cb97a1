import { registerApplicationUserBodyPasswordMin } from '@portal/sdk/limits/users';
import { passwordTexts as texts } from '@/copy/password';

/**
 * The password rules of spec 000 section 5, one by one, for the widget that ticks them as the user types; the
 * contract's pattern (`…PasswordRegExp`) states the same four, and the server checks them again. Letters are the
 * Latin and the Polish ones, as in that pattern: "Ł" is an uppercase letter, "ą" is not a special character.
 */
const UPPERCASE = /[A-ZĄĆĘŁŃÓŚŹŻ]/;
const SPECIAL = /[^A-Za-z0-9\sąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const rules = [
  {
    label: texts.minLength(registerApplicationUserBodyPasswordMin),
    met: (password: string) => password.length >= registerApplicationUserBodyPasswordMin,
  },
  { label: texts.digit, met: (password: string) => /[0-9]/.test(password) },
  { label: texts.uppercase, met: (password: string) => UPPERCASE.test(password) },
  { label: texts.special, met: (password: string) => SPECIAL.test(password) },
];

/** Each rule with whether `password` meets it, in the spec's order. */
export const checkPassword = (password: string) => rules.map(({ label, met }) => ({ label, met: met(password) }));

/** Whether `password` meets every rule (a form sends it only then). */
export const meetsPasswordRules = (password: string) => rules.every(({ met }) => met(password));
