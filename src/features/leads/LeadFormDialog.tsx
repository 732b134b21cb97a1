import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useListMarketingCampaigns } from '@portal/sdk';
import { createLeadBodyNotesMax } from '@portal/sdk/limits/leads';
import type {
  ClientProfile,
  ClientSize,
  CompanyLegalForm,
  Lead,
  LeadInput,
  LeadOutcome,
  LeadSource,
  Source,
  TaxForm,
} from '@portal/sdk/model';
import { CreateLeadBody } from '@portal/sdk/zod/leads';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failedSaveText } from '@/components/failed-save';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { useManagerOptions, useProductOptions } from '@/components/lists/member-options';
import { mutationErrorText } from '@/components/MutationError';
import { NotesField } from '@/components/NotesField';
import { notifySaved } from '@/components/notify-saved';
import {
  clientProfileLabels,
  clientSizeLabels,
  companyLegalFormLabels,
  leadOutcomeLabels,
  leadSourceLabels,
  taxFormLabels,
} from '@/copy/case-labels';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { optionsOf } from '@/copy/sales-labels';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { errorStatus } from '@/lib/http/configure-http';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { normalNip } from '@/lib/registry-numbers';
import { contractValidation } from '@/lib/validation';
import { leadQuery, leadSourcesQuery, regonQuery, useCreateLead, usePatchLead } from './api';
import { leadTexts } from './texts';

const texts = leadTexts.form;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  nip: string;
  companyName: string;
  companyLegalForm: CompanyLegalForm | null;
  taxForm: TaxForm | null;
  clientSize: ClientSize | null;
  clientProfile: ClientProfile | null;
  productId: number | null;
  source: Source;
  leadSourceId: number | null;
  marketingCampaignId: number | null;
  salesId: number | null;
  expectedValue: number | string;
  outcome: LeadOutcome;
  notes: string;
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'nip',
  'companyName',
  'companyLegalForm',
  'taxForm',
  'clientSize',
  'clientProfile',
  'productId',
  'source',
  'leadSourceId',
  'marketingCampaignId',
  'salesId',
  'expectedValue',
  'outcome',
  'notes',
] as const satisfies readonly (keyof Values)[];

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => value.trim() || null;

function initialValues(lead: Lead | undefined, nip: string | undefined, salesId: number | null): Values {
  return {
    firstName: text(lead?.firstName),
    lastName: text(lead?.lastName),
    email: text(lead?.email),
    phoneNumber: text(lead?.phoneNumber),
    nip: lead ? text(lead.nip) : (nip ?? ''),
    companyName: text(lead?.companyName),
    companyLegalForm: lead?.companyLegalForm ?? null,
    taxForm: lead?.taxForm ?? null,
    clientSize: lead?.clientSize ?? null,
    clientProfile: lead?.clientProfile ?? null,
    productId: lead?.productId ?? null,
    source: lead?.source ?? 'External',
    leadSourceId: lead?.leadSourceId ?? null,
    marketingCampaignId: lead?.marketingCampaignId ?? null,
    salesId: lead ? (lead.salesId ?? null) : salesId,
    expectedValue: lead?.expectedValue ?? '',
    outcome: lead?.outcome ?? 'None',
    notes: text(lead?.notes),
  };
}

/** The body the form sends: texts trimmed (empty: null), the NIP as its ten digits. */
const bodyOf = (values: Values): LeadInput => ({
  ...values,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: orNull(values.email),
  phoneNumber: orNull(values.phoneNumber),
  nip: values.nip.trim() ? (normalNip(values.nip) ?? values.nip.trim()) : null,
  companyName: orNull(values.companyName),
  expectedValue: typeof values.expectedValue === 'number' ? values.expectedValue : null,
  notes: orNull(values.notes),
});

/** The lead sources offered: the active ones, and the inactive one an edited lead already has. */
export function leadSourceOptions(sources: readonly LeadSource[], current?: number | null) {
  return sources
    .filter((source) => source.isActive || source.id === current)
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'))
    .map((source) => ({
      value: source.id,
      label: source.isActive ? source.name : texts.inactiveSource(source.name),
    }));
}

