import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGetApplicationUserYourPatron } from '@portal/sdk';
import type { ApplicationUser } from '@portal/sdk/model';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiErrorAlert } from '@/components/QueryState';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { queryStateTexts } from '@/components/texts';
import { ButtonLink } from '@/components/links';
import { PageHeader } from '@/components/shell/PageHeader';
import { managersQuery, seenByClients } from '@/components/users/managers';
import { UserAvatar } from '@/components/users/UserAvatar';
import { fullName } from '@/copy/people';
import { errorStatus } from '@/lib/http/configure-http';
import { profileTexts } from './texts';
import { mailtoHref, telHref } from '@/components/contact-links';

const texts = profileTexts.accountManager;

/**
 * `/yourAccountManager` (clients): who looks after the client: the patron (404: none assigned) and their managers,
 * each with picture, name, title ("Manager" when none), phone and e-mail, a message (an e-mail) and the way to
 * report a case. The managers are the server's answer for the client, as on /unlimitedConsults (the same call and
 * the same rule), so both pages name the same people, or say alike that none is assigned (spec 000's text).
 */
export function YourAccountManagerScreen() {
  const patron = useGetApplicationUserYourPatron();
  const noPatron = errorStatus(patron.error) === 404;
  const managers = useQuery(managersQuery());
  const error = (noPatron ? null : patron.error) ?? managers.error;
  const pending = (patron.isPending && !noPatron) || managers.isPending;

  const content = () => {
    if (error) return <ApiErrorAlert error={error} />;
    if (pending) return <LoadingSkeleton label={queryStateTexts.loading} shape="part" />;
    const people = seenByClients(managers.data ?? []).filter((manager) => manager.id !== patron.data?.id);
    if (!patron.data && people.length === 0)
      return (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{texts.empty}</Text>
            <Text size="sm" c="dimmed">
              {texts.emptyHint}
            </Text>
            <ButtonLink to="/yourCases/add">{texts.reportCase}</ButtonLink>
          </Stack>
        </Paper>
      );
    return (
      <>
        <Stack gap="sm" component="section" aria-label={texts.patron}>
          <Title order={2} size="h3">
            {texts.patron}
          </Title>
          {patron.data ? (
            <ContactCard person={patron.data} />
          ) : (
            <Text size="sm" c="dimmed">
              {texts.noPatron}
            </Text>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-label={texts.managers}>
          <Title order={2} size="h3">
            {texts.managers}
          </Title>
          {people.length > 0 ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {people.map((manager) => (
                <ContactCard key={manager.id} person={manager} />
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {texts.empty}
            </Text>
          )}
        </Stack>
      </>
    );
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader intro={texts.intro} />
      {content()}
    </Stack>
  );
}

/** One person to contact: picture, name, title, phone and e-mail, and what the client can do. */
function ContactCard({ person }: { person: ApplicationUser }) {
  const name = fullName(person);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={texts.card(name)}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <UserAvatar person={person} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {person.managerTitle?.name ?? texts.defaultTitle}
          </Text>
          {person.phoneNumber && (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor href={telHref(person.phoneNumber)} size="sm">
                {person.phoneNumber}
              </Anchor>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Anchor href={mailtoHref(person.email)} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <EmailText email={person.email} />
            </Anchor>
          </Group>
          <Group gap="xs" mt={6}>
            <Button
              component="a"
              href={mailtoHref(person.email)}
              size="xs"
              variant="light"
              leftSection={<IconMail size={16} />}
              aria-label={`${texts.sendMessage}: ${name}`}
            >
              {texts.sendMessage}
            </Button>
            <ButtonLink to="/yourCases/add" size="xs" variant="default">
              {texts.reportCase}
            </ButtonLink>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** An address that wraps after its "@" on a narrow screen, not in the middle of the domain. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
