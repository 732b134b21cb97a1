import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import type { NavigateOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '@/components/contact-links';
import { AnchorLink } from '@/components/links';
import { fullName, managerTitleOf } from '@/copy/people';
import { personCardTexts as texts } from './texts';
import { UserAvatar } from './UserAvatar';

export interface PersonCardProps {
  person: ApplicationUser;
  /** The line under the name: the person's title or role ("Senior Manager", "ekspert"). */
  subtitle: string;
  /** The person's page the name leads to (`linkOptions({ to, params })`). */
  link?: NavigateOptions;
  /** An item of a list of cards (default), or an article standing alone, named `label`. */
  component?: 'li' | 'article';
  /** The card's accessible name (an article's). */
  label?: string;
  /** The name's heading level: 3 (default) under a page's sections; none on the person's own page (its title). */
  headingOrder?: 2 | 3 | null;
  /** What the card shows under the contact lines (the cases shared with the person, actions). */
  children?: ReactNode;
}

/** A value whose label only a screen reader hears ("Telefon: …"): the card shows it by its look alone. */
function VisuallyLabelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <VisuallyHidden component="span">{`${label}:`}</VisuallyHidden> {children}
    </>
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

/**
 * A person to contact: picture, name (a link to their page when given), title or role, profession, phone and
 * e-mail, and what the screen adds below.
 */
export function PersonCard({
  person,
  subtitle,
  link,
  component = 'li',
  label,
  headingOrder = 3,
  children,
}: PersonCardProps) {
  const name = fullName(person);
  return (
    <Paper component={component} aria-label={label} withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <UserAvatar person={person} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          {headingOrder === null ? (
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          ) : (
            <Title order={headingOrder} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {link ? (
                <AnchorLink to={link.to as never} params={link.params as never} inherit>
                  {name}
                </AnchorLink>
              ) : (
                name
              )}
            </Title>
          )}
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
          {person.profession?.name && (
            <Text size="sm">
              <VisuallyLabelled label={texts.profession}>{person.profession.name}</VisuallyLabelled>
            </Text>
          )}
          {person.phoneNumber && (
            <Anchor href={telHref(person.phoneNumber)} size="sm">
              <VisuallyLabelled label={texts.phone}>{person.phoneNumber}</VisuallyLabelled>
            </Anchor>
          )}
          {person.email && (
            <Anchor href={mailtoHref(person.email)} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <VisuallyLabelled label={texts.email}>
                <EmailText email={person.email} />
              </VisuallyLabelled>
            </Anchor>
          )}
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The manager card of spec 000 ("Unlimited consultations page"): picture, name, the manager title ("Manager" when
 * none), phone, e-mail and profession. /unlimitedConsults, /yourAccountManager and /clientManager/{id} show it.
 */
export function ManagerCard(props: Omit<PersonCardProps, 'subtitle'>) {
  return <PersonCard {...props} subtitle={managerTitleOf(props.person)} />;
}