export interface LeadFormDialogProps {
  opened: boolean;
  /** The dialog's openings: each starts a new form. */
  opening: number;
  /** The lead to edit (read fresh from the server); a new lead when null. */
  leadId: number | null;
  /** A new lead's NIP, looked up in the register as the dialog opens (`/leads?add=<nip>`). */
  nip?: string;
  onClose: () => void;
  /** The saved lead, once the server has it (the dialog has closed and said so). */
  onSaved?: (lead: Lead) => void;
}

/**
 * "Dodaj lead" and "Edytuj": the person, the company (looked up in the REGON register by its NIP), the sale (product,
 * source, campaign, sales person, expected value, outcome) and notes. A new lead is offered only active sources; its
 * sales person is the signed-in manager unless changed. A refused save keeps what was typed, with the server's words
 * under the fields they name.
 */
export function LeadFormDialog({ opened, opening, leadId, nip, onClose, onSaved }: LeadFormDialogProps) {
  const create = useCreateLead();
  const patch = usePatchLead();
  const lead = useQuery({ ...leadQuery(leadId ?? 0), enabled: opened && leadId !== null });
  const close = () => {
    create.reset();
    patch.reset();
    onClose();
  };
  const save = async (values: Values) => {
    const data = bodyOf(values);
    const saved = leadId === null ? await create.mutateAsync({ data }) : await patch.mutateAsync({ id: leadId, data });
    notifySaved(fullName(saved), leadId === null ? texts.created : texts.saved);
    close();
    onSaved?.(saved);
  };
  const ready = leadId === null || lead.data;
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      title={leadId === null ? texts.addTitle : texts.editTitle}
      closeOnClickOutside={!create.isPending && !patch.isPending}
    >
      {ready ? (
        <LeadForm
          key={`${opening}-${leadId === null ? 'new' : lead.dataUpdatedAt}`}
          lead={leadId === null ? undefined : lead.data}
          nip={nip}
          pending={create.isPending || patch.isPending}
          onSave={save}
          onCancel={close}
        />
      ) : lead.error ? (
        <Alert color="red" variant="light" role="alert">
          {mutationErrorText(lead.error)}
        </Alert>
      ) : (
        <Text c="dimmed">…</Text>
      )}
    </Modal>
  );
}

interface LeadFormProps {
  lead?: Lead;
  nip?: string;
  pending: boolean;
  onSave: (values: Values) => Promise<void>;
  onCancel: () => void;
}

type Lookup = { kind: 'found'; text: string; closed?: string } | { kind: 'failed'; text: string } | undefined;

