// @vitest-environment node
import {
  deleteCaseAgreement,
  deleteCaseClientAttachment,
  deleteCasePeriodClientAttachment,
  downloadCaseAttachment,
  getCase,
  getCaseAttachment,
  listCaseClientAttachments,
  listCasePeriodClientAttachments,
  listCaseUpdateHistory,
  markCaseAttachmentPaid,
  setCaseAttachmentType,
  uploadCaseAgreement,
  uploadCaseClientAttachments,
  uploadCaseExpertAttachment,
  uploadCasePeriodClientAttachments,
} from '@portal/sdk';
import { configureSdk } from '@portal/sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, TEST_API_ORIGIN } from '../../testing/server';
import { createDb, type DemoDb } from '../db/db';
import { statefulHandlers } from '../handlers';

let db: DemoDb;
let actingAs = 101;

beforeEach(() => {
  db = createDb(null);
  actingAs = 101; // Anna Kowalska, the client of cases 1001–1007
  server.use(...statefulHandlers(db));
  configureSdk({ baseUrl: TEST_API_ORIGIN, getToken: () => `demo-${actingAs}` });
});

const file = (name: string, content: string, type = 'application/pdf') => new File([content], name, { type });

/** The raw answer of a download (the SDK gives only the body, not the headers). */
const rawDownload = (id: number) =>
  globalThis.fetch(`${TEST_API_ORIGIN}/api/CaseAttachment/${id}/FileStream`, {
    headers: { Authorization: `Bearer demo-${actingAs}`, Organisation: '0' },
  });

