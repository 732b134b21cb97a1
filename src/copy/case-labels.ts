import type {
  AccountingKind,
  AttachmentType,
  CaseField,
  CaseResult,
  CaseStatus,
  CaseType,
  ClientProfile,
  ClientSize,
  CompanyLegalForm,
  KnownCaseField,
  LeadOutcome,
  MeetingType,
  ParticipantRole,
  PeriodStatus,
  PersonName,
  PlanKind,
  ProductType,
  Source,
  TaxForm,
  VatRate,
} from '@portal/sdk/model';
import { fullName } from './people';

/** Case status names (spec 000 section 4); anything else shows "Brak". */
export const caseStatusLabels = {
  New: 'Zgłoszona',
  Offering: 'Ofertowanie',
  InProgress: 'W toku',
  Done: 'Zakończona',
  Rejected: 'Odrzucona',
} as const satisfies Record<CaseStatus, string>;

/** Accounting period status names (spec 000 section 4). */
export const periodStatusLabels = {
  NotStarted: 'Nie rozpoczęto',
  InProgress: 'W toku',
  ReadyForAccounting: 'Gotowy do księgowania',
  Done: 'Zakończono',
} as const satisfies Record<PeriodStatus, string>;

/** Case result names (spec 000 section 4). */
export const caseResultLabels = {
  None: 'Brak',
  InProgress: 'W toku',
  Won: 'Wygrana',
  Lost: 'Przegrana',
} as const satisfies Record<CaseResult, string>;

/** In an organisation context an InProgress case reads "Zaakceptowane" (spec 000 section 4). */
export const caseStatusLabelsFor = (inOrganisation: boolean): Record<CaseStatus, string> =>
  inOrganisation ? { ...caseStatusLabels, InProgress: 'Zaakceptowane' } : caseStatusLabels;

/** The case statuses as select options. */
export const caseStatusOptions = (inOrganisation: boolean) =>
  Object.entries(caseStatusLabelsFor(inOrganisation)).map(([value, label]) => ({ value, label }));

/** Label of a case status; anything unknown (or missing) shows "Brak". */
export const caseStatusLabel = (status: string | null | undefined, inOrganisation = false): string =>
  (caseStatusLabelsFor(inOrganisation) as Record<string, string>)[status ?? ''] ?? 'Brak';

/** Style class of each case status (spec 000 section 4). */
export const caseStatusClasses = {
  New: 'new',
  Offering: 'offering',
  InProgress: 'inProgress',
  Done: 'done',
  Rejected: 'rejected',
} as const satisfies Record<CaseStatus, string>;

/** Product (case) type names (spec 000 section 3); anything without a name shows "Inna". */
export const caseTypeLabels = {
  ForeignCurrencyLoan: 'Kredyt frankowy – pozew przeciwko bankowi',
  ForeignCurrencyLoanDefense: 'Kredyt frankowy – obrona przed pozwem banku',
  ForeignCurrencyLoanCassation: 'Kredyt frankowy – skarga kasacyjna',
  ForeignCurrencyLoanMediation: 'Kredyt frankowy – mediacja',
  ForeignCurrencyLoanSettlement: 'Kredyt frankowy – wezwanie do próby ugodowej',
  LiquidationFee: 'Opłata likwidacyjna',
  Unww: 'UNWW',
  LawsuitCivil: 'Sprawa cywilna',
  LawsuitCriminal: 'Sprawa karna',
  LegalAssistance: 'Pomoc prawna',
  Divorce: 'Rozwód',
  Accounting: 'Księgowość',
  Recruitment: 'Rekrutacja',
  Leasing: 'Leasing',
  Insurance: 'Ubezpieczenia',
  Loan: 'Kredyt',
  Consultation: 'Konsultacja',
  Marketing: 'Marketing',
  Amazon: 'Amazon',
  GweStock: 'Akcje spółki',
  Investment: 'Inwestycje',
  IT: 'IT',
  DebtCollection: 'Windykacja',
  Other: 'Inna',
  PeriodicOther: 'Inna okresowa',
} as const satisfies Record<CaseType, string>;

export const caseTypeLabel = (type: string | null | undefined): string =>
  (caseTypeLabels as Record<string, string>)[type ?? ''] ?? 'Inna';

/** How a product is sold (spec 001 names the values only). */
export const productTypeLabels = {
  Subscription: 'Abonament',
  AdditionalService: 'Usługa dodatkowa',
  Invest: 'Inwestycja',
} as const satisfies Record<ProductType, string>;

/** Label of a period status; a missing status counts as NotStarted (spec 000 section 4). */
export const periodStatusLabel = (status: PeriodStatus | null | undefined): string =>
  periodStatusLabels[status ?? 'NotStarted'];

/** Comment recipient types (spec 000 section 6); a manager is labelled with their title or "manager". */
export const participantLabels = {
  Client: 'klient',
  Expert: 'ekspert',
  Patron: 'opiekun',
  Manager: 'manager',
} as const satisfies Record<ParticipantRole, string>;

/** A participant as comments, history entries and the case's people name them (a manager may carry a title). */
type Participant = PersonName & { managerTitle?: { name: string } | null };

/** "klient", "ekspert", "opiekun"; a manager by their title, else "manager" (spec 000 section 6). */
const participantRoleLabel = (type: ParticipantRole, managerTitle?: string | null): string =>
  type === 'Manager' && managerTitle ? managerTitle : participantLabels[type];

