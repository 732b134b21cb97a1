import { Badge, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { downloadOfferPdf, getDownloadPublishedOfferPdfUrl } from '@portal/sdk';
import type { Offer } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { unsavedChangesTexts } from '@/components/texts';
import { AnchorLink } from '@/components/links';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { formatAmount, formatDate, formatDateTime } from '@/copy/dates';
import { useEditRecord } from '@/lib/edit-record';
import { apiBaseUrl } from '@/lib/http/configure-http';
import { caseOffersQuery, offerQuery, useDeleteOffer, usePublishOffer } from './api';
import { FileError } from '@/components/files/FileError';
import { PdfButtons } from '@/components/files/PdfButtons';
import { OfferForm } from './OfferForm';
import { offerTexts } from './texts';
import { useFileActions } from '@/components/files/use-file-actions';

const texts = offerTexts.ofCase;
const fields = offerTexts.fields;
/** A new offer's form waits for nothing. */
const newOffer = { isPending: false, error: null };

/** The public address of a published offer's PDF (works without signing in), on the API's origin. */
export const publicPdfAddress = (publicationId: string) =>
  new URL(`${apiBaseUrl()}${getDownloadPublishedOfferPdfUrl(publicationId)}`, window.location.origin).href;

/**
 * `/cases/{caseId}/offer` (administrators, managers): the case's offers, each with its PDF to preview or download,
 * a draft to change, publish or delete, a published one with its public link; and the form for a new offer or the
 * draft being changed.
 */
export function OffersOfCaseScreen({ caseRef }: { caseRef: { id: number; name: string } }) {
  const { title } = usePageTrail();
  const list = useQuery(caseOffersQuery(caseRef.id));
  const [editingId, setEditingId] = useState<number>();
  // the draft chosen, as the server has it now
  const edited = useEditRecord({ ...offerQuery(editingId ?? 0), enabled: editingId !== undefined });
  const editing = edited.data?.status === 'Draft' ? edited.data : undefined;
  // a new form after each saved offer
  const [formKey, setFormKey] = useState(0);
  const startNew = () => {
    setEditingId(undefined);
    setFormKey((key) => key + 1);
  };
  // what the form holds unsaved: switching it to another offer asks first
  const formDirty = useRef(false);
  const onFormDirty = useCallback((dirty: boolean) => void (formDirty.current = dirty), []);
  const switchForm = (change: () => void) =>
    formDirty.current
      ? confirmAction({
          title: unsavedChangesTexts.title,
          message: unsavedChangesTexts.discard,
          confirmLabel: unsavedChangesTexts.discardConfirm,
          onConfirm: change,
        })
      : change();

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          {offerTexts.caseLabel}
          <AnchorLink to="/cases/$id" params={{ id: caseRef.id }}>
            {caseRef.name}
          </AnchorLink>
        </Text>
      </div>
      <Stack gap="sm" component="section" aria-label={texts.listTitle}>
        <Title order={2} size="h4">
          {texts.listTitle}
        </Title>
        <QueryState query={list} notFoundText={offerTexts.caseNotFound}>
          {list.data?.length ? (
            list.data.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                onEdit={() => switchForm(() => setEditingId(offer.id))}
                onDeleted={() => offer.id === editingId && startNew()}
              />
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {texts.none}
            </Text>
          )}
        </QueryState>
      </Stack>
      {list.data && (
        <QueryState query={editingId === undefined ? newOffer : edited} notFoundText={offerTexts.notFound}>
          <OfferForm
            key={editing ? `edit-${edited.version}` : `new-${formKey}`}
            caseId={caseRef.id}
            offer={editing}
            onDone={startNew}
            onCancelEdit={() => switchForm(startNew)}
            onDirtyChange={onFormDirty}
          />
        </QueryState>
      )}
    </Stack>
  );
}

function OfferCard({ offer, onEdit, onDeleted }: { offer: Offer; onEdit: () => void; onDeleted: () => void }) {
  const file = useFileActions();
  const publish = usePublishOffer();
  const remove = useDeleteOffer();
  const actions = texts.actions;
  const pdf = (action: 'open' | 'download') =>
    file.run('pdf', action, offerTexts.fileName(offer.id), () => downloadOfferPdf(offer.id));

  const askPublish = () =>
    confirmAction({
      title: texts.publishConfirm.title,
      message: texts.publishConfirm.message(offer.title),
      confirmLabel: texts.publishConfirm.confirm,
      onConfirm: () => publish.mutate({ id: offer.id }, { onSuccess: () => notifySaved(texts.published) }),
    });
  const askDelete = () =>
    confirmAction({
      title: texts.deleteConfirm.title,
      message: texts.deleteConfirm.message(offer.title),
      confirmLabel: texts.deleteConfirm.confirm,
      destructive: true,
      onConfirm: () => remove.mutate({ id: offer.id }, { onSuccess: () => (notifySaved(texts.deleted), onDeleted()) }),
    });

  const price = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? texts.noPrice : formatAmount(amount);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={offer.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <AnchorLink to="/offer/$id" params={{ id: offer.id }} fw={600}>
            {offer.title}
          </AnchorLink>
          <Badge color={offer.status === 'Published' ? 'green' : 'gray'} variant="light">
            {offerTexts.status[offer.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {fields.netPrice}: {price(offer.netPrice)} · {fields.grossPrice}: {price(offer.grossPrice)} ·{' '}
          {fields.validUntil}: {offer.validUntil ? formatDate(offer.validUntil) : texts.noPrice}
          {offer.publishedAt && ` · ${fields.publishedAt}: ${formatDateTime(offer.publishedAt)}`}
        </Text>
        {offer.publicationId && <PublicLink publicationId={offer.publicationId} />}
        <Group gap="xs" wrap="wrap">
          <PdfButtons
            size="xs"
            labels={{
              open: actions.open,
              download: actions.download,
              openName: actions.openLabel(offer.title),
              downloadName: actions.downloadLabel(offer.title),
            }}
            pending={file.pendingOn('pdf')}
            busy={file.busy}
            onOpen={() => pdf('open')}
            onDownload={() => pdf('download')}
          />
          {offer.status === 'Draft' && (
            <>
              <Button variant="default" size="xs" aria-label={actions.editLabel(offer.title)} onClick={onEdit}>
                {actions.edit}
              </Button>
              <Button
                size="xs"
                aria-label={actions.publishLabel(offer.title)}
                loading={publish.isPending}
                onClick={askPublish}
              >
                {actions.publish}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={actions.deleteLabel(offer.title)}
                loading={remove.isPending}
                onClick={askDelete}
              >
                {actions.delete}
              </Button>
            </>
          )}
        </Group>
        <FileError error={file.error} />
        <MutationError error={publish.error ?? remove.error} />
      </Stack>
    </Paper>
  );
}

function PublicLink({ publicationId }: { publicationId: string }) {
  const address = publicPdfAddress(publicationId);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput label={texts.publicLink} value={address} readOnly style={{ flex: 1 }} />
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? texts.copied : texts.copy}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
