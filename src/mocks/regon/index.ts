import { getGetRegonCompanyByNipMockHandler } from '@portal/sdk/mocks/regon';
import type { RegonCompany } from '@portal/sdk/model';
import { notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { lazySchemas, validQuery } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/regon'));

/** The REGON register as the demo knows it: the clients' companies, found by their NIP. */
export const regonHandlers = ({ db }: MockContext) => [
  getGetRegonCompanyByNipMockHandler(async ({ request }) => {
    const { nip } = validQuery((await schemas()).GetRegonCompanyByNipQueryParams, request);
    const company = db.companies.find((c) => c.nip === nip);
    if (!company) throw notFound('Nie znaleziono firmy o tym numerze NIP');
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
