import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { FileError } from '@/components/files/FileError';
import { PdfButtons } from '@/components/files/PdfButtons';
import { usePageTrail } from '@/components/shell/page-title';
import { localToday } from '@/lib/settlements/payment-rules';
import { formatDate } from '@/copy/dates';
import { bonusRulesDocuments, currentDocument, type BonusRulesDocument } from './api';
import { useDocumentFile } from './use-document-file';
import { bonusRulesTexts as texts } from './texts';

/**
 * `/tabela-premii`: the bonus-rule documents (spec 000: two PDFs, valid from 2024-03-14 and from 2025-05-01),
 * newest first, the one in force marked; each opens in a new tab or downloads, fetched only then.
 */
export function BonusRulesScreen() {
  const { title } = usePageTrail();
  const current = currentDocument(bonusRulesDocuments, localToday());
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{texts.intro}</Text>
      <SimpleGrid component="ul" aria-label={texts.listLabel} cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0}>
        {bonusRulesDocuments.map((document) => (
          <DocumentCard key={document.validFrom} document={document} current={document === current} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DocumentCard({ document, current }: { document: BonusRulesDocument; current: boolean }) {
  const file = useDocumentFile(document);
  const validFrom = formatDate(document.validFrom);
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm" component="article" aria-label={texts.documentLabel(validFrom)}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileTypePdf size={32} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4">
                {texts.name}
              </Title>
              {current && (
                <Badge color="green" variant="light">
                  {texts.current}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {texts.validFrom(validFrom)} · {texts.format}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="wrap">
          <PdfButtons
            labels={{
              open: texts.open,
              download: texts.download,
              openName: texts.openLabel(validFrom),
              downloadName: texts.downloadLabel(validFrom),
            }}
            pending={file.pending}
            onOpen={file.open}
            onDownload={file.download}
          />
        </Group>
        <FileError error={file.error} failedText={texts.downloadFailed} />
      </Stack>
    </Paper>
  );
}
