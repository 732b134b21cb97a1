import type {
  AccountingAttachmentType,
  AccountingType,
  CaseType,
  Milestone,
  Product,
  ProductType,
  SubscriptionDefinition,
} from '@portal/sdk/model';
import { departments } from './seed-people';

const CREATED = '2026-09-01T08:00:00Z';

/** [id, name, department id (null: none), case type, product type, net price (null: individual), description] */
const productRows: [number, string, number | null, CaseType, ProductType, number | null, string][] = [
  [1, 'Pełna księgowość', 1, 'Accounting', 'Subscription', 900, 'Księgi rachunkowe, sprawozdania i deklaracje.'],
  [2, 'Księga przychodów i rozchodów', 1, 'Accounting', 'Subscription', 350, 'KPiR z rozliczeniem VAT i ZUS.'],
  [3, 'Kadry i płace', 1, 'PeriodicOther', 'Subscription', 60, 'Listy płac, deklaracje ZUS i PIT.'],
  [4, 'Kredyt frankowy – pozew przeciwko bankowi', 2, 'ForeignCurrencyLoan', 'AdditionalService', 6000, ''],
  [5, 'Obrona przed pozwem banku', 2, 'ForeignCurrencyLoanDefense', 'AdditionalService', 5000, ''],
  [6, 'Skarga kasacyjna – kredyt frankowy', 2, 'ForeignCurrencyLoanCassation', 'AdditionalService', 8000, ''],
  [7, 'Mediacja z bankiem', 2, 'ForeignCurrencyLoanMediation', 'AdditionalService', 2500, ''],
  [8, 'Wezwanie do próby ugodowej', 2, 'ForeignCurrencyLoanSettlement', 'AdditionalService', 1500, ''],
  [9, 'Zwrot opłaty likwidacyjnej', 2, 'LiquidationFee', 'AdditionalService', null, 'Wynagrodzenie od sukcesu.'],
  [10, 'Unieważnienie umowy kredytu (UNWW)', 2, 'Unww', 'AdditionalService', 4000, ''],
  [11, 'Sprawa cywilna', 2, 'LawsuitCivil', 'AdditionalService', 3500, ''],
  [12, 'Sprawa karna', 2, 'LawsuitCriminal', 'AdditionalService', 4500, ''],
  [13, 'Pomoc prawna dla firm', 2, 'LegalAssistance', 'Subscription', 800, 'Stała obsługa prawna w abonamencie.'],
  [14, 'Rozwód', 2, 'Divorce', 'AdditionalService', 5500, ''],
  [15, 'Windykacja należności', 2, 'DebtCollection', 'AdditionalService', null, 'Prowizja od odzyskanej kwoty.'],
  [16, 'Kampania w mediach społecznościowych', 3, 'Marketing', 'AdditionalService', 3200, ''],
  [17, 'Sprzedaż na Amazon', 3, 'Amazon', 'AdditionalService', 2800, 'Rejestracja konta, VAT OSS i logistyka.'],
  [18, 'Wdrożenie systemu IT', 3, 'IT', 'AdditionalService', null, 'Wycena indywidualna.'],
  [19, 'Rekrutacja specjalistów', 4, 'Recruitment', 'AdditionalService', 7000, ''],
  [20, 'Leasing pojazdów i maszyn', 5, 'Leasing', 'Invest', null, ''],
  [21, 'Kredyt dla firm', 5, 'Loan', 'Invest', null, ''],
  [22, 'Ubezpieczenia firmowe', 5, 'Insurance', 'Invest', null, ''],
  [23, 'Inwestycje kapitałowe', 5, 'Investment', 'Invest', null, ''],
  [24, 'Akcje spółki GWE', 5, 'GweStock', 'Invest', null, 'Oferta akcji dla inwestorów.'],
  [25, 'Usługa niestandardowa', 5, 'Other', 'AdditionalService', null, ''],
  [26, 'Konsultacja z ekspertem', null, 'Consultation', 'AdditionalService', 250, 'Godzinna konsultacja online.'],
  [27, 'Audyt RODO (wycofany)', 2, 'LegalAssistance', 'AdditionalService', 1200, ''],
];

export const products: Product[] = productRows.map(
  ([id, name, departmentId, caseType, type, price, description]) =>
    ({
      id,
      name,
      description: description || null,
      departmentId,
      department: departments.find((d) => d.id === departmentId) ?? null,
      type,
      caseType,
      price,
      vatRate: 'VAT23',
      isActive: id !== 27,
      createdAt: CREATED,
    }) satisfies Product,
);

