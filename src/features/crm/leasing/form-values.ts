import { randomId } from '@mantine/hooks';
import type {
  AccountingKind,
  CompanyLegalForm,
  TaxForm,
  UserLeasingBasicInfo,
  UserLeasingClientsInput,
  UserLeasingCompany,
  UserLeasingDecisivePerson,
  UserLeasingFinances,
  UserLeasingObligationsInput,
  UserLeasingRepresentativesInput,
  UserLeasingShareholdersInput,
  UserLeasingSurvey,
} from '@portal/sdk/model';
import {
  SaveApplicationUserLeasingSurveyBasicInfoBody,
  SaveApplicationUserLeasingSurveyClientsBody,
  SaveApplicationUserLeasingSurveyCompanyBody,
  SaveApplicationUserLeasingSurveyDecisivePersonBody,
  SaveApplicationUserLeasingSurveyFinancesBody,
  SaveApplicationUserLeasingSurveyObligationsBody,
  SaveApplicationUserLeasingSurveyRepresentativesBody,
  SaveApplicationUserLeasingSurveyShareholdersBody,
} from '@portal/sdk/zod/users';
import type { z } from 'zod';
import type { AddressValues } from '@/components/users/person-form';
import { registryNumberMessages as messages, sharesOver100Message } from '@/copy/sales-labels';
import { isValidKrs, isValidNip, isValidRegon } from '@/lib/registry-numbers';
import { contractValidation } from '@/lib/validation';

// The eight sections' form values (texts as typed, numbers '' until given), the bodies they send, and their checks:
// the contract's, then the registry numbers' check digits and the shareholders' sum, in Polish.

/** The survey's sections, in the survey's order. */
export const SECTIONS = [
  'basicInfo',
  'company',
  'decisivePerson',
  'finances',
  'clients',
  'obligations',
  'representatives',
  'shareholders',
] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** Whether a section has been saved: a record section once it is there, a list once it has a row. */
export const isSaved = (survey: UserLeasingSurvey, key: SectionKey) => {
  const section = survey[key];
  return Array.isArray(section) ? section.length > 0 : !!section;
};

/** A number field as NumberInput holds it: a number, '' when empty (a text while it is not a number yet). */
export type Num = number | string;
const numOf = (value: number | null | undefined): Num => value ?? '';
/** An optional number: null when empty. */
const numOrNull = (value: Num) => (value === '' ? null : (value as number));
/** A required number: left out when empty (the contract then says it is required). */
const numOrMissing = (value: Num) => (value === '' ? undefined : value) as number;
const orNull = (text: string) => text.trim() || null;
/** A registry number as typed, without its spaces and dashes. */
const digits = (text: string) => text.replace(/[\s-]/g, '');

/** A failed check digit says so, not "Nieprawidłowy format". */
const badNumber = (text: string, isValid: (value: string) => boolean, message: string) =>
  digits(text) && !isValid(digits(text)) ? message : undefined;

/**
 * A section's `validate`: the contract's rules on the body the values make, then the section's own, whose messages
 * win for their field.
 */
function validation<V>(
  schema: z.ZodType,
  bodyOf: (values: V) => unknown,
  own: (values: V) => Record<string, string | undefined> = () => ({}),
) {
  const contract = contractValidation<V>(schema, bodyOf);
  return (values: V): Record<string, string> => {
    const errors = { ...contract(values) } as Record<string, string>;
    for (const [field, message] of Object.entries(own(values))) if (message) errors[field] = message;
    return errors;
  };
}

/** Every field path of the values (`address.city`, `clients.0.nip`, and each list's own): the server names them. */
export function fieldPaths(value: unknown, prefix = ''): string[] {
  const at = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key));
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, i) => fieldPaths(item, at(i)))];
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.entries(value)
      .filter(([key]) => key !== 'key')
      .flatMap(([key, field]) => fieldPaths(field, at(key)));
  return [prefix];
}

// 1. Basic information

export type BasicInfoValues = {
  subject: string;
  value: Num;
  condition: 'new' | 'used';
  periodMonths: Num;
  downPaymentPercent: Num;
  purpose: string;
};

export const basicInfoValues = ({ basicInfo: b }: UserLeasingSurvey): BasicInfoValues => ({
  subject: b?.subject ?? '',
  value: numOf(b?.value),
  // the contract's default: new
  condition: b?.isNew === false ? 'used' : 'new',
  periodMonths: numOf(b?.periodMonths),
  downPaymentPercent: numOf(b?.downPaymentPercent),
  purpose: b?.purpose ?? '',
});

export const basicInfoBody = (v: BasicInfoValues): UserLeasingBasicInfo => ({
  subject: v.subject.trim(),
  value: numOrMissing(v.value),
  isNew: v.condition === 'new',
  periodMonths: numOrMissing(v.periodMonths),
  downPaymentPercent: numOrNull(v.downPaymentPercent),
  purpose: orNull(v.purpose),
});

export const validateBasicInfo = validation(SaveApplicationUserLeasingSurveyBasicInfoBody, basicInfoBody);

