import { Group, Stack, Text } from '@mantine/core';
import { getListSatisfactionScoresForCaseQueryOptions } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { IconArrowRight, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '@/components/links';
import { Section } from './Section';
import { caseSatisfactionTexts as texts } from './satisfaction-texts';

/**
 * On the client's finished case: the offer to rate the cooperation, or the score given with the way to change it
 * (the form lives at /yourCases/{caseId}/satisfactionScore). Nothing while the case is not finished.
 */
export function CaseSatisfaction({ caseItem }: { caseItem: Case }) {
  const done = caseItem.status === 'Done';
  const { data } = useQuery({ ...getListSatisfactionScoresForCaseQueryOptions(caseItem.id), enabled: done });
  if (!done || !data) return null;
  const score = data[0];
  return (
    <Section title={texts.title}>
      {score ? (
        <Group gap="md">
          <Group gap={6}>
            <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text fw={600}>{texts.given(score.score)}</Text>
          </Group>
          <AnchorLink
            to="/yourCases/$caseId/satisfactionScore/$id"
            params={{ caseId: caseItem.id, id: score.id }}
            size="sm"
          >
            {texts.edit}
          </AnchorLink>
        </Group>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{texts.question}</Text>
          <ButtonLink
            to="/yourCases/$caseId/satisfactionScore"
            params={{ caseId: caseItem.id }}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {texts.rate}
          </ButtonLink>
        </Stack>
      )}
    </Section>
  );
}
