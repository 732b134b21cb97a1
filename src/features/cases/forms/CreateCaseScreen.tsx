import { Paper, Stack, Title } from '@mantine/core';
import { notifySaved } from '@/components/notify-saved';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { finished } from '@/lib/one-at-a-time';
import type { CaseFamily, CaseScope } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { newCaseValues, toCaseInput, type CaseFormValues } from './case-form-values';
import { CaseForm } from './CaseForm';
import { FromLeadNote, useLeadIdOfSearch } from './from-lead';
import { useCaseCreation } from './use-case-creation';
import type { ClientSource } from './use-people';

export interface CreateCaseScreenProps {
  family: CaseFamily;
  clientSource: ClientSource;
  /** The client the route is fixed to, if any: then the form's client is locked to them. */
  scope?: CaseScope;
}

/** A family's create route: the full case form; the client is fixed when the route names one. */
export function CreateCaseScreen({ family, clientSource, scope = {} }: CreateCaseScreenProps) {
  const navigate = useNavigate();
  const presetClient = scope.clientId;
  const clientLocked = presetClient !== undefined;
  // a manager who adds a case looks after it: preset among its managers (and the case is then on their lists)
  const { profile, roles } = useCurrentProfile();
  const me = roles.includes('Manager') ? profile?.id : undefined;
  const initialValues = useMemo(() => newCaseValues(presetClient ?? null, me ? [me] : []), [presetClient, me]);
  const creation = useCaseCreation({ updateChanged: true });
  const leadId = useLeadIdOfSearch();

  const submit = async (values: CaseFormValues) => {
    const id = await creation.run({ input: toCaseInput(values), description: values.description, leadId });
    notifySaved(values.name.trim(), caseTexts.forms.messages.created);
    await navigate(family.details(id, scope));
    return finished;
  };

  return (
    <Stack maw={960}>
      <Title order={1}>{caseTexts.forms.createTitle}</Title>
      {leadId !== undefined && <FromLeadNote leadId={leadId} />}
      <Paper withBorder p="lg" radius="md">
        <CaseForm
          key={me}
          initialValues={initialValues}
          clientSource={clientSource}
          clientLocked={clientLocked}
          isNew
          submitLabel={caseTexts.forms.create}
          failureMessage={caseTexts.forms.messages.createFailed}
          onSubmit={submit}
          onCancel={() => void navigate(family.list(scope))}
        />
      </Paper>
    </Stack>
  );
}
