import { Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createApplicationUserClientLeadBodyDescriptionMax } from '@portal/sdk/limits/users';
import type { Lead, PersonName, Source } from '@portal/sdk/model';
import { CreateApplicationUserClientLeadBody } from '@portal/sdk/zod/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failedSaveText } from '@/components/failed-save';
import { FormActions } from '@/components/FormActions';
import { NotesField } from '@/components/NotesField';
import { notifySaved } from '@/components/notify-saved';
import { UserPicker } from '@/components/users/UserPicker';
import { fullName } from '@/copy/people';
import { leadSourceLabels } from '@/copy/case-labels';
import { optionsOf } from '@/copy/sales-labels';
import { validationMessages } from '@/copy/validation';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { contractValidation } from '@/lib/validation';
import { clientPickerQuery, productsQuery, useCreateClientLead } from './api';
import { clientLeadTexts as texts } from './texts';

/** The client a lead is for: their id and name. */
export type LeadClient = PersonName & { id: number };

export interface ClientLeadDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The client the lead is for; without one the dialog asks for a client (searched by name). */
  client?: LeadClient | null;
  /** The created lead, once the server has it (the dialog has closed and said so). */
  onCreated?: (lead: Lead) => void;
}

interface Values {
  clientId: number | null;
  productId: number | null;
  source: Source;
  description: string;
}

const sourceOptions = optionsOf(leadSourceLabels);
const FIELDS = ['clientId', 'productId', 'source', 'description'] as const;

/**
 * "Nowy lead dla klienta": new business for an existing client (`ApplicationUser/clientLead/{id}`), with the product,
 * where it came from (in-house unless said) and what the client needs. The lead takes the client's name, e-mail and
 * phone; a manager who creates it is its sales person. Every list of leads reloads.
 */
export function ClientLeadDialog({ opened, onClose, client, onCreated }: ClientLeadDialogProps) {
  const create = useCreateClientLead();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={texts.title} closeOnClickOutside={!create.isPending}>
      {/* the modal's content is made anew at each opening: a fresh form */}
      <ClientLeadForm
        client={client ?? null}
        pending={create.isPending}
        onCancel={close}
        onSave={async (clientId, data, clientName) => {
          const lead = await create.mutateAsync({ id: clientId, data });
          notifySaved(texts.created(clientName, lead.product?.name ?? undefined), texts.createdTitle);
          close();
          onCreated?.(lead);
        }}
      />
    </Modal>
  );
}

interface ClientLeadFormProps {
  client: LeadClient | null;
  pending: boolean;
  onCancel: () => void;
  onSave: (
    clientId: number,
    data: { productId: number; source: Source; description: string | null },
    clientName: string,
  ) => Promise<void>;
}

function ClientLeadForm({ client, pending, onCancel, onSave }: ClientLeadFormProps) {
  const { roles } = useCurrentProfile();
  const products = useQuery(productsQuery());
  const [picked, setPicked] = useState<LeadClient | null>(null);
  const [failure, setFailure] = useState<string>();
  const contract = contractValidation(CreateApplicationUserClientLeadBody, (values: Values) => ({
    productId: values.productId,
    source: values.source,
    description: values.description,
  }));
  const form = useForm<Values>({
    initialValues: { clientId: client?.id ?? null, productId: null, source: 'InHouse', description: '' },
    // the contract lets a lead name no product; new business for a client is always about one
    validate: (values) => ({
      ...contract(values),
      ...(values.clientId === null && { clientId: validationMessages.required }),
      ...(values.productId === null && { productId: validationMessages.required }),
    }),
  });
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        const forClient = client ?? picked;
        try {
          await onSave(
            values.clientId!,
            { productId: values.productId!, source: values.source, description: values.description.trim() || null },
            forClient ? fullName(forClient) : '',
          );
          return finished;
        } catch (error) {
          setFailure(failedSaveText(error, form, FIELDS, texts));
        }
      }),
    () => setFailure(texts.invalid),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {client ? (
          <Text fw={500}>{texts.forClient(fullName(client))}</Text>
        ) : (
          <UserPicker
            query={(search) => clientPickerQuery(roles.includes('Admin'), search)}
            label={texts.fields.client}
            description={texts.fields.clientHint}
            placeholder={texts.fields.clientPlaceholder}
            nothingFound={texts.nothingFound}
            value={form.values.clientId}
            onChange={(chosen) => {
              setPicked(chosen);
              form.setFieldValue('clientId', chosen?.id ?? null);
            }}
            error={form.errors.clientId as string | undefined}
          />
        )}
        <Select<number>
          label={texts.fields.product}
          placeholder={texts.fields.productPlaceholder}
          withAsterisk
          searchable
          data-autofocus={client ? true : undefined}
          data={(products.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
          {...form.getInputProps('productId')}
        />
        <Select<Source>
          label={texts.fields.source}
          withAsterisk
          allowDeselect={false}
          data={sourceOptions}
          {...form.getInputProps('source')}
        />
        <NotesField
          label={texts.fields.description}
          description={texts.fields.descriptionHint}
          maxLength={createApplicationUserClientLeadBodyDescriptionMax}
          {...form.getInputProps('description')}
        />
        <FormActions onCancel={onCancel} pending={pending} submitLabel={texts.submit} failure={failure} />
      </Stack>
    </form>
  );
}
