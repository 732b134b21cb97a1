import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Address, ApplicationUser } from '@portal/sdk/model';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/links';
import { usePageTrail } from '@/components/shell/page-title';
import { UserTile } from '@/components/users/UserTile';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { cooperationFields } from './profile-form';
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
  const cooperation = cooperationFacts(user);
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
        <Section title={sections.personal}>
          <Facts
            facts={[
              [texts.name, fullName(user)],
              [fields.birthDate, user.birthDate && formatDate(user.birthDate)],
              [fields.professionId, user.profession?.name],
              [fields.phoneNumber, user.phoneNumber],
              [fields.email, user.email],
            ]}
          />
        </Section>
        <Section title={sections.cooperation}>
          {cooperation.length ? (
            <Facts facts={cooperation} />
          ) : (
            <Text size="sm" c="dimmed">
              {texts.noCooperation}
            </Text>
          )}
        </Section>
        <Section title={sections.residence}>
          <AddressLines address={user.addressOfResidence} />
        </Section>
        <Section title={sections.mailing}>
          {user.isAddressDifferent ? (
            <AddressLines address={user.mailingAddress} />
          ) : (
            <Text size="sm">{texts.sameAddress}</Text>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** One date when every product has the same (the usual case), else the date of each product that has one. */
function cooperationFacts(user: ApplicationUser): [string, string][] {
  const dated = cooperationFields.filter((field) => user[field]);
  const days = new Set(dated.map((field) => formatDate(user[field]!)));
  if (days.size === 1 && dated.length === cooperationFields.length)
    return [[fields.cooperationBeginDate, [...days][0]]];
  return dated.map((field) => [profileTexts.cooperationProducts[field], formatDate(user[field]!)]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Label and value pairs; a value not given says so. */
function Facts({ facts }: { facts: [string, string | null | undefined][] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {value || texts.notGiven}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** "ul. Marszałkowska 84/12", "00-514 Warszawa". */
function AddressLines({ address }: { address: Address | null | undefined }) {
  if (!address?.street && !address?.city)
    return (
      <Text size="sm" c="dimmed">
        {texts.notGiven}
      </Text>
    );
  const flat = address.flatNumber ? `/${address.flatNumber}` : '';
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
      {`${address.street ?? ''} ${address.houseNumber ?? ''}${flat}`.trim()}
      <br />
      {`${address.postalCode ?? ''} ${address.city ?? ''}`.trim()}
    </Text>
  );
}
