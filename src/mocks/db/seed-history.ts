import type { CaseField, CaseMessageRecipient } from '@portal/sdk/model';
import { managerRef, personName } from './refs';
import { cases } from './seed-cases';
import { casePeriods } from './seed-periods';
import type { DemoCaseHistory } from './types';

interface Extra {
  milestone?: string;
  file?: string;
  periodId?: number;
}

/** [case id, author id, created at, changed value, old value, new value, extra] */
type Row = [number, number, string, CaseField, string | null, string | null, Extra?];

// Values are stored as the API shows them: Polish labels for statuses, names for people and products.
const rows: Row[] = [
  // Case 1001: accounting of client 101.
  [1001, 103, '2026-09-02T10:15:00Z', 'CaseCreated', null, 'Księgowość 2026 – Kowalska Design'],
  [1001, 103, '2026-09-02T10:20:00Z', 'Expert', null, 'Magdalena Kamińska'],
  [1001, 103, '2026-09-02T10:21:00Z', 'Manager', null, 'Katarzyna Wiśniewska'],
  [1001, 103, '2026-09-02T10:25:00Z', 'Status', 'Zgłoszona', 'W toku'],
  [1001, 103, '2026-09-02T10:26:00Z', 'AccountingType', null, 'Księga przychodów i rozchodów'],
  [1001, 103, '2026-09-02T10:30:00Z', 'Agreement', null, null, { file: 'umowa_ksiegowa_kowalska_design.pdf' }],
  [1001, 103, '2026-09-02T10:35:00Z', 'Milestone', null, null, { milestone: 'Podpisanie umowy' }],
  [
    1001,
    101,
    '2026-09-03T08:10:00Z',
    'ClientPeriodAttachment',
    null,
    null,
    { periodId: 2001, file: 'FV_2026_08_001_sprzedaz.pdf' },
  ],
  [
    1001,
    101,
    '2026-09-03T08:11:00Z',
    'ClientPeriodAttachment',
    null,
    null,
    { periodId: 2001, file: 'wyciag_mbank_08_2026.pdf' },
  ],
  [1001, 105, '2026-09-05T12:00:00Z', 'Milestone', null, null, { milestone: 'Przekazanie dokumentów' }],
  [1001, 105, '2026-09-10T09:00:00Z', 'CasePeriodStatus', 'Nie rozpoczęto', 'W toku', { periodId: 2001 }],
  [
    1001,
    105,
    '2026-09-18T14:00:00Z',
    'ExpertPeriodAttachment',
    null,
    null,
    { periodId: 2001, file: 'JPK_V7M_08_2026.xml' },
  ],
  [1001, 105, '2026-09-18T14:04:00Z', 'SummaryField', null, 'Vat: 1240 zł', { periodId: 2001 }],
  [1001, 105, '2026-09-18T14:05:00Z', 'CasePeriodStatus', 'W toku', 'Zakończono', { periodId: 2001 }],
  [1001, 105, '2026-10-01T08:30:00Z', 'Milestone', null, null, { milestone: 'Otwarcie ksiąg' }],
  [1001, 101, '2026-10-06T18:20:00Z', 'CasePeriodStatus', 'W toku', 'Gotowy do księgowania', { periodId: 2002 }],
  [1001, 105, '2026-10-17T15:30:00Z', 'CasePeriodStatus', 'Gotowy do księgowania', 'Zakończono', { periodId: 2002 }],
  [
    1001,
    105,
    '2026-10-20T10:00:00Z',
    'AttachmentPaidStatus',
    'Nieopłacona',
    'Opłacona',
    { periodId: 2002, file: 'faktura_ikea_09_2026.pdf' },
  ],
  [
    1001,
    101,
    '2026-11-04T19:02:00Z',
    'ClientPeriodAttachment',
    null,
    null,
    { periodId: 2003, file: 'FV_2026_10_001_sprzedaz.pdf' },
  ],
  [
    1001,
    101,
    '2026-11-04T19:03:00Z',
    'ClientPeriodAttachment',
    null,
    null,
    { periodId: 2003, file: 'faktura_leasing_10_2026.pdf' },
  ],
  [1001, 101, '2026-11-05T09:10:00Z', 'CasePeriodStatus', 'W toku', 'Gotowy do księgowania', { periodId: 2003 }],
  [1001, 105, '2026-11-20T14:45:00Z', 'CasePeriodStatus', 'Nie rozpoczęto', 'W toku', { periodId: 2004 }],
  // Case 1002: foreign-currency loan lawsuit of client 101.
  [1002, 103, '2026-09-03T12:00:00Z', 'CaseCreated', null, 'Kredyt frankowy – pozew przeciwko bankowi'],
  [1002, 103, '2026-09-03T12:05:00Z', 'Expert', null, 'Marcin Lewandowski'],
  [1002, 103, '2026-09-03T12:10:00Z', 'Status', 'Zgłoszona', 'Ofertowanie'],
  [1002, 101, '2026-09-04T09:00:00Z', 'ClientAttachment', null, null, { file: 'pelnomocnictwo_kowalska.pdf' }],
  [1002, 103, '2026-09-04T09:30:00Z', 'Status', 'Ofertowanie', 'W toku'],
  [1002, 106, '2026-09-15T11:00:00Z', 'Plaintiff', null, 'Anna Kowalska'],
  [1002, 106, '2026-09-15T11:01:00Z', 'Defendant', null, 'Bank Hipoteczny Północ S.A.'],
  [1002, 106, '2026-09-15T11:02:00Z', 'Value', null, '412000'],
  [1002, 106, '2026-10-21T10:00:00Z', 'SecondInstanceStatus', 'W toku', 'Wygrana'],
  [1002, 106, '2026-10-21T10:01:00Z', 'Milestone', null, null, { milestone: 'Wyrok II instancji' }],
  [1002, 106, '2026-11-12T13:20:00Z', 'ExpertAttachment', null, null, { file: 'skarga_kasacyjna_banku.pdf' }],
  [1002, 106, '2026-11-12T13:21:00Z', 'CassationStatus', null, 'W toku'],
  [1002, 106, '2026-11-12T13:22:00Z', 'CassationSignature', null, 'II CSKP 214/26'],
  [1002, 103, '2026-11-12T16:00:00Z', 'Manager', 'Katarzyna Wiśniewska', 'Katarzyna Wiśniewska, Beata Olszewska'],
  // Case 1003: marketing offer.
  [1003, 130, '2026-10-14T09:30:00Z', 'CaseCreated', null, 'Kampania marketingowa na Instagramie'],
  [1003, 130, '2026-10-14T09:40:00Z', 'Product', 'Konsultacja z ekspertem', 'Kampania w mediach społecznościowych'],
  [1003, 130, '2026-10-15T08:00:00Z', 'Expert', null, 'Karolina Jabłońska'],
  [1003, 123, '2026-10-16T12:00:00Z', 'ExpertAttachment', null, null, { file: 'oferta_kampania_instagram.pdf' }],
  [1003, 130, '2026-10-16T12:02:00Z', 'Status', 'Zgłoszona', 'Ofertowanie'],
  // Case 1004, 1005, 1006 of client 101.
  [1004, 101, '2026-11-20T16:45:00Z', 'CaseCreated', null, 'Rekrutacja projektanta wnętrz'],
  [1005, 103, '2026-09-08T08:20:00Z', 'CaseCreated', null, 'Konsultacja podatkowa – ulga IP Box'],
  [1005, 105, '2026-09-14T15:00:00Z', 'ExpertAttachment', null, null, { file: 'opinia_ip_box.pdf' }],
  [1005, 105, '2026-09-14T15:10:00Z', 'Status', 'W toku', 'Zakończona'],
  [1006, 101, '2026-10-01T11:10:00Z', 'CaseCreated', null, 'Windykacja należności od kontrahenta'],
  [1006, 103, '2026-10-02T09:00:00Z', 'Manager', null, 'Katarzyna Wiśniewska'],
  [1006, 103, '2026-10-03T10:01:00Z', 'Status', 'Zgłoszona', 'Odrzucona'],
  // Other clients.
  [1008, 103, '2026-09-05T09:05:00Z', 'CompanyName', null, 'Mazur Transport'],
  [1008, 103, '2026-09-05T09:06:00Z', 'AccountingType', null, 'Pełna księgowość'],
  [1008, 122, '2026-10-06T08:25:00Z', 'CasePeriodStatus', 'Nie rozpoczęto', 'W toku', { periodId: 2005 }],
  [
    1008,
    110,
    '2026-10-06T12:05:00Z',
    'ClientPeriodAttachment',
    null,
    null,
    { periodId: 2005, file: 'faktury_paliwo_10_2026.zip' },
  ],
  [
    1009,
    120,
    '2026-09-30T11:30:00Z',
    'FirstInstanceCourt',
    null,
    'Sąd Rejonowy Gdańsk-Północ w Gdańsku, IX Wydział Gospodarczy',
  ],
  [1009, 120, '2026-10-05T09:00:00Z', 'FirstInstanceSignature', null, 'IX GC 1211/26'],
  [1009, 120, '2026-10-05T09:01:00Z', 'FirstInstanceJudgeName', null, 'SSR Marek Pawlak'],
  [1011, 105, '2026-11-02T10:00:00Z', 'Status', 'W toku', 'Zakończona'],
  [1013, 120, '2026-10-12T09:00:00Z', 'DeadLine', null, '2026-12-15'],
  [1015, 105, '2026-10-19T11:00:00Z', 'CasePeriodStatus', 'Gotowy do księgowania', 'Zakończono', { periodId: 2008 }],
  [1016, 115, '2026-11-19T12:30:00Z', 'CaseCreated', null, 'Ubezpieczenie OC działalności'],
  [1019, 132, '2026-10-08T10:00:00Z', 'Status', 'Zgłoszona', 'Odrzucona'],
  [1020, 123, '2026-10-13T14:30:00Z', 'Description', null, 'Wdrożenie CRM dla 12 handlowców z integracją poczty.'],
  [1021, 111, '2026-11-18T08:50:00Z', 'CaseCreated', null, 'Sprzedaż na Amazon – rejestracja VAT OSS'],
  [1025, 106, '2026-10-08T09:00:00Z', 'ExpertAttachment', null, null, { file: 'odpowiedz_na_pozew.pdf' }],
  [1027, 116, '2026-11-21T09:15:00Z', 'CaseCreated', null, 'Mediacja z bankiem – kredyt w EUR'],
  [1030, 103, '2026-10-17T09:00:00Z', 'Status', 'Zgłoszona', 'Odrzucona'],
];

