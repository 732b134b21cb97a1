import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// Apart from links.tsx, which the first page loads: the menu (and floating-ui under it) comes with the screens.
const MenuItemElement = forwardRef<
  HTMLAnchorElement,
  MenuItemProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof MenuItemProps>
>((props, ref) => <Menu.Item component="a" ref={ref} {...props} />);

/** Mantine's Menu.Item as a typed router link: `to`, `params` and `search` are checked by the compiler. */
export const MenuItemLink = createLink(MenuItemElement);
