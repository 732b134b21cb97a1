import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { attachmentTexts } from '../../../copy/case-attachments';
import { useDeleteCaseAgreement, useUploadCaseAgreement } from '../api';
import { useAttachmentDownload } from '../attachments/download';
import { confirmAction } from '../shared/confirm';
import { MutationError } from '../../../components/MutationError';
import { optionalDateTime } from './format';
import { Section } from './Section';

export interface AgreementSectionProps {
  caseItem: Case;
  /** Upload and removal (editCase). */
  editable: boolean;
}

/** The signed agreement of the case: download, upload (replacing it) and removal with confirmation. */
export function AgreementSection({ caseItem, editable }: AgreementSectionProps) {
  const agreement = caseItem.agreement;
  const upload = useUploadCaseAgreement(caseItem.id);
  const remove = useDeleteCaseAgreement(caseItem.id);
  const download = useAttachmentDownload();
  // the file input is reset after a stored upload so the same file can be chosen again; a refused one stays shown
  const [inputKey, setInputKey] = useState(0);

  const confirmRemoval = () =>
    confirmAction({
      title: 'Usuwanie umowy',
      message: 'Czy na pewno chcesz usunąć umowę tej sprawy?',
      destructive: true,
      onConfirm: () => remove.mutate({ id: caseItem.id }),
    });

  return (
    <Section title="Umowa">
      <Stack gap="sm">
        {agreement ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {agreement.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {[agreement.description, optionalDateTime(agreement.createdAt)].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending}
                onClick={() => void download.start(agreement)}
              >
                Pobierz
              </Button>
              {editable && (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  loading={remove.isPending}
                  onClick={confirmRemoval}
                >
                  Usuń umowę
                </Button>
              )}
            </Group>
          </Group>
        ) : (
          <Text c="dimmed">Brak umowy.</Text>
        )}
        <MutationError error={download.error} fallback={attachmentTexts.downloadFailed} />
        <MutationError error={upload.error ?? remove.error} />
        {editable && (
          <FileInput
            key={inputKey}
            label={agreement ? 'Zastąp umowę' : 'Wgraj umowę'}
            placeholder="Wybierz plik"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={upload.isPending}
            clearable
            onChange={(file) => {
              if (!file) return;
              upload.mutate({ id: caseItem.id, data: { file } }, { onSuccess: () => setInputKey((key) => key + 1) });
            }}
          />
        )}
      </Stack>
    </Section>
  );
}
