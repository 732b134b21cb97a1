import { Alert, Modal, Stack, Text } from '@mantine/core';
import type { ApplicationUser, RegonCompany, UserLeasingCompany } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/FormActions';
import { mutationErrorText } from '@/components/MutationError';
import { UserPicker } from '@/components/users/UserPicker';
import { validationMessages } from '@/copy/validation';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { clientSearchQuery, leasingSurveyQuery, useAssignCompany } from './api';
import { govZoneTexts } from './texts';

const texts = govZoneTexts.assign;

/**
 * The company part of a leasing survey from the register's data. What the register does not know (tax form,
 * employees, industry) stays as the survey has it when the survey already names this company; another company's
 * is replaced whole.
 */
export const surveyCompanyOf = (company: RegonCompany, current?: UserLeasingCompany | null): UserLeasingCompany => ({
  ...(current?.nip === company.nip && {
    taxForm: current.taxForm ?? null,
    employeeCount: current.employeeCount ?? null,
    industry: current.industry ?? null,
  }),
  name: company.name,
  nip: company.nip,
  regon: company.regon ?? null,
  krs: company.krs ?? null,
  legalForm: company.legalForm ?? null,
  address: company.address ?? null,
  foundedAt: company.startDate ?? null,
});

interface AssignToClientDialogProps {
  company: RegonCompany;
  isAdmin: boolean;
  opened: boolean;
  onClose: () => void;
  onAssigned: (client: ApplicationUser) => void;
}

/** "Przypisz do klienta": a client picked, the company saved as the company part of their leasing survey. */
export function AssignToClientDialog({ company, isAdmin, opened, onClose, onAssigned }: AssignToClientDialogProps) {
  const save = useAssignCompany();
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={texts.title} closeOnClickOutside={!save.isPending}>
      {opened && (
        <AssignForm
          company={company}
          isAdmin={isAdmin}
          save={save}
          onCancel={close}
          onAssigned={(client) => {
            save.reset();
            onAssigned(client);
          }}
        />
      )}
    </Modal>
  );
}

function AssignForm({
  company,
  isAdmin,
  save,
  onCancel,
  onAssigned,
}: Pick<AssignToClientDialogProps, 'company' | 'isAdmin' | 'onAssigned'> & {
  save: ReturnType<typeof useAssignCompany>;
  onCancel: () => void;
}) {
  const [client, setClient] = useState<ApplicationUser | null>(null);
  const [missing, setMissing] = useState(false);
  const survey = useQuery({ ...leasingSurveyQuery(client?.id ?? 0), enabled: client !== null });
  const current = client ? survey.data?.company : undefined;
  const once = useOneAtATime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!client) return setMissing(true);
    once(() =>
      save.mutateAsync({ id: client.id, data: surveyCompanyOf(company, current) }).then(() => {
        onAssigned(client);
        return finished;
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{texts.intro(company.name)}</Text>
        <UserPicker
          query={(search) => clientSearchQuery(isAdmin, search)}
          label={texts.client}
          description={texts.clientHint}
          placeholder={texts.clientPlaceholder}
          nothingFound={texts.nothingFound}
          value={client?.id ?? null}
          onChange={(picked) => {
            setClient(picked);
            setMissing(false);
          }}
          error={missing ? validationMessages.required : undefined}
        />
        {current && (
          <Alert color={current.nip === company.nip ? 'blue' : 'orange'} variant="light">
            {current.nip === company.nip ? texts.refreshes : texts.replaces(current.name, current.nip)}
          </Alert>
        )}
        <FormActions
          onCancel={onCancel}
          pending={save.isPending}
          submitLabel={texts.save}
          // what the survey holds now decides what the save keeps
          submitDisabled={client !== null && survey.isPending}
          failure={save.error ? mutationErrorText(save.error, texts.failed) : undefined}
        />
      </Stack>
    </form>
  );
}
