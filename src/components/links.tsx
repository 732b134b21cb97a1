import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorElement = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
const ButtonElement = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

/** Mantine's Anchor and Button as typed router links: `to`, `params` and `search` are checked by the compiler. */
export const AnchorLink = createLink(AnchorElement);
export const ButtonLink = createLink(ButtonElement);
