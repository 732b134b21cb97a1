import { ActionIcon, Anchor, Button, type ActionIconProps, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorElement = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
const ButtonElement = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const ActionIconElement = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorElementProps>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));

/** Mantine's Anchor, Button and ActionIcon as typed router links: `to`, `params` and `search` are checked by the compiler. */
export const AnchorLink = createLink(AnchorElement);
export const ButtonLink = createLink(ButtonElement);
export const ActionIconLink = createLink(ActionIconElement);
