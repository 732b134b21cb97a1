/** A phone number as a `tel:` link: digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An e-mail address (from the API or the settings) as a `mailto:` link, encoded so it cannot add headers. */
export const mailtoHref = (email: string) => `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;
