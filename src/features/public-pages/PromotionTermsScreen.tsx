import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTrail } from '@/components/shell/page-title';
import { publicPagesTexts } from './texts';

const texts = publicPagesTexts.promotion;

/** The promotion's last moment, Polish time (31 December 2024 23:59, i.e. before 1 January 2025 00:00 CET). */
const PROMOTION_END = new Date('2024-12-31T23:00:00Z');

/** The terms of the "first month for one złoty" promotion (spec 000 section 1), public. */
export function PromotionTermsScreen() {
  const { title } = usePageTrail();
  // read once, when the page opens
  const [ended] = useState(() => Date.now() >= PROMOTION_END.getTime());
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      {ended && (
        <Alert color="gray" variant="light">
          {texts.ended}
        </Alert>
      )}
      <Title order={2} size="h3">
        {texts.conditions}
      </Title>
      <List type="ordered" spacing="sm">
        {texts.points.map((point) => (
          <List.Item key={point}>
            <Text>{point}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