/** [product id, milestone names in order] */
const milestoneRows: [number, string[]][] = [
  [1, ['Podpisanie umowy', 'Przekazanie dokumentów', 'Otwarcie ksiąg', 'Pierwsze zamknięcie miesiąca']],
  [2, ['Podpisanie umowy', 'Przekazanie dokumentów', 'Pierwsze zamknięcie miesiąca']],
  [
    4,
    [
      'Analiza umowy kredytu',
      'Reklamacja do banku',
      'Złożenie pozwu',
      'Wyrok I instancji',
      'Wyrok II instancji',
      'Skarga kasacyjna',
    ],
  ],
  [5, ['Analiza pozwu', 'Odpowiedź na pozew', 'Wyrok I instancji']],
  [11, ['Wezwanie przedsądowe', 'Złożenie pozwu', 'Rozprawa', 'Wyrok']],
  [16, ['Brief', 'Strategia komunikacji', 'Uruchomienie kampanii', 'Raport końcowy']],
  [19, ['Profil stanowiska', 'Publikacja ogłoszeń', 'Rozmowy z kandydatami', 'Zatrudnienie']],
];

export const milestones: Milestone[] = milestoneRows.flatMap(([productId, names], groupIndex) =>
  names.map(
    (name, order) =>
      ({
        id: (groupIndex + 1) * 10 + order + 1,
        name,
        description: null,
        productId,
        order,
        createdAt: CREATED,
      }) satisfies Milestone,
  ),
);

export const accountingTypes = [
  {
    id: 1,
    name: 'Księga przychodów i rozchodów',
    kind: 'Kpir',
    description: 'Dla jednoosobowych działalności na skali lub liniowym.',
    monthlyPrice: 350,
    isActive: true,
    createdAt: CREATED,
  },
  { id: 2, name: 'Ryczałt ewidencjonowany', kind: 'R', description: null, monthlyPrice: 250, isActive: true },
  {
    id: 3,
    name: 'Pełna księgowość',
    kind: 'Pk',
    description: 'Spółki i większe firmy.',
    monthlyPrice: 900,
    isActive: true,
  },
  { id: 4, name: 'Karta podatkowa', kind: 'Kp', description: null, monthlyPrice: 150, isActive: false },
  { id: 5, name: 'Gospodarstwo rolne', kind: 'Agriculture', description: null, monthlyPrice: 300, isActive: true },
] satisfies AccountingType[];

export const accountingAttachmentTypes = [
  { id: 1, name: 'Faktura sprzedażowa', description: null, isActive: true, createdAt: CREATED },
  { id: 2, name: 'Faktura kosztowa', description: null, isActive: true, createdAt: CREATED },
  { id: 3, name: 'Wyciąg bankowy', description: 'Wyciąg z rachunku firmowego za miesiąc.', isActive: true },
  { id: 4, name: 'Lista płac', description: null, isActive: true, createdAt: CREATED },
  { id: 5, name: 'Deklaracja podatkowa', description: 'Przygotowana przez eksperta.', isActive: true },
] satisfies AccountingAttachmentType[];

export const subscriptionDefinitions = [
  {
    id: 1,
    name: 'Nielimitowane konsultacje – Standard',
    description: 'Konsultacje bez limitu z ekspertami z ponad 20 dziedzin.',
    productId: 26,
    product: { id: 26, name: 'Konsultacja z ekspertem' },
    monthlyPrice: 199,
    vatRate: 'VAT23',
    billingPeriodMonths: 1,
    noticePeriodMonths: 1,
    consultationLimit: null,
    isActive: true,
    createdAt: CREATED,
  },
  {
    id: 2,
    name: 'Księgowość w abonamencie – KPiR',
    description: 'Prowadzenie KPiR do 30 dokumentów miesięcznie.',
    productId: 2,
    product: { id: 2, name: 'Księga przychodów i rozchodów' },
    monthlyPrice: 350,
    vatRate: 'VAT23',
    billingPeriodMonths: 1,
    noticePeriodMonths: 1,
    consultationLimit: 2,
    isActive: true,
    createdAt: CREATED,
  },
  {
    id: 3,
    name: 'Pakiet Business',
    description: 'Pełna księgowość, kadry i obsługa prawna; cena ustalana indywidualnie.',
    productId: 1,
    product: { id: 1, name: 'Pełna księgowość' },
    monthlyPrice: null,
    vatRate: 'VAT23',
    billingPeriodMonths: 12,
    noticePeriodMonths: 1,
    consultationLimit: null,
    isActive: true,
    createdAt: CREATED,
  },
] satisfies SubscriptionDefinition[];
