import { Avatar, Burger, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Brand } from '@/lib/org/brand';
import { Mark } from './Mark';
import { shellTexts } from './texts';

const texts = shellTexts.header;

export interface AppHeaderProps {
  brand: Brand;
  /** The mobile menu's burger, for a signed-in user (below the `sm` breakpoint). */
  menu?: { opened: boolean; toggle: () => void };
  /** The signed-in user's controls, on the right (`HeaderControls`); the sign-in pages show only the logo. */
  children?: ReactNode;
  /** false: the logo leads nowhere (the first-login wizard, where the main page would only send the user back). */
  homeLink?: boolean;
}

/** The header's frame: the burger and the logo (on every page, with the first render), and the controls slot. */
export function AppHeader({ brand, menu, children, homeLink = true }: AppHeaderProps) {
  const logo = (
    <Group gap={8} wrap="nowrap">
      <Avatar color={brand.primaryColor} variant="filled" radius="sm" size={32} aria-hidden>
        <Mark text={brand.mark} />
      </Avatar>
      <Text fw={700} size="lg" className="portal-brand-name" visibleFrom="xs">
        {brand.productName}
      </Text>
    </Group>
  );
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {menu && (
          <Burger hiddenFrom="sm" opened={menu.opened} onClick={menu.toggle} aria-label={texts.openMenu} size="sm" />
        )}
        {homeLink ? (
          <Link to="/" aria-label={texts.homeLink(brand.productName)} style={{ textDecoration: 'none' }}>
            {logo}
          </Link>
        ) : (
          logo
        )}
      </Group>
      {children}
    </Group>
  );
}
