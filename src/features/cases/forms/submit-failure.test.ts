import { ApiError } from '@portal/sdk/runtime';
import { describe, expect, it } from 'vitest';
import { caseTexts } from '@/features/cases/texts';
import { failureView, SubmitFailure } from './submit-failure';

const fields = ['name', 'clientId', 'managerIds', 'attachments'] as const;
const badRequest = (errors: Record<string, string[]>) =>
  new ApiError({ status: 400, body: { title: 'Błędne dane', status: 400, errors }, method: 'PUT', url: '/api/Case/1' });

describe('failureView', () => {
  it('puts the messages of a 400 under the fields, whatever the server calls them', () => {
    const view = failureView(
      badRequest({ Name: ['Nazwa jest zajęta'], '$.clientId': ['Nieznany klient'], 'Descriptions[1]': ['Za długi'] }),
      fields,
      'fallback',
      { descriptions: 'attachments' },
    );
    expect(view.fields).toEqual({ name: 'Nazwa jest zajęta', clientId: 'Nieznany klient', attachments: 'Za długi' });
    expect(view.message).toBe(caseTexts.forms.messages.invalid);
  });

  it('says in the alert what no field shows', () => {
    const view = failureView(badRequest({ OrganisationId: ['Nieznana organizacja'] }), fields, 'fallback');
    expect(view.fields).toEqual({});
    expect(view.message).toBe(`${caseTexts.forms.messages.invalid} Nieznana organizacja`);
  });

  it("keeps a partial step's message (the case exists) next to the field messages", () => {
    const failure = new SubmitFailure(
      caseTexts.forms.messages.uploadFailed,
      badRequest({ Files: ['Plik za duży'] }),
      true,
    );
    const view = failureView(failure, fields, 'fallback', { files: 'attachments' });
    expect(view.fields).toEqual({ attachments: 'Plik za duży' });
    expect(view.message).toBe(caseTexts.forms.messages.uploadFailed);
  });

  it("any other failure shows the step's message, or the fallback", () => {
    const serverError = new ApiError({ status: 500, body: null, method: 'POST', url: '/api/Case' });
    expect(failureView(new SubmitFailure('krok', serverError), fields, 'fallback')).toEqual({
      fields: {},
      message: 'krok',
    });
    expect(failureView(serverError, fields, 'fallback')).toEqual({ fields: {}, message: 'fallback' });
  });
});
