import { Paper, Stack, Title } from '@mantine/core';
import { notifySaved } from '@/components/notify-saved';
import type { Case } from '@portal/sdk/model';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { QueryState } from '@/components/QueryState';
import { useEditRecord } from '@/lib/edit-record';
import { finished } from '@/lib/one-at-a-time';
import { caseQuery, useUpdateCase, useUpdateCaseGeneralInfo } from '@/features/cases/api';
import type { CaseFamily } from '@/features/cases/families';
import { needsRejectionReason, useCaseRejection } from '@/features/cases/rejection/use-case-rejection';
import { caseTexts } from '@/features/cases/texts';
import { caseValues, toCaseInput, toGeneralInfo, type CaseFormValues } from './case-form-values';
import { CaseForm } from './CaseForm';
import { SubmitFailure } from './submit-failure';
import type { ClientSource } from './use-people';

export interface EditCaseScreenProps {
  family: CaseFamily;
  clientSource: ClientSource;
  /** The case of the route. */
  id: number;
}

/**
 * A family's edit route: the case form prefilled from the case as the server has it now (`useEditRecord`), saved
 * with PUT, then back to the details.
 */
export function EditCaseScreen({ family, clientSource, id }: EditCaseScreenProps) {
  const record = useEditRecord(caseQuery(id));
  return (
    <Stack maw={960}>
      <Title order={1}>{caseTexts.forms.editTitle}</Title>
      <QueryState query={record} notFoundText={caseTexts.notFound}>
        {record.data && (
          <EditCaseForm key={record.version} item={record.data} family={family} clientSource={clientSource} />
        )}
      </QueryState>
    </Stack>
  );
}

interface EditCaseFormProps extends Omit<EditCaseScreenProps, 'id'> {
  item: Case;
}

function EditCaseForm({ item, family, clientSource }: EditCaseFormProps) {
  const navigate = useNavigate();
  const updateCase = useUpdateCase();
  const saveGeneralInfo = useUpdateCaseGeneralInfo();
  const rejection = useCaseRejection(item);
  const known = useMemo(
    () => ({
      client: item.client,
      expert: item.expert,
      managers: item.managers,
      leader: item.managerLeader,
      salesPerson: item.salesPerson,
      product: item.product && {
        id: item.product.id,
        name: item.product.name,
        departmentId: item.product.departmentId ?? null,
      },
    }),
    [item],
  );
  const details = family.details(item.id, { clientId: item.clientId });

  const submit = async (values: CaseFormValues) => {
    // rejecting through the form goes through the same flow as the details' status selector: no reason, no save
    if (needsRejectionReason(item.status, values.status) && !(await rejection.ask())) return;
    try {
      await updateCase.mutateAsync({ id: item.id, data: toCaseInput(values, item) });
      if (values.description.trim() !== (item.generalInfo?.description ?? '').trim())
        await saveGeneralInfo.mutateAsync({ id: item.id, data: toGeneralInfo(values.description, item) });
    } catch (error) {
      throw new SubmitFailure(caseTexts.forms.messages.saveFailed, error);
    }
    notifySaved(values.name.trim(), caseTexts.forms.messages.saved);
    await navigate(details);
    return finished;
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <CaseForm
        // read when the form starts: a refetch bringing the same case does not overwrite what is typed
        initialValues={caseValues(item)}
        clientSource={clientSource}
        known={known}
        submitLabel={caseTexts.save}
        failureMessage={caseTexts.forms.messages.saveFailed}
        onSubmit={submit}
        onCancel={() => void navigate(details)}
      />
      {rejection.dialog}
    </Paper>
  );
}
