import { Accordion, Group, Stack, Text, Title } from '@mantine/core';
import type { UserLeasingSurvey } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FileError } from '@/components/files/FileError';
import { PdfButtons } from '@/components/files/PdfButtons';
import { usePdfFile } from '@/components/files/use-pdf-file';
import { QueryState } from '@/components/QueryState';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { leasingSurveyPdfQuery, leasingSurveyQuery } from './api';
import { isSaved, SECTIONS, type SectionKey } from './form-values';
import { surveySections } from './sections';
import { leasingTexts as texts } from './texts';

/**
 * The client card's "Ankieta leasingowa": the client's leasing survey in its eight sections, each filled and saved
 * on its own (an accordion; the first section still to fill opens first), and the survey as a PDF.
 */
export function LeasingSurveyTab({ clientId }: { clientId: number }) {
  const survey = useQuery(leasingSurveyQuery(clientId));
  return (
    <QueryState query={survey} notFoundText={texts.notFound}>
      {survey.data && <Survey clientId={clientId} survey={survey.data} />}
    </QueryState>
  );
}

function Survey({ clientId, survey }: { clientId: number; survey: UserLeasingSurvey }) {
  const [opened, setOpened] = useState<string[]>(() => {
    const first = SECTIONS.find((key) => !isSaved(survey, key));
    return first ? [first] : [];
  });
  const [dirty, setDirty] = useState<ReadonlySet<SectionKey>>(new Set());
  const onDirtyChange = useCallback(
    (key: SectionKey, isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(key) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const pdf = usePdfFile(texts.pdf.fileName(clientId), () => leasingSurveyPdfQuery(clientId));
  const savedCount = SECTIONS.filter((key) => isSaved(survey, key)).length;

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={dirty.size > 0} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            {texts.title}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.progress(savedCount, SECTIONS.length)}
          </Text>
        </div>
        <Group gap="xs">
          <PdfButtons labels={texts.pdf} pending={pdf.pending} onOpen={pdf.open} onDownload={pdf.download} />
        </Group>
      </Group>
      <FileError error={pdf.error} />
      <Text size="sm">{texts.intro}</Text>
      <Accordion
        multiple
        value={opened}
        onChange={setOpened}
        variant="separated"
        order={3}
        keepMountedMode="display-none"
      >
        {surveySections.map((Section, i) => (
          <Section key={SECTIONS[i]} clientId={clientId} survey={survey} number={i + 1} onDirtyChange={onDirtyChange} />
        ))}
      </Accordion>
    </Stack>
  );
}
