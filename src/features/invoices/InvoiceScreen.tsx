import { Alert, Button, Group, Stack } from '@mantine/core';
import type { DocumentStatus, Invoice } from '@portal/sdk/model';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm';
import {
  canIssueInvoices,
  invoiceRoutes,
  type InvoiceFamilyKey,
  type InvoiceScope,
} from '@/components/invoices/invoice-routes';
import { AnchorLink, ButtonLink } from '@/components/links';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { invoiceQuery, useDeleteInvoice, useSetInvoiceStatus } from './api';
import { InvoiceDocument } from './InvoiceDocument';
import { PaymentsSection } from './PaymentsSection';
import { usePdfButtons } from './PdfButtons';
import { invoiceTexts } from './texts';

const texts = invoiceTexts.actions;

export interface InvoiceScreenProps {
  family: InvoiceFamilyKey;
  scope: InvoiceScope;
  invoiceId: number;
  /** The read-only view: the document and its PDF, no actions. */
  readOnly?: boolean;
}

/** A back link to the invoice's case, in the family of the route. */
export function BackToCase({ family, scope }: { family: InvoiceFamilyKey; scope: InvoiceScope }) {
  return (
    <AnchorLink {...invoiceRoutes[family].caseDetails(scope)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {invoiceTexts.backToCase}
      </Group>
    </AnchorLink>
  );
}

/**
 * `/{caseId}/invoice/{invoiceId}` of each case family, and its read-only `…/view`: the invoice's document and PDF;
 * for those who keep invoices (administrators, managers) its actions by status and its payments.
 */
export function InvoiceScreen({ family, scope, invoiceId, readOnly = false }: InvoiceScreenProps) {
  const query = useQuery(invoiceQuery(invoiceId));
  return (
    <Stack gap="md">
      <BackToCase family={family} scope={scope} />
      <QueryState query={query} notFoundText={invoiceTexts.notFound}>
        {query.data && <InvoiceDetails invoice={query.data} family={family} scope={scope} readOnly={readOnly} />}
      </QueryState>
    </Stack>
  );
}

function InvoiceDetails({
  invoice,
  family,
  scope,
  readOnly,
}: { invoice: Invoice } & Omit<InvoiceScreenProps, 'invoiceId'>) {
  const { roles } = useCurrentProfile();
  const editable = !readOnly && canIssueInvoices(roles);
  const corrected = useQuery({
    ...invoiceQuery(invoice.correctedInvoiceId ?? 0),
    enabled: invoice.correctedInvoiceId != null,
  });
  const pdf = usePdfButtons(invoice);
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap" role="group" aria-label={texts.label}>
        {editable && <InvoiceActions invoice={invoice} family={family} scope={scope} />}
        {!readOnly && (
          <ButtonLink variant="subtle" {...invoiceRoutes[family].view(scope, invoice.id)}>
            {texts.view}
          </ButtonLink>
        )}
        {pdf.buttons}
      </Group>
      {pdf.error}
      <InvoiceDocument invoice={invoice} corrected={corrected.data} />
      {!readOnly && <PaymentsSection invoice={invoice} editable={editable} />}
    </Stack>
  );
}

/** The changes an invoice's status allows: a draft is edited, published or deleted; an issued one corrected. */
function InvoiceActions({
  invoice,
  family,
  scope,
}: {
  invoice: Invoice;
  family: InvoiceFamilyKey;
  scope: InvoiceScope;
}) {
  const routes = invoiceRoutes[family];
  const navigate = useNavigate();
  const setStatus = useSetInvoiceStatus();
  const remove = useDeleteInvoice();
  const [failure, setFailure] = useState<string>();
  const changeStatus = (status: DocumentStatus, confirm: { title: string; message: string }, done: string) =>
    confirmAction({
      ...confirm,
      onConfirm: async () => {
        setFailure(undefined);
        try {
          await setStatus.mutateAsync({ id: invoice.id, params: { status } });
        } catch (error) {
          return setFailure(mutationErrorText(error, texts.failed) ?? texts.failed);
        }
        notifySaved(done);
      },
    });
  const removeDraft = () =>
    confirmAction({
      ...texts.removeConfirm,
      destructive: true,
      onConfirm: async () => {
        setFailure(undefined);
        try {
          await remove.mutateAsync({ id: invoice.id });
        } catch (error) {
          return setFailure(mutationErrorText(error, texts.failed) ?? texts.failed);
        }
        notifySaved(texts.removed);
        void navigate(routes.caseDetails(scope));
      },
    });
  const pending = setStatus.isPending || remove.isPending;
  return (
    <>
      {invoice.status === 'Draft' && (
        <>
          <ButtonLink {...routes.edit(scope, invoice.id)}>{texts.edit}</ButtonLink>
          <Button
            loading={setStatus.isPending}
            disabled={pending}
            onClick={() => changeStatus('Published', texts.publishConfirm, texts.published)}
          >
            {texts.publish}
          </Button>
          <Button color="red" variant="light" disabled={pending} onClick={removeDraft}>
            {texts.remove}
          </Button>
        </>
      )}
      {invoice.status === 'Published' && (
        <Button
          loading={setStatus.isPending}
          disabled={pending}
          onClick={() => changeStatus('Accounted', texts.accountConfirm, texts.accounted)}
        >
          {texts.account}
        </Button>
      )}
      {invoice.status !== 'Draft' && invoice.kind === 'Invoice' && (
        <ButtonLink variant="light" {...routes.correction(scope, invoice.id)}>
          {texts.correct}
        </ButtonLink>
      )}
      {failure && (
        <Alert color="red" role="alert" w="100%">
          {failure}
        </Alert>
      )}
    </>
  );
}