const recipientsOf = (caseId: number, authorId: number): CaseMessageRecipient[] => {
  const item = cases.find((c) => c.id === caseId)!;
  const people: [CaseMessageRecipient['type'], number | null][] = [
    ['Client', item.clientId],
    ['Expert', item.expertId],
    ...item.managers.map((m): [CaseMessageRecipient['type'], number] => ['Manager', m.id]),
  ];
  return people
    .filter(([, id]) => id !== authorId && id !== null)
    .map(([type, id]) => ({ type, recipientId: id, recipient: managerRef(id!) }));
};

export const caseHistory: DemoCaseHistory[] = rows.map(
  ([caseId, authorId, createdAt, changedValueName, oldValue, newValue, extra = {}], index) => {
    const period = casePeriods.find((p) => p.id === extra.periodId);
    return {
      id: 8001 + index,
      caseId,
      caseName: cases.find((c) => c.id === caseId)!.name,
      createdAt,
      createdBy: personName(authorId),
      createdById: authorId,
      changedValueName,
      oldValue,
      newValue,
      milestoneName: extra.milestone ?? null,
      updatedAttachmentFileName: extra.file ?? null,
      casePeriodDetailsId: period?.id ?? null,
      casePeriodDetails: period ? { year: period.year, month: period.month } : null,
      recipients: recipientsOf(caseId, authorId),
    } satisfies DemoCaseHistory;
  },
);
