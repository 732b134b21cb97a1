import { Badge, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApplicationUser, UserVetro } from '@portal/sdk/model';
import { CreateApplicationUserVetroBody } from '@portal/sdk/zod/users';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { DetailSection, Facts } from '@/components/users/DetailParts';
import { formatDateTime } from '@/copy/dates';
import { contractValidation } from '@/lib/validation';
import { useCreateVetro, useUpdateVetro } from './api';
import { versionOf } from './SavedRecord';
import { crmTexts } from './texts';
import { useRecordSave } from './use-record-save';

const texts = crmTexts.vetro;

/**
 * "Vetro": the client's account in the Vetro system (read with the client). An administrator links the client
 * (POST) or changes the link (PUT); a manager reads it.
 */
export function VetroTab({ client, isAdmin }: { client: ApplicationUser; isAdmin: boolean }) {
  const link = client.vetro ?? null;
  if (isAdmin) return <VetroForm key={versionOf(link)} clientId={client.id} link={link} />;
  if (!link)
    return (
      <Text c="dimmed" role="status">
        {texts.noneManager}
      </Text>
    );
  return (
    <DetailSection title={texts.title}>
      <VetroFacts link={link} />
    </DetailSection>
  );
}

function VetroFacts({ link }: { link: UserVetro }) {
  return (
    <Facts
      facts={[
        [texts.fields.vetroClientId, link.vetroClientId],
        [
          texts.fields.isEnabled,
          <Badge key="state" color={link.isEnabled ? 'green' : 'gray'} variant="light" tt="none">
            {link.isEnabled ? texts.enabled : texts.disabled}
          </Badge>,
        ],
        [texts.fields.updatedAt, link.updatedAt ? formatDateTime(link.updatedAt) : null],
      ]}
    />
  );
}

interface Values {
  vetroClientId: string;
  isEnabled: boolean;
}
const FIELDS = ['vetroClientId', 'isEnabled'] as const;

function VetroForm({ clientId, link }: { clientId: number; link: UserVetro | null }) {
  const create = useCreateVetro();
  const update = useUpdateVetro();
  const save = link ? update : create;
  const form = useForm<Values>({
    initialValues: { vetroClientId: link?.vetroClientId ?? '', isEnabled: link?.isEnabled ?? true },
    validate: contractValidation(CreateApplicationUserVetroBody, (values: Values) => ({ userId: clientId, ...values })),
  });
  const { submit, failure, cancel } = useRecordSave({
    form,
    fields: FIELDS,
    texts,
    save: (values) =>
      save.mutateAsync({ data: { userId: clientId, ...values, vetroClientId: values.vetroClientId.trim() } }),
    saved: link ? texts.changed : texts.linked,
  });
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <Stack gap="md">
        {!link && (
          <Text c="dimmed" role="status">
            {texts.none}
          </Text>
        )}
        <FormSection title={texts.title}>
          <Stack gap="md">
            <TextInput label={texts.fields.vetroClientId} withAsterisk {...form.getInputProps('vetroClientId')} />
            <Checkbox label={texts.fields.isEnabled} {...form.getInputProps('isEnabled', { type: 'checkbox' })} />
            {link?.updatedAt && (
              <Text size="sm" c="dimmed">
                {`${texts.fields.updatedAt}: ${formatDateTime(link.updatedAt)}`}
              </Text>
            )}
          </Stack>
        </FormSection>
        <FormActions
          onCancel={cancel}
          pending={save.isPending}
          submitLabel={link ? texts.change : texts.link}
          failure={failure}
        />
      </Stack>
    </form>
  );
}
