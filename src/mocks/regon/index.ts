import { getGetRegonCompanyByNipMockHandler } from '@portal/sdk/mocks/regon';
import type { RegonCompany } from '@portal/sdk/model';
import { isValidNip } from '@/lib/registry-numbers';
import { notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { lazySchemas, validQuery } from '@/mocks/shared/validation';
import { register } from './register';

const schemas = lazySchemas(() => import('@portal/sdk/zod/regon'));

export const regonMessages = {
  badNip: 'Nieprawidłowy numer NIP',
  notFound: 'Nie znaleziono firmy o tym numerze NIP',
} as const;

/**
 * The REGON register as the demo knows it: the clients' companies, and a few businesses that are nobody's client yet
 * (register.ts), found by their NIP. A NIP whose check digit fails is refused (400) before the register is asked.
 */
export const regonHandlers = ({ db }: MockContext) => [
  getGetRegonCompanyByNipMockHandler(async ({ request }) => {
    const { nip } = validQuery((await schemas()).GetRegonCompanyByNipQueryParams, request, (query) => ({
      nip: isValidNip(query.nip) ? undefined : [regonMessages.badNip],
    }));
    const listed = register.find((c) => c.nip === nip);
    if (listed) return structuredClone(listed);
    const company = db.companies.find((c) => c.nip === nip);
    if (!company) throw notFound(regonMessages.notFound);
    return {
      nip,
      regon: company.regon ?? null,
      krs: company.krs ?? null,
      name: company.registeredName ?? company.name,
      legalForm: company.legalForm ?? null,
      address: company.address ?? null,
      pkdCode: company.pkdCode ?? null,
      startDate: company.businessStartDate ?? null,
      endDate: null,
    } satisfies RegonCompany;
  }),
];
