import type { Case } from '@portal/sdk/model';

/**
 * The companies of each client, as their cases name them (`Case.companyName`; the API has no company of a user):
 * each name once, in the order of the cases given (newest first).
 */
export function companiesByClient(cases: readonly Pick<Case, 'clientId' | 'companyName'>[]) {
  const companies = new Map<number, string[]>();
  for (const { clientId, companyName } of cases) {
    const name = companyName?.trim();
    if (!name) continue;
    const names = companies.get(clientId) ?? [];
    if (!names.includes(name)) companies.set(clientId, [...names, name]);
  }
  return companies;
}
