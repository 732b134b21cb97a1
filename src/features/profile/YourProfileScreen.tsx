import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import { ButtonLink } from '@/components/links';
import { usePageTrail } from '@/components/shell/page-title';
import { AddressSections, CooperationDates, DetailSection, Facts } from '@/components/users/DetailParts';
import { UserTile } from '@/components/users/UserTile';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { profileTexts } from './texts';

const texts = profileTexts.profile;
const fields = profileTexts.fields;
const sections = profileTexts.sections;

/**
 * `/yourProfile`: the user's tile (picture, name, roles, status, profession, title, departments, organisations and
 * its actions), then the personal data, addresses and cooperation dates, read-only, with the ways to change them.
 */
export function YourProfileScreen({ user: loaded }: { user: ApplicationUser }) {
  const { title } = usePageTrail();
  const current = useCurrentProfile();
  // the profile as the query has it now (a save elsewhere updates it), the route's copy until then
  const user = current.profile ?? loaded;
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          <ButtonLink to="/editProfile">{texts.edit}</ButtonLink>
          <ButtonLink to="/changePassword" variant="default">
            {texts.changePassword}
          </ButtonLink>
        </Group>
      </Group>
      <UserTile user={user} viewerRoles={current.roles} self />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title={sections.personal}>
          <Facts
            facts={[
              [texts.name, fullName(user)],
              [fields.birthDate, user.birthDate && formatDate(user.birthDate)],
              [fields.professionId, user.profession?.name],
              [fields.phoneNumber, user.phoneNumber],
              [fields.email, user.email],
            ]}
          />
        </DetailSection>
        <DetailSection title={sections.cooperation}>
          <CooperationDates user={user} oneWhenSame />
        </DetailSection>
        <AddressSections user={user} />
      </SimpleGrid>
    </Stack>
  );
}
