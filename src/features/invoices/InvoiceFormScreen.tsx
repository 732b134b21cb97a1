import { Alert, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getGetInitialCaseInvoiceQueryOptions, getListInvoiceLogosQueryOptions } from '@portal/sdk';
import {
  createInvoiceBodyCorrectionReasonMax,
  createInvoiceBodyMonthMax,
  createInvoiceBodyNotesMax,
  createInvoiceBodyPlaceOfIssueMax,
  createInvoiceBodyYearMax,
  createInvoiceBodyYearMin,
} from '@portal/sdk/limits/invoices';
import type { Invoice, InvoiceKind } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DayInput } from '@/components/DayInput';
import { FormActions } from '@/components/FormActions';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { FormSection } from '@/components/FormSection';
import {
  canIssueInvoices,
  invoiceRoutes,
  type InvoiceFamilyKey,
  type InvoiceScope,
} from '@/components/invoices/invoice-routes';
import { NotesField } from '@/components/NotesField';
import { failedSaveText } from '@/components/failed-save';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { localToday } from '@/lib/settlements/payment-rules';
import { usePageTrail } from '@/components/shell/page-title';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { formatDate } from '@/copy/dates';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { useEditRecord } from '@/lib/edit-record';
import { nestedFieldKey } from '@/lib/server-errors';
import { invoiceQuery, useCreateInvoice, useUpdateInvoice } from './api';
import {
  correctionFormValues,
  invoiceBody,
  invoiceFormValues,
  summaryItems,
  validateInvoiceForm,
  type InvoiceFormValues,
  type InvoiceFrame,
} from './form-values';
import { CorrectionLines, InvoiceLogoImage, invoiceFontOptions, RateSummary } from './InvoiceDocument';
import { BackToCase } from './InvoiceScreen';
import { ItemsField } from './ItemsField';
import { PartyFields } from './PartyFields';
import { paymentMethods, invoiceTexts } from './texts';

const texts = invoiceTexts.form;
const fields = texts.fields;

export type InvoiceFormMode = 'create' | 'edit' | 'correction';

export interface InvoiceFormScreenProps {
  family: InvoiceFamilyKey;
  scope: InvoiceScope;
  mode: InvoiceFormMode;
  /** The invoice edited, or the one a correction corrects. */
  invoiceId?: number;
}

/**
 * `/{caseId}/invoice` (a new invoice, prefilled by the server from the case), `…/{invoiceId}/edit` (a draft) and
 * `…/{invoiceId}/correction` (a correction of an issued invoice) of each case family.
 */
export function InvoiceFormScreen({ family, scope, mode, invoiceId }: InvoiceFormScreenProps) {
  const { title } = usePageTrail();
  const { roles } = useCurrentProfile();
  const initial = useQuery({
    ...getGetInitialCaseInvoiceQueryOptions(scope.caseId),
    enabled: mode === 'create',
    staleTime: 0,
  });
  // the draft to edit, or the invoice to correct, as the server has it now
  const stored = useEditRecord({ ...invoiceQuery(invoiceId ?? 0), enabled: mode !== 'create' });
  const query = mode === 'create' ? initial : stored;

  let content = null;
  if (!canIssueInvoices(roles)) content = <Notice text={texts.noIssuer} />;
  else if (mode === 'create' && initial.data)
    content = (
      <InvoiceForm
        family={family}
        scope={scope}
        frame={{ caseId: scope.caseId, kind: 'Invoice' }}
        values={invoiceFormValues(initial.data)}
      />
    );
  else if (mode === 'edit' && stored.data)
    content =
      stored.data.status === 'Draft' ? (
        <InvoiceForm
          key={stored.version}
          family={family}
          scope={scope}
          frame={stored.data}
          values={invoiceFormValues(stored.data)}
          invoice={stored.data}
        />
      ) : (
        <Notice text={texts.notDraft} />
      );
  else if (mode === 'correction' && stored.data)
    content =
      stored.data.kind === 'Invoice' && stored.data.status !== 'Draft' ? (
        <InvoiceForm
          key={stored.version}
          family={family}
          scope={scope}
          frame={{ caseId: scope.caseId, kind: 'CorrectionInvoice', correctedInvoiceId: stored.data.id }}
          values={correctionFormValues(stored.data, localToday())}
          corrected={stored.data}
        />
      ) : (
        <Notice text={texts.notCorrectable} />
      );

  return (
    <Stack gap="lg" maw={960}>
      <BackToCase family={family} scope={scope} />
      <Title order={1}>{title}</Title>
      {canIssueInvoices(roles) ? (
        <QueryState query={query} notFoundText={mode === 'create' ? invoiceTexts.caseNotFound : invoiceTexts.notFound}>
          {content}
        </QueryState>
      ) : (
        content
      )}
    </Stack>
  );
}

const Notice = ({ text }: { text: string }) => (
  <Alert color="orange" variant="light" role="alert">
    {text}
  </Alert>
);

interface InvoiceFormProps {
  family: InvoiceFamilyKey;
  scope: InvoiceScope;
  frame: InvoiceFrame;
  values: InvoiceFormValues;
  /** The draft edited. */
  invoice?: Invoice;
  /** The invoice a new correction corrects. */
  corrected?: Invoice;
}

const formPaths = (values: InvoiceFormValues) => [
  ...Object.keys(values),
  ...(['seller', 'buyer'] as const).flatMap((side) => [
    ...Object.keys(values[side]).map((key) => `${side}.${key}`),
    ...Object.keys(values[side].address).map((key) => `${side}.address.${key}`),
  ]),
  ...values.items.flatMap((_, i) =>
    ['name', 'quantity', 'unit', 'unitNetPrice', 'vatRate'].map((key) => `items.${i}.${key}`),
  ),
];

