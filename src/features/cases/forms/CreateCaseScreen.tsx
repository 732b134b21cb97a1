import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { caseFormButtons, caseFormMessages, caseFormTitles } from '../../../copy/case-forms';
import { fillPath, type CaseFamily } from '../families';
import { newCaseValues, toCaseInput, type CaseFormValues } from './case-form-values';
import { CaseForm } from './CaseForm';
import { useCaseCreation } from './use-case-creation';
import type { ClientSource } from './use-people';

export interface CreateCaseScreenProps {
  family: CaseFamily;
  clientSource: ClientSource;
}

/** A family's create route: the full case form; the client is fixed when the route names one. */
export function CreateCaseScreen({ family, clientSource }: CreateCaseScreenProps) {
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const presetClient = family.clientParam ? Number(params[family.clientParam]) : undefined;
  const clientLocked = presetClient !== undefined && Number.isInteger(presetClient);
  const initialValues = useMemo(() => newCaseValues(clientLocked ? presetClient : null), [clientLocked, presetClient]);
  const creation = useCaseCreation({ updateChanged: true });

  const submit = async (values: CaseFormValues) => {
    const id = await creation.run({ input: toCaseInput(values), description: values.description });
    notifications.show({ title: caseFormMessages.created, message: values.name.trim(), color: 'green' });
    await navigate({ to: fillPath(family.detailsPath, { ...params, id }) });
  };

  return (
    <Stack maw={960}>
      <Title order={1}>{caseFormTitles.create}</Title>
      <Paper withBorder p="lg" radius="md">
        <CaseForm
          initialValues={initialValues}
          clientSource={clientSource}
          clientLocked={clientLocked}
          submitLabel={caseFormButtons.create}
          failureMessage={caseFormMessages.createFailed}
          onSubmit={submit}
          onCancel={() => void navigate({ to: fillPath(family.listPath, params) })}
        />
      </Paper>
    </Stack>
  );
}