describe('uploads', () => {
  it('splits the comma-joined descriptions per file, in order, and the download returns each file', async () => {
    const stored = await uploadCaseClientAttachments(1001, {
      Files: [file('faktura zakupu.pdf', 'PDF-1'), file('wyciąg.csv', 'a;b', 'text/csv'), file('bez opisu.pdf', 'x')],
      Descriptions: ['Faktura za listopad', 'Wyciąg bankowy'],
    });
    expect(stored.map((a) => [a.fileName, a.description, a.isExpertAttachment, a.isNew, a.paid])).toEqual([
      ['faktura zakupu.pdf', 'Faktura za listopad', false, true, false],
      ['wyciąg.csv', 'Wyciąg bankowy', false, true, false],
      ['bez opisu.pdf', null, false, true, false],
    ]);
    expect(stored[0]).toMatchObject({
      caseId: 1001,
      casePeriodId: null,
      createdById: 101,
      contentType: 'application/pdf',
    });

    const blob = await downloadCaseAttachment(stored[0].id);
    expect(await blob.text()).toBe('PDF-1');
    const response = await rawDownload(stored[1].id);
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('wyciąg.csv')}`,
    );
    // text files are answered as binary so that the SDK hands over a Blob
    expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(await response.text()).toBe('a;b');

    const listed = await listCaseClientAttachments(1001);
    // newest first (the same moment: the later upload first)
    expect(listed.map((a) => a.fileName)).toEqual(['bez opisu.pdf', 'wyciąg.csv', 'faktura zakupu.pdf']);
    const history = await listCaseUpdateHistory(1001, { sortDirection: 1 });
    expect(history.slice(0, 3).map((h) => [h.changedValueName, h.updatedAttachmentFileName])).toEqual([
      ['ClientAttachment', 'bez opisu.pdf'],
      ['ClientAttachment', 'wyciąg.csv'],
      ['ClientAttachment', 'faktura zakupu.pdf'],
    ]);
  });

  it('a seeded attachment without stored content downloads as a generated PDF', async () => {
    const response = await rawDownload(5101);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain('filename="pelnomocnictwo_kowalska.pdf"');
    expect(await response.text()).toMatch(/^%PDF-1\.4[\s\S]*pelnomocnictwo_kowalska\.pdf[\s\S]*%%EOF\n$/);
  });

  it('period uploads go into the period (opened when missing) with the case’s default document type', async () => {
    const stored = await uploadCasePeriodClientAttachments(
      1001,
      { Files: [file('FV_12.pdf', '1')], Descriptions: ['Grudzień'] },
      { month: 12, year: 2026 },
    );
    const period = db.casePeriods.find((p) => p.caseId === 1001 && p.month === 12)!;
    expect(period.clientAttachments.map((a) => a.id)).toEqual([stored[0].id]);
    expect(stored[0]).toMatchObject({ casePeriodId: period.id, casePeriodAttachmentType: 1, description: 'Grudzień' });
    expect(await listCasePeriodClientAttachments(period.id)).toHaveLength(1);
    const [latest] = await listCaseUpdateHistory(1001, { sortDirection: 1 });
    expect(latest).toMatchObject({
      changedValueName: 'ClientPeriodAttachment',
      updatedAttachmentFileName: 'FV_12.pdf',
      casePeriodDetails: { year: 2026, month: 12 },
    });
    await deleteCasePeriodClientAttachment(1001, stored[0].id, { month: 12, year: 2026 });
    expect(period.clientAttachments).toEqual([]);
  });

  it('the expert uploads a single file with its description; the client opening it clears isNew', async () => {
    actingAs = 105;
    const stored = await uploadCaseExpertAttachment(1001, {
      file: file('opinia.pdf', 'opinia'),
      Description: 'Opinia',
    });
    expect(stored).toMatchObject({
      fileName: 'opinia.pdf',
      description: 'Opinia',
      isExpertAttachment: true,
      isNew: true,
    });
    await downloadCaseAttachment(stored.id); // the author's own download changes nothing
    expect((await getCaseAttachment(stored.id)).isNew).toBe(true);
    actingAs = 101;
    await downloadCaseAttachment(stored.id);
    expect((await getCaseAttachment(stored.id)).isNew).toBe(false);
  });

  it('the agreement is stored on the case and removed again', async () => {
    actingAs = 103;
    const agreement = await uploadCaseAgreement(1004, { file: file('umowa.pdf', 'umowa') });
    expect(agreement).toMatchObject({ type: 'Agreement', fileName: 'umowa.pdf' });
    expect((await getCase(1004)).agreement?.id).toBe(agreement.id);
    expect(await (await downloadCaseAttachment(agreement.id)).text()).toBe('umowa');
    await deleteCaseAgreement(1004);
    expect((await getCase(1004)).agreement).toBeNull();
    const history = await listCaseUpdateHistory(1004, { sortDirection: 1 });
    expect(history.slice(0, 2).map((h) => h.changedValueName)).toEqual(['Agreement', 'Agreement']);
  });
});

describe('attachment changes', () => {
  it('marks paid and changes the type of an attachment wherever it lives (here: a period)', async () => {
    actingAs = 105;
    const paid = await markCaseAttachmentPaid(5216, { paid: true }); // FV_2026_11_001_sprzedaz.pdf, period 2004
    expect(paid).toMatchObject({ id: 5216, paid: true, casePeriodId: 2004 });
    const [latest] = await listCaseUpdateHistory(1001, { sortDirection: 1 });
    expect(latest).toMatchObject({
      changedValueName: 'AttachmentPaidStatus',
      newValue: 'Opłacona',
      updatedAttachmentFileName: 'FV_2026_11_001_sprzedaz.pdf',
      casePeriodDetailsId: 2004,
    });
    const retyped = await setCaseAttachmentType(5216, { type: 'Other', casePeriodAttachmentType: 2 });
    expect(retyped).toMatchObject({ type: 'Other', casePeriodAttachmentType: 2 });
  });

  it('deletes a case attachment; 404 when it is not in that case; 403 for another client', async () => {
    await deleteCaseClientAttachment(1002, 5101);
    expect(db.caseAttachments.some((a) => a.id === 5101)).toBe(false);
    await expect(deleteCaseClientAttachment(1002, 5101)).rejects.toMatchObject({ status: 404 });
    await expect(deleteCaseClientAttachment(1009, 5110)).rejects.toMatchObject({ status: 403 });
    await expect(downloadCaseAttachment(5110)).rejects.toMatchObject({ status: 403 });
  });
});
