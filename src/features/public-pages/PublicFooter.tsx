import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { config } from '@/lib/config';
import { publicPagesTexts } from './texts';
import { mailtoHref, telHref } from '@/components/contact-links';

const texts = publicPagesTexts.footer;

/** The public pages' footer: the legal and investor pages, the promotion terms, and who runs the portal. */
export function PublicFooter() {
  const { company, contact } = config;
  return (
    <Stack component="footer" gap="sm" mt="xl">
      <Divider />
      <Group component="nav" aria-label={texts.label} gap="lg">
        <AnchorLink to="/polityka-prywatnosci" size="sm">
          {texts.privacy}
        </AnchorLink>
        <AnchorLink to="/investor" size="sm">
          {texts.investor}
        </AnchorLink>
        <AnchorLink to="/terms/pierwszy-miesiac-za-zlotowke" size="sm">
          {texts.promotion}
        </AnchorLink>
        <AnchorLink to="/landing/saas" size="sm">
          {texts.saas}
        </AnchorLink>
      </Group>
      <Text size="sm" c="dimmed">
        {company.name}, {company.address} ·{' '}
        <Anchor href={mailtoHref(contact.email)} size="sm" inherit underline="always">
          {contact.email}
        </Anchor>{' '}
        ·{' '}
        <Anchor href={telHref(contact.phone)} size="sm" inherit underline="always">
          {contact.phone}
        </Anchor>
      </Text>
    </Stack>
  );
}
