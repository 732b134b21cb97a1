import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteCaseAgreement, useUploadCaseAgreement } from '@/features/cases/api';
import { useAttachmentDownload } from '@/features/cases/attachments/download';
import { confirmAction } from '@/components/confirm';
import { caseTexts } from '@/features/cases/texts';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { optionalDateTime } from './format';
import { Section } from './Section';

const texts = caseTexts.details.agreement;

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
      title: texts.deleteTitle,
      message: texts.deleteConfirm,
      destructive: true,
      onConfirm: () =>
        remove.mutate({ id: caseItem.id }, { onSuccess: () => notifySaved(caseTexts.details.saved.agreementDeleted) }),
    });

  return (
    <Section title={texts.title}>
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
                {caseTexts.download}
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
                  {texts.delete}
                </Button>
              )}
            </Group>
          </Group>
        ) : (
          <Text c="dimmed">{texts.none}</Text>
        )}
        <MutationError error={download.error} fallback={caseTexts.attachments.downloadFailed} />
        <MutationError error={upload.error ?? remove.error} />
        {editable && (
          <FileInput
            key={inputKey}
            label={agreement ? texts.replace : texts.upload}
            placeholder={texts.pickFile}
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={upload.isPending}
            clearable
            onChange={(file) => {
              if (!file) return;
              upload.mutate(
                { id: caseItem.id, data: { file } },
                {
                  onSuccess: () => {
                    notifySaved(caseTexts.details.saved.agreementUploaded);
                    setInputKey((key) => key + 1);
                  },
                },
              );
            }}
          />
        )}
      </Stack>
    </Section>
  );
}
