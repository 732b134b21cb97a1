import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import {
  IconClockHour4,
  IconEyeOff,
  IconFilePlus,
  IconInfinity,
  IconMail,
  IconPhone,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { AnchorLink, ButtonLink } from '@/components/links';
import { usePageTrail } from '@/components/shell/page-title';
import { seenByClients } from '@/components/users/managers';
import { ManagerCard } from '@/components/users/PersonCard';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { config } from '@/lib/config';
import { managersQuery } from './api';
import { publicPagesTexts } from './texts';
import { mailtoHref, telHref } from '@/components/contact-links';

const texts = publicPagesTexts.unlimited;
const pointIcons = [IconInfinity, IconClockHour4, IconUsersGroup];
/** The hero's call button wraps its label on a narrow phone rather than overflow the card. */
const heroCallStyles = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingTop: 8, paddingBottom: 8 },
  inner: { height: 'auto' },
  label: { whiteSpace: 'normal' as const, height: 'auto', lineHeight: 1.35, overflow: 'visible' },
};

/**
 * The managers a page lists: every manager the server names where the page is editable, else those of at least one
 * department (spec 000 "Unlimited consultations page"). A client is named only their own managers.
 */
export const listedManagers = (managers: ApplicationUser[], editable: boolean) =>
  editable ? managers : seenByClients(managers);

/**
 * `/unlimitedConsults` and, `editable`, `/unlimitedConsults/edit` (spec 000 "Unlimited consultations page"): the
 * subscription's offer with the firm's phone and mail (settings), and the manager cards. The edit variant lists
 * every manager and marks those the clients do not see (no department); what changes that is the user's
 * departments, edited with the user.
 */
export function UnlimitedConsultsScreen({ editable }: { editable: boolean }) {
  const { title } = usePageTrail();
  const { roles } = useCurrentProfile();
  // a client opens the page of each of their managers (/clientManager/{id})
  const linked = !editable && roles.includes('Client');
  const managers = useQuery(managersQuery());
  const listed = managers.data ? listedManagers(managers.data, editable) : undefined;
  const { phone, email } = config.contact;
  return (
    <Grid columns={24}>
      <Grid.Col span={{ base: 22, md: 20, lg: 18, xl: 16 }} offset={{ base: 1, md: 2, lg: 3, xl: 4 }}>
        <Stack gap="xl" py="md">
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={1}>{title}</Title>
            {listed && <Text c="dimmed">{texts.positions(listed.length)}</Text>}
          </Group>

          {editable && (
            <Alert color="blue" variant="outline">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{texts.editNote}</Text>
                <AnchorLink to="/unlimitedConsults" size="sm" activeOptions={{ exact: true }} underline="always">
                  {texts.preview}
                </AnchorLink>
              </Stack>
            </Alert>
          )}

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="uc-hero">
            <Stack gap="md" align="flex-start">
              <Title order={2} id="uc-hero">
                {texts.heroTitle}
              </Title>
              <Button
                component="a"
                href={telHref(phone)}
                size="md"
                maw="100%"
                leftSection={<IconPhone size={20} aria-hidden />}
                styles={heroCallStyles}
              >
                {texts.call(phone)}
              </Button>
              <Text>
                {texts.heroTextBefore}
                <AnchorLink to="/yourCases/add" underline="always">
                  {texts.heroLink}
                </AnchorLink>
                {texts.heroTextAfter}
              </Text>
            </Stack>
          </Paper>

          <Stack gap="md" component="section" aria-labelledby="uc-points">
            <Title order={2} id="uc-points">
              {texts.pointsTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {texts.points.map((point, i) => {
                const Icon = pointIcons[i];
                return (
                  <Paper key={point.title} withBorder radius="md" p="md">
                    <Stack gap="xs">
                      <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                        <Icon size={24} stroke={1.6} />
                      </ThemeIcon>
                      <Title order={3} size="h4">
                        {point.title}
                      </Title>
                      <Text size="sm">{point.text}</Text>
                    </Stack>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="uc-fields">
            <Title order={2} id="uc-fields">
              {texts.fieldsTitle}
            </Title>
            <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {texts.fields.map((field) => (
                <Badge key={field} component="li" size="lg" variant="light" tt="none">
                  {field}
                </Badge>
              ))}
              <Text component="li" size="sm" c="dimmed">
                {texts.moreFields}
              </Text>
            </Group>
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="uc-description">
            <Title order={2} id="uc-description">
              {texts.descriptionTitle}
            </Title>
            {texts.description.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="uc-calls">
            <Title order={2} id="uc-calls">
              {texts.callsTitle}
            </Title>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              <CallLine icon={<IconPhone size={20} />}>
                {texts.callPhone}{' '}
                <Anchor href={telHref(phone)} underline="always">
                  {phone}
                </Anchor>
              </CallLine>
              <CallLine icon={<IconFilePlus size={20} />}>
                <AnchorLink to="/yourCases/add">{texts.callCase}</AnchorLink>
              </CallLine>
              <CallLine icon={<IconMail size={20} />}>
                {texts.callMail}{' '}
                <Anchor href={mailtoHref(email)} underline="always">
                  {email}
                </Anchor>
              </CallLine>
            </Stack>
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="uc-managers">
            <Title order={2} id="uc-managers">
              {editable ? texts.managersTitleEditable : texts.managersTitle}
            </Title>
            {managers.isPending ? (
              <LoadingSkeleton label={texts.managersLoading} shape="part" />
            ) : !listed ? null : listed.length === 0 ? (
              <Stack align="flex-start" gap="sm" role="status">
                <Text>{texts.empty}</Text>
                <ButtonLink to="/" variant="default">
                  {texts.back}
                </ButtonLink>
              </Stack>
            ) : (
              <SimpleGrid
                component="ul"
                cols={{ base: 1, sm: 2 }}
                spacing="md"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
              >
                {listed.map((manager) => (
                  <ManagerCard
                    key={manager.id}
                    person={manager}
                    link={linked ? linkOptions({ to: '/clientManager/$id', params: { id: manager.id } }) : undefined}
                  >
                    {editable && <Visibility manager={manager} />}
                  </ManagerCard>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function CallLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size={32} radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text>{children}</Text>
    </Group>
  );
}

/** The edit variant's note under a card: the manager's departments, or that the clients do not see them. */
function Visibility({ manager }: { manager: ApplicationUser }) {
  return manager.departments.length > 0 ? (
    <Text size="xs" c="dimmed">
      {texts.departments}: {manager.departments.map((d) => d.name).join(', ')}
    </Text>
  ) : (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconEyeOff size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        {texts.hidden}
      </Text>
    </Group>
  );
}
