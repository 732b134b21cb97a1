import { Stack, Title } from '@mantine/core';
import PrivacyPolicy from '@/components/legal/PrivacyPolicy';
import { usePageTrail } from '@/components/shell/page-title';
import { PublicFooter } from './PublicFooter';

/** `/polityka-prywatnosci`: the privacy policy and the terms (the registration form shows the same in a dialog). */
export function PrivacyPolicyScreen() {
  const { title } = usePageTrail();
  return (
    <Stack gap="lg" maw={820} py="md">
      <Title order={1}>{title}</Title>
      <PrivacyPolicy headingLevel={2} />
      <PublicFooter />
    </Stack>
  );
}
