import type { CaseInput } from '@portal/sdk/model';
import { useRef, useState } from 'react';
import { useCreateCase, useUpdateCase, useUpdateCaseGeneralInfo, useUploadNewCaseFiles } from '@/features/cases/api';
import { joinDescriptions } from '@/features/cases/attachments/descriptions';
import { caseTexts } from '@/features/cases/texts';
import { useSetCaseLead } from './api';
import { SubmitFailure } from './submit-failure';
import { fromLeadTexts } from './texts';

const { messages } = caseTexts.forms;

export interface ChosenFile {
  file: File;
  description: string;
}

export interface CreationRequest {
  input: CaseInput;
  description: string;
  files?: readonly ChosenFile[];
  /** The lead the case is made from: linked once the case exists. */
  leadId?: number;
}

/** What has reached the server so far. */
interface Done {
  id?: number;
  input?: string;
  description?: string;
  uploaded?: boolean;
  leadId?: number;
}

/**
 * Creating a case in steps: POST /api/Case, then the description (PUT generalInfo), then the files (one multi
 * upload). Each step that succeeded is remembered, so a retry after a failure never creates the case a second time
 * and only redoes what is missing or changed since. `updateChanged`: a retry PUTs the case when the form's case
 * fields changed after it was created (for roles that may edit cases; the client's report locks those fields).
 */
export function useCaseCreation({ updateChanged }: { updateChanged: boolean }) {
  const createCase = useCreateCase();
  const updateCase = useUpdateCase();
  const saveGeneralInfo = useUpdateCaseGeneralInfo();
  const uploadFiles = useUploadNewCaseFiles();
  const setLead = useSetCaseLead();
  const done = useRef<Done>({});
  const [createdId, setCreatedId] = useState<number>();

  const step = async <T>(work: () => Promise<T>, message: string, partial: boolean) => {
    try {
      return await work();
    } catch (error) {
      throw new SubmitFailure(message, error, partial);
    }
  };

  /** Runs the missing steps; resolves with the case id. */
  const runSteps = async ({ input, description, files = [], leadId }: CreationRequest): Promise<number> => {
    const state = done.current;
    const inputKey = JSON.stringify(input);
    if (state.id === undefined) {
      const created = await step(() => createCase.mutateAsync({ data: input }), messages.createFailed, false);
      state.id = created.id;
      state.input = inputKey;
      setCreatedId(created.id);
    } else if (updateChanged && state.input !== inputKey) {
      const id = state.id;
      await step(() => updateCase.mutateAsync({ id, data: input }), messages.updateAfterCreateFailed, true);
      state.input = inputKey;
    }
    const id = state.id;
    const text = description.trim();
    if (text && state.description !== text) {
      await step(
        () => saveGeneralInfo.mutateAsync({ id, data: { description: text } }),
        messages.descriptionFailed,
        true,
      );
      state.description = text;
    }
    if (files.length && !state.uploaded) {
      await step(
        () =>
          uploadFiles.mutateAsync({
            id,
            data: {
              Files: files.map((chosen) => chosen.file),
              Descriptions: joinDescriptions(files.map((chosen) => chosen.description)),
            },
          }),
        messages.uploadFailed,
        true,
      );
      state.uploaded = true;
    }
    if (leadId !== undefined && state.leadId !== leadId) {
      await step(() => setLead.mutateAsync({ id, params: { leadId } }), fromLeadTexts.linkFailed, true);
      state.leadId = leadId;
    }
    return id;
  };

  // each step refreshes what it changed: a case created before a later step failed is in the lists already
  return { run: runSteps, createdId };
}
