import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTrail } from '@/components/shell/page-title';
import { JoinButtons } from './JoinButtons';
import { PublicFooter } from './PublicFooter';
import { publicPagesTexts } from './texts';

const texts = publicPagesTexts.saas;

/**
 * `/landing/saas`: the SaaS offer's news item (`article`: the news feature's landing variant, given by the route)
 * and the ways in. Where the item does not load, the page's own title stands in for its heading.
 */
export function SaasLandingScreen({ article }: { article: (fallback: ReactNode) => ReactNode }) {
  const { title } = usePageTrail();
  return (
    <Stack gap="xl" maw={820} py="md">
      {article(<Title order={1}>{title}</Title>)}
      <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="saas-join">
        <Stack gap="sm">
          <Title order={2} id="saas-join">
            {texts.title}
          </Title>
          <Text>{texts.text}</Text>
          <JoinButtons />
        </Stack>
      </Paper>
      <PublicFooter />
    </Stack>
  );
}
