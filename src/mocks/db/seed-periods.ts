import type {
  CaseAttachment,
  CasePeriod,
  CasePeriodChecklistItem,
  CasePeriodSummaryField,
  PeriodStatus,
} from '@portal/sdk/model';
import { ids } from './seed-ids';

const CHECKLIST = ['Faktury sprzedażowe', 'Faktury kosztowe', 'Wyciągi bankowe', 'Dokumenty ZUS'];
const TAX_ACCOUNT = '51 1010 0071 2221 9512 2610 0400';
const ZUS_ACCOUNT = '83 6000 0002 0260 1851 2261 0041';

let attachmentId = 5200;

/** A document of a period: [file name, accounting attachment type id, paid, new]. */
type Doc = [string, number, boolean?, boolean?];

interface PeriodSeed {
  id: number;
  caseId: number;
  clientId: number;
  expertId: number;
  year: number;
  month: number;
  status: PeriodStatus | null;
  createdAt: string;
  /** How many checklist items are checked. */
  checked: number;
  /** [VAT, PIT, ZUS] due for the month, when the summary is filled. */
  summary?: [number, number, number];
  summarySentAt?: string;
  clientDocs: Doc[];
  expertDocs: Doc[];
}

/** The periods of one accounting case: the case, its client and expert, and the year are theirs. */
const periodsOf = (
  accounting: Pick<PeriodSeed, 'caseId' | 'clientId' | 'expertId' | 'year'>,
  periods: Omit<PeriodSeed, 'caseId' | 'clientId' | 'expertId' | 'year'>[],
): PeriodSeed[] => periods.map((period) => ({ ...accounting, ...period }));

/** November's period, opened on its first day: nothing sent, nothing checked yet (and, `null`, no status given). */
const justOpened = (id: number, status: PeriodStatus | null = 'NotStarted') => ({
  id,
  month: 11,
  status,
  createdAt: '2026-11-01T08:00:00Z',
  checked: 0,
  clientDocs: [],
  expertDocs: [],
});

const seeds: PeriodSeed[] = [
  // Case 1001, client 101: August and September done, October ready, November in progress.
  ...periodsOf({ caseId: 1001, clientId: 101, expertId: 105, year: 2026 }, [
    {
      id: ids.period.august,
      month: 8,
      status: 'Done',
      createdAt: '2026-09-02T10:30:00Z',
      checked: 4,
      summary: [1240, 860, 1773.96],
      summarySentAt: '2026-09-18T14:05:00Z',
      clientDocs: [
        ['FV_2026_08_001_sprzedaz.pdf', 1, true],
        ['FV_2026_08_002_sprzedaz.pdf', 1, true],
        ['faktura_orange_08_2026.pdf', 2, true],
        ['wyciag_mbank_08_2026.pdf', 3],
      ],
      expertDocs: [
        ['JPK_V7M_08_2026.xml', 5],
        ['PIT-5L_zaliczka_08_2026.pdf', 5],
      ],
    },
    {
      id: ids.period.september,
      month: 9,
      status: 'Done',
      createdAt: '2026-09-30T08:00:00Z',
      checked: 4,
      summary: [1518, 1012, 1773.96],
      summarySentAt: '2026-10-17T15:30:00Z',
      clientDocs: [
        ['FV_2026_09_001_sprzedaz.pdf', 1, true],
        ['faktura_ikea_09_2026.pdf', 2, true],
        ['faktura_adobe_09_2026.pdf', 2, false],
        ['wyciag_mbank_09_2026.pdf', 3],
      ],
      expertDocs: [['JPK_V7M_09_2026.xml', 5]],
    },
    {
      id: ids.period.october,
      month: 10,
      status: 'ReadyForAccounting',
      createdAt: '2026-10-31T08:00:00Z',
      checked: 2,
      clientDocs: [
        ['FV_2026_10_001_sprzedaz.pdf', 1, false, true],
        ['FV_2026_10_002_sprzedaz.pdf', 1, false, true],
        ['faktura_leasing_10_2026.pdf', 2, true, true],
        ['wyciag_mbank_10_2026.pdf', 3, false, true],
      ],
      expertDocs: [],
    },
    {
      id: ids.period.november,
      month: 11,
      status: 'InProgress',
      createdAt: '2026-11-01T08:00:00Z',
      checked: 0,
      clientDocs: [['FV_2026_11_001_sprzedaz.pdf', 1]],
      expertDocs: [],
    },
  ]),
  // Case 1008, client 110.
  ...periodsOf({ caseId: 1008, clientId: 110, expertId: 122, year: 2026 }, [
    {
      id: 2005,
      month: 10,
      status: 'InProgress',
      createdAt: '2026-10-01T08:00:00Z',
      checked: 1,
      clientDocs: [
        ['FV_MT_10_2026_zbiorcza.pdf', 1],
        ['faktury_paliwo_10_2026.zip', 2, true],
      ],
      expertDocs: [['lista_plac_10_2026.pdf', 4]],
    },
    justOpened(2006),
  ]),
  // Case 1012, client 112: a period not yet given any status.
  ...periodsOf({ caseId: 1012, clientId: 112, expertId: 105, year: 2026 }, [justOpened(2007, null)]),
  // Case 1015, client 115.
  ...periodsOf({ caseId: 1015, clientId: 115, expertId: 105, year: 2026 }, [
    {
      id: 2008,
      month: 9,
      status: 'Done',
      createdAt: '2026-09-15T09:00:00Z',
      checked: 4,
      summary: [4210, 0, 5321.88],
      summarySentAt: '2026-10-19T11:00:00Z',
      clientDocs: [
        ['FV_JW_09_2026_sprzedaz.pdf', 1, true],
        ['wyciag_pko_09_2026.pdf', 3],
      ],
      expertDocs: [['sprawozdanie_09_2026.pdf', 5]],
    },
    {
      id: 2009,
      month: 10,
      status: 'ReadyForAccounting',
      createdAt: '2026-10-01T08:00:00Z',
      checked: 3,
      clientDocs: [
        ['FV_JW_10_2026_sprzedaz.pdf', 1],
        ['wyciag_pko_10_2026.pdf', 3, false, true],
      ],
      expertDocs: [],
    },
    justOpened(2010),
  ]),
  // Case 1011 (finished), client 111.
  ...periodsOf({ caseId: 1011, clientId: 111, expertId: 105, year: 2026 }, [
    {
      id: 2011,
      month: 9,
      status: 'Done',
      createdAt: '2026-09-04T10:00:00Z',
      checked: 4,
      summary: [0, 412, 1002.31],
      summarySentAt: '2026-10-16T09:20:00Z',
      clientDocs: [['ewidencja_przychodow_09_2026.xlsx', 1]],
      expertDocs: [['PIT-28_zaliczka_09_2026.pdf', 5]],
    },
  ]),
];

