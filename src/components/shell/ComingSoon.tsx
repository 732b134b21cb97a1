import { Stack, Text, Title } from '@mantine/core';
import { usePageTrail } from './page-title';
import { shellTexts } from './texts';

/** The page of a screen a later issue builds: it names the screen and says it is coming. */
export default function ComingSoon() {
  const { title } = usePageTrail();
  return (
    <Stack gap="xs" py="lg">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{shellTexts.comingSoon}</Text>
    </Stack>
  );
}