function InvoiceForm({ family, scope, frame, values, invoice, corrected }: InvoiceFormProps) {
  const routes = invoiceRoutes[family];
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const logos = useQuery(getListInvoiceLogosQueryOptions());
  const [failure, setFailure] = useState<string>();
  const kind: InvoiceKind = frame.kind;
  const form = useForm<InvoiceFormValues>({
    mode: 'controlled',
    initialValues: values,
    validate: (current) => validateInvoiceForm(current, kind),
  });
  const [savedId, setSavedId] = useState<number>();
  // saved: the guard lets go first, then the invoice opens
  useEffect(() => {
    if (savedId !== undefined) void navigate(routes.details(scope, savedId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once saved
  }, [savedId]);

  const leave = () =>
    void navigate(
      (invoice ?? corrected) ? routes.details(scope, (invoice ?? corrected)!.id) : routes.caseDetails(scope),
    );

  // one save per click: a second click or Enter while it is sent sends nothing, nor one once it is saved (leaving)
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (current) =>
      once(async () => {
        setFailure(undefined);
        const data = invoiceBody(frame, current);
        let saved: Invoice;
        try {
          saved = invoice ? await update.mutateAsync({ id: invoice.id, data }) : await create.mutateAsync({ data });
        } catch (error) {
          return setFailure(failedSaveText(error, form, formPaths(current), texts, nestedFieldKey));
        }
        notifySaved(invoice ? texts.saved : kind === 'CorrectionInvoice' ? texts.correctionCreated : texts.created);
        setSavedId(saved.id);
        return finished;
      }),
    () => setFailure(texts.invalid),
  );

  const dateField = (name: 'issueDate' | 'saleDate' | 'paymentDueDate', required = false) => (
    <DayInput label={fields[name]} withAsterisk={required} clearable={!required} {...form.getInputProps(name)} />
  );
  const logoOptions = [
    { value: '', label: texts.noLogo },
    ...(logos.data ?? []).map((logo) => ({ value: String(logo.id), label: logo.name ?? logo.fileName })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && savedId === undefined} />
      <Stack gap="lg">
        {corrected && (
          <FormSection title={texts.sections.correction}>
            <Stack gap="sm">
              <Text size="sm">{texts.correctionIntro(corrected.number ?? '', formatDate(corrected.issueDate))}</Text>
              <Textarea
                label={fields.correctionReason}
                withAsterisk
                autosize
                minRows={2}
                maxLength={createInvoiceBodyCorrectionReasonMax}
                {...form.getInputProps('correctionReason')}
              />
            </Stack>
          </FormSection>
        )}
        <FormSection title={texts.sections.document}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput
              label={fields.number}
              description={texts.numberHint}
              value={form.values.number || texts.noNumber}
              readOnly
              variant="filled"
            />
            {dateField('issueDate', true)}
            {dateField('saleDate')}
            {dateField('paymentDueDate')}
            <Select
              label={fields.paymentMethod}
              data={paymentMethods}
              clearable
              {...form.getInputProps('paymentMethod')}
              value={form.values.paymentMethod || null}
              onChange={(value) => form.setFieldValue('paymentMethod', value ?? '')}
            />
            <TextInput
              label={fields.placeOfIssue}
              maxLength={createInvoiceBodyPlaceOfIssueMax}
              {...form.getInputProps('placeOfIssue')}
            />
            <NumberInput
              label={fields.year}
              min={createInvoiceBodyYearMin}
              max={createInvoiceBodyYearMax}
              allowDecimal={false}
              {...form.getInputProps('year')}
            />
            <NumberInput
              label={fields.month}
              // the contract's minimum 1: orval writes `.min(1)` inline, with no constant to import
              min={1}
              max={createInvoiceBodyMonthMax}
              allowDecimal={false}
              {...form.getInputProps('month')}
            />
          </SimpleGrid>
        </FormSection>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FormSection title={texts.sections.seller}>
            <PartyFields form={form} side="seller" />
          </FormSection>
          <FormSection title={texts.sections.buyer}>
            <PartyFields form={form} side="buyer" />
          </FormSection>
        </SimpleGrid>
        <FormSection title={texts.sections.items}>
          <ItemsField form={form} />
        </FormSection>
        <FormSection title={texts.sections.summary}>
          {corrected ? (
            <CorrectionLines before={corrected.items} after={summaryItems(form.values)} />
          ) : (
            <RateSummary items={summaryItems(form.values)} />
          )}
        </FormSection>
        <FormSection title={texts.sections.layout}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <Select
                label={fields.logo}
                data={logoOptions}
                allowDeselect={false}
                value={form.values.logoId ?? ''}
                onChange={(value) => form.setFieldValue('logoId', value || null)}
              />
              {form.values.logoId && <InvoiceLogoImage id={Number(form.values.logoId)} />}
            </Stack>
            <Select
              label={fields.font}
              data={invoiceFontOptions}
              allowDeselect={false}
              {...form.getInputProps('font')}
            />
          </SimpleGrid>
          <NotesField label={fields.notes} maxLength={createInvoiceBodyNotesMax} {...form.getInputProps('notes')} />
        </FormSection>
        <FormActions
          failure={failure}
          onCancel={leave}
          pending={create.isPending || update.isPending}
          submitLabel={corrected ? texts.saveCorrection : texts.save}
        />
      </Stack>
    </form>
  );
}
