import { Alert, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Case, SatisfactionScore } from '@portal/sdk/model';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failedSaveText } from '@/components/failed-save';
import { FormActions } from '@/components/FormActions';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { ButtonLink } from '@/components/links';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { UnsavedChangesGuard, useLeaveOnceSaved } from '@/components/UnsavedChangesGuard';
import { useEditRecord } from '@/lib/edit-record';
import { isCaseDone, scoreQuery, useCreateScore, useUpdateScore } from './api';
import { scoreBody, scoreFormFields, scoreFormValues, validateScoreForm, type ScoreFormValues } from './score-form';
import { ScoreInput } from './ScoreInput';
import { satisfactionTexts } from './texts';

const texts = satisfactionTexts.form;

export interface ScoreFormScreenProps {
  caseItem: Case;
  /** The score to change; a new one when absent. */
  score?: SatisfactionScore;
}

/**
 * `/yourCases/{caseId}/satisfactionScore` and `…/{id}`: the client scores a finished case (1–10 and a comment) or
 * changes their score. A case not finished yet shows why it cannot be rated. The server's 400 lands under the
 * fields, or above the buttons when it names none (a second score of the case); nothing typed is lost.
 */
export function ScoreFormScreen({ caseItem, score }: ScoreFormScreenProps) {
  const { title } = usePageTrail();
  const caseLink = { to: '/yourCases/$id', params: { id: caseItem.id } } as const;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{texts.caseLine(caseItem.name)}</Text>
      </div>
      {isCaseDone(caseItem) || score ? (
        <ScoreForm caseItem={caseItem} score={score} />
      ) : (
        <Alert color="yellow" title={texts.notDoneTitle} role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{texts.notDone}</Text>
            <ButtonLink {...caseLink} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              {texts.backToCase}
            </ButtonLink>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** `/yourCases/{caseId}/satisfactionScore/{id}`: the form over the score as the server has it now (`useEditRecord`). */
export function EditScoreScreen({ caseItem, id }: { caseItem: Case; id: number }) {
  const record = useEditRecord(scoreQuery(id));
  return (
    <QueryState query={record} notFoundText={texts.scoreNotFound}>
      {record.data && <ScoreFormScreen key={record.version} caseItem={caseItem} score={record.data} />}
    </QueryState>
  );
}

function ScoreForm({ caseItem, score }: ScoreFormScreenProps) {
  const navigate = useNavigate();
  const create = useCreateScore();
  const update = useUpdateScore();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ScoreFormValues>({
    mode: 'controlled',
    initialValues: scoreFormValues(score),
    validate: validateScoreForm,
  });
  const leave = () => void navigate({ to: '/yourCases/$id', params: { id: caseItem.id } });
  const { saved, markSaved } = useLeaveOnceSaved(leave);

  // one save per click: a second click or Enter while it is sent sends nothing, nor one once it is saved (leaving)
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        const data = scoreBody(caseItem.id, values, score);
        try {
          if (score) await update.mutateAsync({ id: score.id, data });
          else await create.mutateAsync({ data });
        } catch (error) {
          return setFailure(failedSaveText(error, form, scoreFormFields, texts));
        }
        notifySaved(score ? texts.saved : texts.created);
        markSaved();
        return finished;
      }),
    () => setFailure(texts.invalid),
  );

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !saved} />
      <Stack gap="lg">
        {!score && <Text>{texts.intro}</Text>}
        <ScoreInput
          label={texts.score}
          description={texts.scoreHint}
          value={form.values.score}
          onChange={(value) => form.setFieldValue('score', value)}
          error={form.errors.score as string | undefined}
        />
        <Textarea
          label={texts.comment}
          description={texts.commentHint}
          autosize
          minRows={4}
          {...form.getInputProps('comment')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <FormActions
          onCancel={leave}
          pending={create.isPending || update.isPending}
          submitLabel={score ? undefined : texts.create}
        />
      </Stack>
    </form>
  );
}
