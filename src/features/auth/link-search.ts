/** The search of an e-mailed link (`?email=…&token=…`): text values only, anything else left out. */
export interface LinkSearch {
  email?: string;
  token?: string;
}

const MAX_LENGTH = 512;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.length <= MAX_LENGTH ? value.trim() : undefined;

export const parseLinkSearch = (raw: Record<string, unknown>): LinkSearch => {
  const search: LinkSearch = {};
  const email = text(raw.email);
  const token = text(raw.token);
  if (email) search.email = email;
  if (token) search.token = token;
  return search;
};