// 2. Company

export type CompanyValues = {
  name: string;
  nip: string;
  regon: string;
  krs: string;
  legalForm: CompanyLegalForm | null;
  taxForm: TaxForm | null;
  foundedAt: string;
  address: AddressValues;
  employeeCount: Num;
  industry: string;
};

export const companyValues = ({ company: c }: UserLeasingSurvey): CompanyValues => ({
  name: c?.name ?? '',
  nip: c?.nip ?? '',
  regon: c?.regon ?? '',
  krs: c?.krs ?? '',
  legalForm: c?.legalForm ?? null,
  taxForm: c?.taxForm ?? null,
  foundedAt: c?.foundedAt ?? '',
  address: {
    street: c?.address?.street ?? '',
    houseNumber: c?.address?.houseNumber ?? '',
    flatNumber: c?.address?.flatNumber ?? '',
    postalCode: c?.address?.postalCode ?? '',
    city: c?.address?.city ?? '',
  },
  employeeCount: numOf(c?.employeeCount),
  industry: c?.industry ?? '',
});

/** The address given, its empty parts left out; null when nothing of it is given. */
function addressBody(a: AddressValues): UserLeasingCompany['address'] {
  if (!Object.values(a).some((part) => part.trim())) return null;
  const part = (text: string) => text.trim() || undefined;
  return {
    street: part(a.street),
    houseNumber: part(a.houseNumber),
    flatNumber: orNull(a.flatNumber),
    postalCode: part(a.postalCode),
    city: part(a.city),
  };
}

export const companyBody = (v: CompanyValues): UserLeasingCompany => ({
  name: v.name.trim(),
  nip: digits(v.nip),
  regon: digits(v.regon) || null,
  krs: digits(v.krs) || null,
  legalForm: v.legalForm,
  taxForm: v.taxForm,
  foundedAt: v.foundedAt || null,
  address: addressBody(v.address),
  employeeCount: numOrNull(v.employeeCount),
  industry: orNull(v.industry),
});

export const validateCompany = validation(SaveApplicationUserLeasingSurveyCompanyBody, companyBody, (v) => ({
  nip: badNumber(v.nip, isValidNip, messages.nip),
  regon: badNumber(v.regon, isValidRegon, messages.regon),
  krs: badNumber(v.krs, isValidKrs, messages.krs),
}));

// 3. Decisive person (and 7. the representatives, who have the same fields)

export type PersonValues = {
  firstName: string;
  lastName: string;
  position: string;
  phoneNumber: string;
  email: string;
};

const personValues = (p: UserLeasingDecisivePerson | null | undefined): PersonValues => ({
  firstName: p?.firstName ?? '',
  lastName: p?.lastName ?? '',
  position: p?.position ?? '',
  phoneNumber: p?.phoneNumber ?? '',
  email: p?.email ?? '',
});

const personBody = (v: PersonValues): UserLeasingDecisivePerson => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  position: orNull(v.position),
  phoneNumber: orNull(v.phoneNumber),
  email: orNull(v.email),
});

export const decisivePersonValues = (survey: UserLeasingSurvey) => personValues(survey.decisivePerson);
export const decisivePersonBody = personBody;
export const validateDecisivePerson = validation(SaveApplicationUserLeasingSurveyDecisivePersonBody, personBody);

// 4. Finances

/** A yes-or-no answer not given yet: null. */
export type YesNo = 'yes' | 'no' | null;
const yesNoOf = (value: boolean | null | undefined): YesNo => (value == null ? null : value ? 'yes' : 'no');
const booleanOf = (value: YesNo) => (value === null ? null : value === 'yes');

export type FinancesValues = {
  accountingKind: AccountingKind | null;
  revenueLastYear: Num;
  netProfitLastYear: Num;
  revenueCurrentYear: Num;
  netProfitCurrentYear: Num;
  hasTaxArrears: YesNo;
  hasSocialInsuranceArrears: YesNo;
};

export const financesValues = ({ finances: f }: UserLeasingSurvey): FinancesValues => ({
  accountingKind: f?.accountingKind ?? null,
  revenueLastYear: numOf(f?.revenueLastYear),
  netProfitLastYear: numOf(f?.netProfitLastYear),
  revenueCurrentYear: numOf(f?.revenueCurrentYear),
  netProfitCurrentYear: numOf(f?.netProfitCurrentYear),
  hasTaxArrears: yesNoOf(f?.hasTaxArrears),
  hasSocialInsuranceArrears: yesNoOf(f?.hasSocialInsuranceArrears),
});

export const financesBody = (v: FinancesValues): UserLeasingFinances => ({
  accountingKind: v.accountingKind,
  revenueLastYear: numOrNull(v.revenueLastYear),
  netProfitLastYear: numOrNull(v.netProfitLastYear),
  revenueCurrentYear: numOrNull(v.revenueCurrentYear),
  netProfitCurrentYear: numOrNull(v.netProfitCurrentYear),
  hasTaxArrears: booleanOf(v.hasTaxArrears),
  hasSocialInsuranceArrears: booleanOf(v.hasSocialInsuranceArrears),
});