function LeadForm({ lead, nip, pending, onSave, onCancel }: LeadFormProps) {
  const { profile, roles } = useCurrentProfile();
  const queryClient = useQueryClient();
  const sources = useQuery(leadSourcesQuery());
  const campaigns = useListMarketingCampaigns();
  const managers = useManagerOptions();
  const products = useProductOptions();
  const [failure, setFailure] = useState<string>();
  const [lookup, setLookup] = useState<Lookup>();
  const [looking, setLooking] = useState(false);
  const defaultSales = roles.includes('Manager') && profile ? profile.id : null;
  const contract = contractValidation(CreateLeadBody, bodyOf);
  const form = useForm<Values>({
    initialValues: initialValues(lead, nip, defaultSales),
    validate: (values) => ({
      ...contract(values),
      ...(values.nip.trim() && !normalNip(values.nip) && { nip: texts.badNip }),
    }),
  });
  // the signed-in manager is known once the profile loads: a new lead's default sales person
  useEffect(() => {
    if (!lead && defaultSales !== null && form.values.salesId === null && !form.isDirty('salesId'))
      form.setFieldValue('salesId', defaultSales);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultSales]);

  const lookUp = async () => {
    setLookup(undefined);
    const digits = normalNip(form.values.nip);
    if (!digits) {
      form.setFieldError('nip', texts.badNip);
      return;
    }
    form.clearFieldError('nip');
    setLooking(true);
    try {
      const company = await queryClient.fetchQuery(regonQuery(digits));
      form.setValues({
        nip: digits,
        companyName: company.name,
        ...(company.legalForm && { companyLegalForm: company.legalForm }),
      });
      setLookup({
        kind: 'found',
        text: texts.lookupFound(company.name),
        closed: company.endDate ? texts.lookupClosed(formatDate(company.endDate)) : undefined,
      });
    } catch (error) {
      const status = errorStatus(error);
      setLookup({
        kind: 'failed',
        text:
          status === 404
            ? texts.nipNotFound
            : status === 400
              ? (mutationErrorText(error) ?? texts.badNip)
              : texts.lookupFailed,
      });
    } finally {
      setLooking(false);
    }
  };
  // `/leads?add=<nip>`: the NIP given is looked up at once
  const lookedUpAtStart = useRef(false);
  useEffect(() => {
    if (!lead && nip && !lookedUpAtStart.current) {
      lookedUpAtStart.current = true;
      void lookUp();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        try {
          await onSave(values);
          return finished;
        } catch (error) {
          setFailure(failedSaveText(error, form, FIELDS, texts));
        }
      }),
    () => setFailure(texts.invalid),
  );

  const select = <K extends keyof Values>(key: K, labels: Record<string, string>, label: string) => (
    <Select label={label} placeholder={texts.none} clearable data={optionsOf(labels)} {...form.getInputProps(key)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormSection title={texts.person}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={texts.firstName} withAsterisk data-autofocus {...form.getInputProps('firstName')} />
            <TextInput label={texts.lastName} withAsterisk {...form.getInputProps('lastName')} />
            <TextInput label={texts.email} type="email" {...form.getInputProps('email')} />
            <TextInput label={texts.phone} type="tel" {...form.getInputProps('phoneNumber')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={texts.company}>
          <Stack gap="sm">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={texts.nip}
                inputMode="numeric"
                style={{ flex: '1 1 12rem' }}
                {...form.getInputProps('nip')}
              />
              <Button
                variant="light"
                leftSection={<IconSearch size={16} aria-hidden />}
                loading={looking}
                onClick={() => void lookUp()}
                mb={form.errors.nip ? 22 : 0}
              >
                {texts.lookup}
              </Button>
            </Group>
            {lookup && (
              <Alert color={lookup.kind === 'found' ? 'green' : 'orange'} variant="light" role="status" py="xs">
                {lookup.text}
                {lookup.kind === 'found' && lookup.closed && ` ${lookup.closed}`}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={texts.companyName} {...form.getInputProps('companyName')} />
              {select('companyLegalForm', companyLegalFormLabels, texts.legalForm)}
              {select('taxForm', taxFormLabels, texts.taxForm)}
              {select('clientSize', clientSizeLabels, texts.clientSize)}
              {select('clientProfile', clientProfileLabels, texts.clientProfile)}
            </SimpleGrid>
          </Stack>
        </FormSection>
        <FormSection title={texts.sale}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={texts.product}
              placeholder={texts.none}
              searchable
              clearable
              data={products}
              nothingFoundMessage={dictionaryTexts.nothingFound}
              {...form.getInputProps('productId')}
              value={form.values.productId === null ? null : String(form.values.productId)}
              onChange={(value) => form.setFieldValue('productId', value === null ? null : Number(value))}
            />
            <Select<Source>
              label={texts.source}
              withAsterisk
              allowDeselect={false}
              data={optionsOf(leadSourceLabels)}
              {...form.getInputProps('source')}
            />
            <Select<number>
              label={texts.leadSource}
              placeholder={texts.none}
              clearable
              data={leadSourceOptions(sources.data ?? [], lead?.leadSourceId)}
              {...form.getInputProps('leadSourceId')}
            />
            <Select<number>
              label={texts.campaign}
              placeholder={texts.none}
              clearable
              searchable
              data={(campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.name }))}
              {...form.getInputProps('marketingCampaignId')}
            />
            <Select
              label={texts.sales}
              placeholder={texts.none}
              clearable
              searchable
              data={managers}
              {...form.getInputProps('salesId')}
              value={form.values.salesId === null ? null : String(form.values.salesId)}
              onChange={(value) => form.setFieldValue('salesId', value === null ? null : Number(value))}
            />
            <NumberInput
              label={texts.expectedValue}
              min={0}
              decimalScale={2}
              decimalSeparator=","
              thousandSeparator=" "
              suffix={dictionaryTexts.currency}
              {...form.getInputProps('expectedValue')}
            />
            <Select<LeadOutcome>
              label={texts.outcome}
              allowDeselect={false}
              data={optionsOf(leadOutcomeLabels)}
              {...form.getInputProps('outcome')}
            />
          </SimpleGrid>
          <NotesField label={texts.notes} maxLength={createLeadBodyNotesMax} {...form.getInputProps('notes')} />
        </FormSection>
        <FormActions onCancel={onCancel} pending={pending} failure={failure} />
      </Stack>
    </form>
  );
}
