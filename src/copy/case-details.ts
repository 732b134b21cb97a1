import type {
  AccountingKind,
  Address,
  ClientProfile,
  ClientSize,
  CompanyLegalForm,
  LeadOutcome,
  Source,
  TaxForm,
  VatRate,
} from '@portal/sdk/model';

/** What a missing value shows on the case details screen. */
export const emptyValue = '—';

export const companyLegalFormLabels = {
  Other: 'Inna',
  JDG: 'Jednoosobowa działalność gospodarcza',
  SpC: 'Spółka cywilna',
  SpP: 'Spółka partnerska',
  SpK: 'Spółka komandytowa',
  SpKA: 'Spółka komandytowo-akcyjna',
  SpJ: 'Spółka jawna',
  SpZoo: 'Spółka z ograniczoną odpowiedzialnością',
  SA: 'Spółka akcyjna',
  PSA: 'Prosta spółka akcyjna',
  Foundation: 'Fundacja',
  FamilyFoundation: 'Fundacja rodzinna',
} as const satisfies Record<CompanyLegalForm, string>;

export const taxFormLabels = {
  Other: 'Inna',
  ProgressiveRate: 'Skala podatkowa',
  FlatRate: 'Podatek liniowy',
  LumpSum: 'Ryczałt od przychodów ewidencjonowanych',
  TaxCard: 'Karta podatkowa',
  CitSmall: 'CIT 9% (mały podatnik)',
  Cit: 'CIT 19%',
} as const satisfies Record<TaxForm, string>;

export const accountingKindLabels = {
  Kpir: 'Księga przychodów i rozchodów',
  Kp: 'Karta podatkowa',
  Pk: 'Pełna księgowość',
  R: 'Ryczałt ewidencjonowany',
  Agriculture: 'Gospodarstwo rolne',
} as const satisfies Record<AccountingKind, string>;

export const clientSizeLabels = {
  One: '1 osoba',
  Between2And3: '2–3 osoby',
  Between4And5: '4–5 osób',
  Between6And9: '6–9 osób',
  Between10And50: '10–50 osób',
  Over50: 'Powyżej 50 osób',
} as const satisfies Record<ClientSize, string>;

export const clientProfileLabels = {
  IndividualEmployee: 'Osoba fizyczna – pracownik',
  IndividualManager: 'Osoba fizyczna – kadra kierownicza',
  IndividualRetiree: 'Osoba fizyczna – emeryt',
  SelfEmployed: 'Samozatrudniony',
  MicroEntrepreneur: 'Mikroprzedsiębiorca',
  SmallEntrepreneur: 'Mały przedsiębiorca',
  MediumEntrepreneur: 'Średni przedsiębiorca',
  LargeEntrepreneur: 'Duży przedsiębiorca',
} as const satisfies Record<ClientProfile, string>;

export const vatRateLabels = {
  VAT23: '23%',
  VAT8: '8%',
  VAT5: '5%',
  ZW: 'zw. (zwolniony)',
  NP: 'np. (nie podlega)',
  OO: 'o.o. (odwrotne obciążenie)',
} as const satisfies Record<VatRate, string>;

export const leadSourceLabels = {
  External: 'Zewnętrzne',
  Personal: 'Własne',
  InHouse: 'Wewnętrzne',
  Other: 'Inne',
} as const satisfies Record<Source, string>;

export const leadOutcomeLabels = {
  None: 'Brak',
  InProgress: 'W toku',
  Won: 'Wygrana',
  Lost: 'Przegrana',
} as const satisfies Record<LeadOutcome, string>;

/** "Tak" / "Nie"; a missing flag shows the empty value. */
export const yesNo = (value: boolean | null | undefined) => (value == null ? emptyValue : value ? 'Tak' : 'Nie');

const money = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

/** Amounts in zł (spec 000 section 9): "412 000,00 zł". */
export const formatMoney = (amount: number | null | undefined) => (amount == null ? emptyValue : money.format(amount));

/** "ul. Marszałkowska 84/12, 00-514 Warszawa". */
export function formatAddress(address: Address | null | undefined): string {
  if (!address) return emptyValue;
  const building = [address.houseNumber, address.flatNumber].filter(Boolean).join('/');
  const street = [address.street, building].filter(Boolean).join(' ');
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ') || emptyValue;
}

/** "90 min". */
export const formatMinutes = (minutes: number | null | undefined) => (minutes == null ? emptyValue : `${minutes} min`);

/** The label of a manager on a case: their title, or "manager" (spec 000 section 6). */
export const managerTitleOf = (manager: { managerTitle?: { name: string } | null }) =>
  manager.managerTitle?.name || 'manager';

/** The rejection dialog of the case status selector (spec 000 sections 4, 5). */
export const rejectionCopy = {
  title: 'Odrzucenie sprawy',
  intro: 'Podaj powód odrzucenia. Zostanie wysłany jako komentarz do wszystkich uczestników sprawy.',
  reasonLabel: 'Powód odrzucenia',
  reasonRequired: 'Podaj powód odrzucenia sprawy',
  confirm: 'Odrzuć sprawę',
  cancel: 'Anuluj',
} as const;

/** The product picker's group of products without a department (spec 000 section 5). */
export const noDepartmentLabel = '(bez departamentu)';
