import type {
  AttachmentType,
  CaseField,
  CaseResult,
  CaseStatus,
  CaseType,
  MeetingType,
  ParticipantRole,
  PeriodStatus,
  PlanKind,
} from '@portal/sdk/model';

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
/** The label of the "report a new case" link button and the empty-list call to action. */
export const reportCaseLabel = 'Zgłoś nową sprawę';
/** Period as year-month with a two-digit month (spec 000 section 9). */
export const formatPeriod = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

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
} as const satisfies Record<CaseField, string>;