/** "Anna Kowalska (klient)"; only the role when nobody is known. */
export function recipientLabel(type: ParticipantRole, person?: Participant | null): string {
  const role = participantRoleLabel(type, person?.managerTitle?.name);
  return person ? `${fullName(person)} (${role})` : role;
}

/** Meeting places and plan kinds. */
export const meetingTypeLabels = {
  FaceToFaceAtGWE: 'Spotkanie w biurze',
  Remote: 'Spotkanie zdalne',
  FaceToFaceAtClients: 'Spotkanie u klienta',
} as const satisfies Record<MeetingType, string>;

export const planKindLabels = {
  Planned: 'Planowane',
  Actual: 'Odbyte',
} as const satisfies Record<PlanKind, string>;

export const attachmentTypeLabels = {
  Other: 'Inny',
  Agreement: 'Umowa',
  Invoice: 'Faktura',
} as const satisfies Record<AttachmentType, string>;

/** Tooltip of the period status selector: Done is reached only by sending the summary. */
export const periodDoneTooltip = 'Wyślij podsumowanie aby zakończyć okres rozliczeniowy';
/** The info message for an empty comment (spec 000 section 5). */
export const emptyCommentMessage = 'Komentarz do sprawy nie może być pusty';
/** Period as year-month with a two-digit month (spec 000 section 9). */
export const formatPeriod = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The standard lines of a period summary, by the API's `fieldName`. */
export const summaryFieldNames = {
  Vat: 'VAT',
  CorporateTax: 'CIT',
  PersonalTax: 'PIT',
  Insurance: 'ZUS',
} as const satisfies Record<string, string>;

/** Polish names of the tracked case values (spec 000 section 3, "Tracked case change names"). */
export const caseFieldLabels = {
  Status: 'Status',
  Type: 'Typ',
  Product: 'Produkt',
  Expert: 'Ekspert',
  Manager: 'Manager',
  CompanyName: 'Nazwa firmy',
  Description: 'Opis',
  CasePeriodStatus: 'Status okresu rozliczeniowego',
  AttachmentDescription: 'Opis załącznika',
  Agreement: 'Umowa',
  ClientAttachment: 'Załącznik klienta',
  ExpertAttachment: 'Załącznik eksperta',
  ClientPeriodAttachment: 'Załącznik klienta w okresie rozliczeniowym',
  ExpertPeriodAttachment: 'Załącznik eksperta w okresie rozliczeniowym',
  BeginDate: 'Data rozpoczęcia',
  Name: 'Nazwa',
  DeadLine: 'Termin',
  Plaintiff: 'Powód',
  Defendant: 'Pozwany',
  Value: 'Wartość przedmiotu sporu',
  FirstInstanceStatus: 'I instancja – status',
  FirstInstanceJudgeName: 'I instancja – sędzia',
  FirstInstanceCourt: 'I instancja – sąd',
  FirstInstanceSignature: 'I instancja – sygnatura',
  SecondInstanceStatus: 'II instancja – status',
  SecondInstanceJudgeName: 'II instancja – sędzia',
  SecondInstanceCourt: 'II instancja – sąd',
  SecondInstanceSignature: 'II instancja – sygnatura',
  CassationStatus: 'Kasacja – status',
  CassationJudgeName: 'Kasacja – sędzia',
  CassationCourt: 'Kasacja – sąd',
  CassationSignature: 'Kasacja – sygnatura',
  RegisterRemoval: 'Usunięcie z rejestru dłużników',
  BikRemoval: 'Usunięcie wpisu z BIK',
  Vat: 'Podsumowanie VAT',
  CorporateTax: 'Podsumowanie CIT',
  PersonalTax: 'Podsumowanie PIT',
  Insurance: 'Podsumowanie ZUS',
  Message: 'Wiadomość',
  Milestone: 'Etap',
  Leader: 'Lider',
  AccountingType: 'Rodzaj księgowości',
  Subscription: 'Abonament',
  SummaryField: 'Pole podsumowania',
  CalendarEvent: 'Wydarzenie w kalendarzu',
  Lead: 'Lead',
  CaseCreated: 'Utworzenie sprawy',
  UserCreated: 'Utworzenie użytkownika',
  AttachmentPaidStatus: 'Status opłacenia załącznika',
  Other: 'Inne',
} as const satisfies Record<KnownCaseField, string>;

const isKnownCaseField = (field: CaseField): field is KnownCaseField => Object.hasOwn(caseFieldLabels, field);

/** The Polish name of a tracked case value; undefined for a name the server sends beyond the known list. */
export const caseFieldLabel = (field: CaseField): string | undefined =>
  isKnownCaseField(field) ? caseFieldLabels[field] : undefined;

/** Company, tax, billing and lead values shown on the case details. */
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

/** The VAT rates as a select's choices, in the contract's order. */
export const vatRateOptions = (Object.keys(vatRateLabels) as VatRate[]).map((rate) => ({
  value: rate,
  label: vatRateLabels[rate],
}));

export const leadSourceLabels = {
  External: 'Zewnętrzne',
  Personal: 'Własne',
  InHouse: 'Wewnętrzne',
  Other: 'Inne',
} as const satisfies Record<Source, string>;

/** A lead's outcome takes the four values of a case result (spec 001), named alike. */
export const leadOutcomeLabels = caseResultLabels satisfies Record<LeadOutcome, string>;