export const validateFinances = validation(SaveApplicationUserLeasingSurveyFinancesBody, financesBody);

// 5.–8. The lists: each row keeps a key of its own while it is edited (the body has none)

const withKey = <T>(row: T) => ({ key: randomId(), ...row });
const withoutKey = <T extends { key: string }>({ key: _key, ...row }: T) => row;

export type ClientRow = {
  key: string;
  name: string;
  nip: string;
  revenueSharePercent: Num;
};
export type ClientsValues = { clients: ClientRow[] };

export const newClientRow = (): ClientRow => withKey({ name: '', nip: '', revenueSharePercent: '' });
export const clientsValues = (survey: UserLeasingSurvey): ClientsValues => ({
  clients: survey.clients.map((c) =>
    withKey({ name: c.name, nip: c.nip ?? '', revenueSharePercent: numOf(c.revenueSharePercent) }),
  ),
});
export const clientsBody = (v: ClientsValues): UserLeasingClientsInput => ({
  clients: v.clients.map(withoutKey).map((c) => ({
    name: c.name.trim(),
    nip: digits(c.nip) || null,
    revenueSharePercent: numOrNull(c.revenueSharePercent),
  })),
});
export const validateClients = validation(SaveApplicationUserLeasingSurveyClientsBody, clientsBody, (v) =>
  Object.fromEntries(v.clients.map((c, i) => [`clients.${i}.nip`, badNumber(c.nip, isValidNip, messages.nip)])),
);

export type ObligationRow = {
  key: string;
  creditor: string;
  kind: string;
  amount: Num;
  monthlyInstallment: Num;
  endDate: string;
};
export type ObligationsValues = { obligations: ObligationRow[] };

export const newObligationRow = (): ObligationRow =>
  withKey({ creditor: '', kind: '', amount: '', monthlyInstallment: '', endDate: '' });
export const obligationsValues = (survey: UserLeasingSurvey): ObligationsValues => ({
  obligations: survey.obligations.map((o) =>
    withKey({
      creditor: o.creditor,
      kind: o.kind ?? '',
      amount: numOf(o.amount),
      monthlyInstallment: numOf(o.monthlyInstallment),
      endDate: o.endDate ?? '',
    }),
  ),
});
export const obligationsBody = (v: ObligationsValues): UserLeasingObligationsInput => ({
  obligations: v.obligations.map(withoutKey).map((o) => ({
    creditor: o.creditor.trim(),
    kind: orNull(o.kind),
    amount: numOrMissing(o.amount),
    monthlyInstallment: numOrNull(o.monthlyInstallment),
    endDate: o.endDate || null,
  })),
});
export const validateObligations = validation(SaveApplicationUserLeasingSurveyObligationsBody, obligationsBody);

export type RepresentativeRow = PersonValues & { key: string };
export type RepresentativesValues = { representatives: RepresentativeRow[] };

export const newRepresentativeRow = (): RepresentativeRow => withKey(personValues(null));
export const representativesValues = (survey: UserLeasingSurvey): RepresentativesValues => ({
  representatives: survey.representatives.map((r) => withKey(personValues(r))),
});
export const representativesBody = (v: RepresentativesValues): UserLeasingRepresentativesInput => ({
  representatives: v.representatives.map(withoutKey).map(personBody),
});
export const validateRepresentatives = validation(
  SaveApplicationUserLeasingSurveyRepresentativesBody,
  representativesBody,
);

export type ShareholderRow = {
  key: string;
  name: string;
  isNaturalPerson: boolean;
  sharePercent: Num;
};
export type ShareholdersValues = { shareholders: ShareholderRow[] };

export const newShareholderRow = (): ShareholderRow => withKey({ name: '', isNaturalPerson: true, sharePercent: '' });
export const shareholdersValues = (survey: UserLeasingSurvey): ShareholdersValues => ({
  shareholders: survey.shareholders.map((s) =>
    withKey({ name: s.name, isNaturalPerson: s.isNaturalPerson ?? true, sharePercent: numOf(s.sharePercent) }),
  ),
});
export const shareholdersBody = (v: ShareholdersValues): UserLeasingShareholdersInput => ({
  shareholders: v.shareholders.map(withoutKey).map((s) => ({
    name: s.name.trim(),
    isNaturalPerson: s.isNaturalPerson,
    sharePercent: numOrMissing(s.sharePercent),
  })),
});

/** The shares typed so far, added in hundredths of a percent (33,33 + 33,33 + 33,34 is 100). */
export const shareSum = (rows: ShareholderRow[]) =>
  rows.reduce((sum, row) => sum + (typeof row.sharePercent === 'number' ? Math.round(row.sharePercent * 100) : 0), 0) /
  100;

export const validateShareholders = validation(
  SaveApplicationUserLeasingSurveyShareholdersBody,
  shareholdersBody,
  (v) => ({
    shareholders: shareSum(v.shareholders) > 100 ? sharesOver100Message : undefined,
  }),
);
