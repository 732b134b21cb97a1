import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  downloadOfferAttachment,
  downloadOfferPdf,
  downloadPublicOfferAttachment,
  downloadPublishedOfferPdf,
} from '@portal/sdk';
import type { Offer } from '@portal/sdk/model';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { localToday } from '@/lib/settlements/payment-rules';
import { vatRateLabels } from '@/copy/case-labels';
import { formatAmount, formatDate } from '@/copy/dates';
import { isManagerial } from '@/lib/auth/roles';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { offerQuery } from './api';
import { OfferAnswerSection } from './OfferAnswerSection';
import { AttachmentName } from '@/components/files/AttachmentName';
import { FileError } from '@/components/files/FileError';
import { offerTexts } from './texts';
import { useFileActions } from '@/components/files/use-file-actions';

const texts = offerTexts.view;
const fields = offerTexts.fields;

/** `/offer/{id}`: one offer for whoever may see it (a client: the published offers of their cases). */
export function OfferScreen({ id }: { id: number }) {
  const query = useQuery(offerQuery(id));
  return (
    <QueryState query={query} notFoundText={offerTexts.notFound}>
      {query.data && <OfferDetails offer={query.data} />}
    </QueryState>
  );
}

/**
 * A client gets a published offer's PDF and files by its publication id, with no credentials (as the link they
 * were sent does); staff through the calls with credentials, which also serve drafts.
 */
function useDownloads(offer: Offer) {
  const { roles } = useCurrentProfile();
  const publicationId = offer.status === 'Published' ? offer.publicationId : null;
  const asClient = roles.includes('Client') && roles.every((role) => role === 'Client');
  const usePublic = asClient && !!publicationId;
  return {
    pdf: () => (usePublic ? downloadPublishedOfferPdf(publicationId!) : downloadOfferPdf(offer.id)),
    attachment: (attachmentId: number) =>
      usePublic ? downloadPublicOfferAttachment(attachmentId, publicationId!) : downloadOfferAttachment(attachmentId),
    canEdit: isManagerial(roles),
    /** A client answers a published offer (staff do not). */
    canAnswer: asClient && offer.status === 'Published',
  };
}

function OfferDetails({ offer }: { offer: Offer }) {
  const downloads = useDownloads(offer);
  const file = useFileActions();
  const expired = !!offer.validUntil && offer.validUntil < localToday();
  const price = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? offerTexts.ofCase.noPrice : formatAmount(amount);
  const pdf = (action: 'open' | 'download') => file.run('pdf', action, offerTexts.fileName(offer.id), downloads.pdf);

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>{offer.title}</Title>
          {downloads.canEdit && (
            <ButtonLink to="/cases/$caseId/offer" params={{ caseId: offer.caseId }} variant="light" size="sm">
              {texts.edit}
            </ButtonLink>
          )}
        </Group>
        {offer.case && (
          <Text c="dimmed">
            {offerTexts.caseLabel}
            {offer.case.name}
          </Text>
        )}
      </Stack>
      {offer.status === 'Draft' && (
        <Badge color="gray" variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
          {texts.draft}
        </Badge>
      )}
      {offer.validUntil &&
        (expired ? (
          <Alert color="orange" variant="light">
            {texts.expired(formatDate(offer.validUntil))}
          </Alert>
        ) : (
          <Text fw={600}>{texts.validUntil(formatDate(offer.validUntil))}</Text>
        ))}
      {offer.introduction && <Text style={{ whiteSpace: 'pre-line' }}>{offer.introduction}</Text>}
      {offer.content && (
        <Stack gap="xs" component="section" aria-label={texts.scope}>
          <Title order={2} size="h4">
            {texts.scope}
          </Title>
          {/* the scope is plain text, shown as text (never as HTML) */}
          <Text style={{ whiteSpace: 'pre-line' }}>{offer.content}</Text>
        </Stack>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-label={texts.price}>
        <Table variant="vertical" withRowBorders={false} aria-label={texts.price}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{fields.netPrice}</Table.Th>
              <Table.Td>{price(offer.netPrice)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.vat}</Table.Th>
              <Table.Td>{offer.vatRate ? vatRateLabels[offer.vatRate] : offerTexts.ofCase.noPrice}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{fields.grossPrice}</Table.Th>
              <Table.Td fw={700}>{price(offer.grossPrice)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <Group gap="xs">
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={file.isPending('pdf', 'download')}
          disabled={file.busy}
          onClick={() => pdf('download')}
        >
          {texts.download}
        </Button>
        <Button
          variant="light"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={texts.openLabel}
          loading={file.isPending('pdf', 'open')}
          disabled={file.busy}
          onClick={() => pdf('open')}
        >
          {texts.open}
        </Button>
      </Group>
      {offer.attachments.length > 0 && (
        <Stack gap="xs" component="section" aria-label={offerTexts.attachments.title}>
          <Title order={2} size="h4">
            {offerTexts.attachments.title}
          </Title>
          {offer.attachments.map((attachment) => (
            <Group key={attachment.id} justify="space-between" wrap="nowrap">
              <AttachmentName attachment={attachment} />
              <Button
                variant="light"
                size="xs"
                style={{ flexShrink: 0 }}
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={offerTexts.attachments.download(attachment.fileName)}
                loading={file.isPending(String(attachment.id), 'download')}
                disabled={file.busy}
                onClick={() =>
                  file.run(String(attachment.id), 'download', attachment.fileName, () =>
                    downloads.attachment(attachment.id),
                  )
                }
              >
                {offerTexts.attachments.downloadShort}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <FileError error={file.error} />
      {downloads.canAnswer && <OfferAnswerSection offer={offer} expired={expired} />}
    </Stack>
  );
}
