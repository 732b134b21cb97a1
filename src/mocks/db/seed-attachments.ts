import type { AttachmentType, CaseAttachment } from '@portal/sdk/model';

/** [case id, file name, description, type, sent by the expert side, author id, created at, new, paid] */
type Row = [number, string, string | null, AttachmentType, boolean, number, string, boolean?, boolean?];

const rows: Row[] = [
  [1002, 'pelnomocnictwo_kowalska.pdf', 'Pełnomocnictwo procesowe', 'Other', false, 101, '2026-09-04T09:00:00Z'],
  [1002, 'umowa_kredytu_2007.pdf', 'Umowa kredytu hipotecznego', 'Other', false, 101, '2026-09-04T09:05:00Z'],
  [1002, 'wyrok_SA_I_ACa_587_25.pdf', 'Wyrok Sądu Apelacyjnego', 'Other', true, 106, '2026-10-21T10:00:00Z', true],
  [
    1002,
    'skarga_kasacyjna_banku.pdf',
    'Skarga kasacyjna pozwanego banku',
    'Other',
    true,
    106,
    '2026-11-12T13:20:00Z',
    true,
  ],
  [1003, 'oferta_kampania_instagram.pdf', 'Oferta na kampanię', 'Other', true, 123, '2026-10-16T12:00:00Z', true],
  [1005, 'opinia_ip_box.pdf', 'Opinia podatkowa', 'Other', true, 105, '2026-09-14T15:00:00Z'],
  [1005, 'FV_2026_09_0044.pdf', 'Faktura za konsultację', 'Invoice', true, 105, '2026-09-14T15:05:00Z', false, true],
  [
    1007,
    'umowa_leasingu_LS_2026_118.pdf',
    'Umowa leasingu operacyjnego',
    'Agreement',
    true,
    121,
    '2026-09-24T10:00:00Z',
  ],
  [1009, 'pozew_bud_trans.pdf', 'Pozew o zapłatę', 'Other', true, 120, '2026-09-30T11:30:00Z'],
  [1009, 'faktury_niezaplacone.zip', 'Niezapłacone faktury', 'Invoice', false, 110, '2026-09-13T08:40:00Z'],
  [1013, 'akt_malzenstwa.pdf', null, 'Other', false, 113, '2026-09-19T09:00:00Z'],
  [1020, 'specyfikacja_crm_v2.docx', 'Specyfikacja wymagań', 'Other', false, 119, '2026-10-13T14:10:00Z'],
  [1025, 'pozew_banku.pdf', 'Pozew banku o zapłatę', 'Other', false, 112, '2026-09-20T10:20:00Z'],
  [1025, 'odpowiedz_na_pozew.pdf', 'Odpowiedź na pozew', 'Other', true, 106, '2026-10-08T09:00:00Z'],
];

const contentTypeOf = (fileName: string) =>
  fileName.endsWith('.pdf')
    ? 'application/pdf'
    : fileName.endsWith('.zip')
      ? 'application/zip'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Attachments of cases outside any accounting period (agreements are in the cases, period files in periods). */
export const caseAttachments: CaseAttachment[] = rows.map(
  ([caseId, fileName, description, type, isExpertAttachment, createdById, createdAt, isNew, paid], index) =>
    ({
      id: 5101 + index,
      fileName,
      contentType: contentTypeOf(fileName),
      blobName: `demo/cases/${caseId}/${fileName}`,
      caseId,
      casePeriodId: null,
      description,
      type,
      casePeriodAttachmentType: null,
      isExpertAttachment,
      isNew: isNew ?? false,
      paid: paid ?? false,
      completed: isExpertAttachment,
      createdAt,
      createdById,
    }) satisfies CaseAttachment,
);