const attachment = (seed: PeriodSeed, [fileName, typeId, paid, isNew]: Doc, isExpert: boolean): CaseAttachment => {
  const id = ++attachmentId;
  const createdAt = isExpert && seed.summarySentAt ? seed.summarySentAt : seed.createdAt;
  return {
    id,
    fileName,
    contentType: fileName.endsWith('.pdf')
      ? 'application/pdf'
      : fileName.endsWith('.xml')
        ? 'application/xml'
        : 'application/octet-stream',
    blobName: `demo/cases/${seed.caseId}/periods/${seed.id}/${fileName}`,
    caseId: seed.caseId,
    casePeriodId: seed.id,
    description: null,
    type: typeId <= 2 ? 'Invoice' : 'Other',
    casePeriodAttachmentType: typeId,
    isExpertAttachment: isExpert,
    isNew: isNew ?? false,
    paid: paid ?? false,
    completed: seed.status === 'Done',
    createdAt,
    createdById: isExpert ? seed.expertId : seed.clientId,
  } satisfies CaseAttachment;
};

const summaryFields = (seed: PeriodSeed): CasePeriodSummaryField[] => {
  if (!seed.summary) return [];
  const due = (day: number) =>
    `${seed.month === 12 ? seed.year + 1 : seed.year}-${String((seed.month % 12) + 1).padStart(2, '0')}-${day}`;
  const [vat, pit, zus] = seed.summary;
  return [
    {
      summaryFieldId: 1,
      fieldName: 'Vat',
      value: `${vat} zł`,
      amount: vat,
      paymentDueDate: due(25),
      bankAccount: TAX_ACCOUNT,
    },
    {
      summaryFieldId: 2,
      fieldName: 'PersonalTax',
      value: `${pit} zł`,
      amount: pit,
      paymentDueDate: due(20),
      bankAccount: TAX_ACCOUNT,
    },
    {
      summaryFieldId: 3,
      fieldName: 'Insurance',
      value: `${zus} zł`,
      amount: zus,
      paymentDueDate: due(20),
      bankAccount: ZUS_ACCOUNT,
    },
  ];
};

const checklist = (seed: PeriodSeed): CasePeriodChecklistItem[] =>
  CHECKLIST.map((checklistField, index) => {
    const isChecked = index < seed.checked;
    return {
      checklistField,
      isChecked,
      checkedAt: isChecked ? (seed.summarySentAt ?? seed.createdAt) : null,
      checkedById: isChecked ? seed.expertId : null,
    };
  });

export const casePeriods: CasePeriod[] = seeds.map(
  (seed) =>
    ({
      id: seed.id,
      caseId: seed.caseId,
      month: seed.month,
      year: seed.year,
      status: seed.status,
      isReady: seed.status === 'ReadyForAccounting' || seed.status === 'Done',
      summarySentAt: seed.summarySentAt ?? null,
      clientAttachmentsCompleted: seed.status === 'Done' || seed.status === 'ReadyForAccounting',
      expertAttachmentsCompleted: seed.status === 'Done',
      checklist: checklist(seed),
      summaryFields: summaryFields(seed),
      clientAttachments: seed.clientDocs.map((doc) => attachment(seed, doc, false)),
      expertAttachments: seed.expertDocs.map((doc) => attachment(seed, doc, true)),
      createdAt: seed.createdAt,
      createdById: seed.expertId,
    }) satisfies CasePeriod,
);
