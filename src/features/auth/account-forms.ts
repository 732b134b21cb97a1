import { validationMessages } from '@/copy/validation';

/**
 * An e-mail address as a person types it: something@domain.tld. The server checks it again with the contract's
 * rule; the public forms do not load the contract's schemas for this one field.
 */
export const emailError = (email: string) =>
  !email.trim()
    ? validationMessages.required
    : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
      ? null
      : validationMessages.email;
