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
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { TEST_API_ORIGIN } from '@/testing/server';
import { ids } from '@/mocks/db/seed-ids';

// Anna Kowalska, the client of cases 1001–1007
const api = demoApi({ as: 'Client' });

const file = (name: string, content: string, type = 'application/pdf') => new File([content], name, { type });

/** The raw answer of a download (the SDK gives only the body, not the headers). */
const rawDownload = (id: number) =>
  globalThis.fetch(`${TEST_API_ORIGIN}/api/CaseAttachment/${id}/FileStream`, {
    headers: { Authorization: `Bearer demo-${api.actorId}`, Organisation: '0' },
  });

describe('uploads', () => {
  it('splits the comma-joined descriptions per file, in order, and the download returns each file', async () => {
    const stored = await uploadCaseClientAttachments(ids.case.accounting, {
      Files: [file('faktura zakupu.pdf', 'PDF-1'), file('wyciąg.csv', 'a;b', 'text/csv'), file('bez opisu.pdf', 'x')],
      Descriptions: 'Faktura za listopad,Wyciąg bankowy',
    });
    expect(stored.map((a) => [a.fileName, a.description, a.isExpertAttachment, a.isNew, a.paid])).toEqual([
      ['faktura zakupu.pdf', 'Faktura za listopad', false, true, false],
      ['wyciąg.csv', 'Wyciąg bankowy', false, true, false],
      ['bez opisu.pdf', null, false, true, false],
    ]);
    expect(stored[0]).toMatchObject({
      caseId: ids.case.accounting,
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

    const listed = await listCaseClientAttachments(ids.case.accounting);
    // newest first (the same moment: the later upload first)
    expect(listed.map((a) => a.fileName)).toEqual(['bez opisu.pdf', 'wyciąg.csv', 'faktura zakupu.pdf']);
    const history = await listCaseUpdateHistory(ids.case.accounting, { sortDirection: 1 });
    expect(history.slice(0, 3).map((h) => [h.changedValueName, h.updatedAttachmentFileName])).toEqual([
      ['ClientAttachment', 'bez opisu.pdf'],
      ['ClientAttachment', 'wyciąg.csv'],
      ['ClientAttachment', 'faktura zakupu.pdf'],
    ]);
  });

  it('a seeded attachment without stored content downloads as a generated PDF', async () => {
    const response = await rawDownload(ids.attachment.powerOfAttorney);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain('filename="pelnomocnictwo_kowalska.pdf"');
    expect(await response.text()).toMatch(/^%PDF-1\.4[\s\S]*pelnomocnictwo_kowalska\.pdf[\s\S]*%%EOF\n$/);
  });

  it('a generated PDF prints any name: Polish letters as letters, emoji and control characters left out (issue 32)', async () => {
    const seeded = api.db.caseAttachments.find((a) => a.id === ids.attachment.powerOfAttorney)!;
    seeded.fileName = 'pełnomocnictwo ŻÓŁĆ 👍🇵🇱👨‍👩‍👧\u0000\u0007\u001b\u2028x\u0301.pdf';
    const response = await rawDownload(seeded.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = String.fromCharCode(...new Uint8Array(await response.arrayBuffer()));
    expect(pdf).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
    // ł and Ż, Ł, Ć in the font's encoding (/Differences from 128), Ó as WinAnsi has it
    expect(pdf).toContain('(Plik demonstracyjny: pe\x83nomocnictwo \x8f\xd3\x8b\x89 x.pdf) Tj');
  });

  it('period uploads go into the period (opened when missing) with the case’s default document type', async () => {
    const stored = await uploadCasePeriodClientAttachments(
      1001,
      { Files: [file('FV_12.pdf', '1')], Descriptions: 'Grudzień' },
      { month: 12, year: 2026 },
    );
    const period = api.db.casePeriods.find((p) => p.caseId === ids.case.accounting && p.month === 12)!;
    expect(period.clientAttachments.map((a) => a.id)).toEqual([stored[0].id]);
    expect(stored[0]).toMatchObject({ casePeriodId: period.id, casePeriodAttachmentType: 1, description: 'Grudzień' });
    expect(await listCasePeriodClientAttachments(period.id)).toHaveLength(1);
    const [latest] = await listCaseUpdateHistory(ids.case.accounting, { sortDirection: 1 });
    expect(latest).toMatchObject({
      changedValueName: 'ClientPeriodAttachment',
      updatedAttachmentFileName: 'FV_12.pdf',
      casePeriodDetails: { year: 2026, month: 12 },
    });
    await deleteCasePeriodClientAttachment(ids.case.accounting, stored[0].id, { month: 12, year: 2026 });
    expect(period.clientAttachments).toEqual([]);
  });

  it('the expert uploads a single file with its description; the client opening it clears isNew', async () => {
    api.actAs(ids.person.expertEmployee);
    const stored = await uploadCaseExpertAttachment(ids.case.accounting, {
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
    api.actAs(ids.person.client);
    await downloadCaseAttachment(stored.id);
    expect((await getCaseAttachment(stored.id)).isNew).toBe(false);
  });

  it('the agreement is stored on the case and removed again', async () => {
    api.actAs(ids.person.manager);
    const agreement = await uploadCaseAgreement(ids.case.recruitment, { file: file('umowa.pdf', 'umowa') });
    expect(agreement).toMatchObject({ type: 'Agreement', fileName: 'umowa.pdf' });
    expect((await getCase(ids.case.recruitment)).agreement?.id).toBe(agreement.id);
    expect(await (await downloadCaseAttachment(agreement.id)).text()).toBe('umowa');
    await deleteCaseAgreement(ids.case.recruitment);
    expect((await getCase(ids.case.recruitment)).agreement).toBeNull();
    const history = await listCaseUpdateHistory(ids.case.recruitment, { sortDirection: 1 });
    expect(history.slice(0, 2).map((h) => h.changedValueName)).toEqual(['Agreement', 'Agreement']);
  });
});

describe('attachment changes', () => {
  it('marks paid and changes the type of an attachment wherever it lives (here: a period)', async () => {
    api.actAs(ids.person.expertEmployee);
    const paid = await markCaseAttachmentPaid(ids.attachment.novemberSalesInvoice, { paid: true }); // FV_2026_11_001_sprzedaz.pdf, in the November period
    expect(paid).toMatchObject({
      id: ids.attachment.novemberSalesInvoice,
      paid: true,
      casePeriodId: ids.period.november,
    });
    const [latest] = await listCaseUpdateHistory(ids.case.accounting, { sortDirection: 1 });
    expect(latest).toMatchObject({
      changedValueName: 'AttachmentPaidStatus',
      newValue: 'Opłacona',
      updatedAttachmentFileName: 'FV_2026_11_001_sprzedaz.pdf',
      casePeriodDetailsId: ids.period.november,
    });
    const retyped = await setCaseAttachmentType(ids.attachment.novemberSalesInvoice, {
      type: 'Other',
      casePeriodAttachmentType: 2,
    });
    expect(retyped).toMatchObject({ type: 'Other', casePeriodAttachmentType: 2 });
  });

  it('deletes a case attachment; 404 when it is not in that case; 403 for another client', async () => {
    await deleteCaseClientAttachment(ids.case.loanLawsuit, ids.attachment.powerOfAttorney);
    expect(api.db.caseAttachments.some((a) => a.id === ids.attachment.powerOfAttorney)).toBe(false);
    await expect(
      deleteCaseClientAttachment(ids.case.loanLawsuit, ids.attachment.powerOfAttorney),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      deleteCaseClientAttachment(ids.case.otherClientDispute, ids.attachment.otherClientInvoices),
    ).rejects.toMatchObject({ status: 403 });
    await expect(downloadCaseAttachment(ids.attachment.otherClientInvoices)).rejects.toMatchObject({ status: 403 });
  });
});
