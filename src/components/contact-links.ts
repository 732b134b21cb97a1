/** A phone number as a `tel:` link: digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An e-mail address (from the API or the settings) as a `mailto:` link, encoded so it cannot add headers. */
export const mailtoHref = (email: string) => `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;

/** An address from the API as a link target only when it is a web address (http or https); else none. */
export function webHref(address: string): string | undefined {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
