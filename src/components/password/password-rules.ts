import { registerApplicationUserBodyPasswordMin } from '@portal/sdk/limits/users';
import { passwordTexts as texts } from '../../copy/password';

/**
 * The password rules of spec 000 section 5, one by one, for the widget that ticks them as the user types; the
 * contract's pattern (`…PasswordRegExp`) states the same four, and the server checks them again. "Special" is
 * anything but a Latin letter, a digit or a space, and an uppercase letter is A–Z, as that pattern says.
 */
const rules = [
  {
    label: texts.minLength(registerApplicationUserBodyPasswordMin),
    met: (password: string) => password.length >= registerApplicationUserBodyPasswordMin,
  },
  { label: texts.digit, met: (password: string) => /[0-9]/.test(password) },
  { label: texts.uppercase, met: (password: string) => /[A-Z]/.test(password) },
  { label: texts.special, met: (password: string) => /[^A-Za-z0-9\s]/.test(password) },
];

/** Each rule with whether `password` meets it, in the spec's order. */
export const checkPassword = (password: string) => rules.map(({ label, met }) => ({ label, met: met(password) }));

/** Whether `password` meets every rule (a form sends it only then). */
export const meetsPasswordRules = (password: string) => rules.every(({ met }) => met(password));
