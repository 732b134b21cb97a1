import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGetApplicationUserYourPatron } from '@portal/sdk';
import type { ApplicationUser } from '@portal/sdk/model';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, type NavigateOptions } from '@tanstack/react-router';
import { ApiErrorAlert } from '@/components/QueryState';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { queryStateTexts } from '@/components/texts';
import { ButtonLink } from '@/components/links';
import { PageHeader } from '@/components/shell/PageHeader';
import { managersQuery, seenByClients } from '@/components/users/managers';
import { ManagerCard } from '@/components/users/PersonCard';
import { fullName } from '@/copy/people';
import { errorStatus } from '@/lib/http/configure-http';
import { profileTexts } from './texts';
import { mailtoHref } from '@/components/contact-links';

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
                <ContactCard
                  key={manager.id}
                  person={manager}
                  link={linkOptions({ to: '/clientManager/$id', params: { id: manager.id } })}
                />
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

/** One person to contact (the manager card; a manager's name leads to their page) and what the client can do. */
function ContactCard({ person, link }: { person: ApplicationUser; link?: NavigateOptions }) {
  const name = fullName(person);
  return (
    <ManagerCard person={person} link={link} component="article" label={texts.card(name)}>
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
    </ManagerCard>
  );
}
