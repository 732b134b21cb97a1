import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEventHandler } from 'react';

/**
 * A long name wraps like the cell's text around it (a button's label does not by default), with the spacing of text
 * (a button's line height is 1: wrapped lines would touch).
 */
const wrapping = {
  root: { height: 'auto', minHeight: 24 },
  label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35, overflow: 'visible' },
} as const;

/**
 * A row's name in a list cell that opens the row in place (its details drawer, its preview): a button that reads
 * like the cell's text. `aria-label` names it when the text alone does not say what it opens.
 */
export function RowOpenButton(
  props: Omit<ButtonProps, 'variant' | 'size' | 'px'> & {
    onClick: MouseEventHandler<HTMLButtonElement>;
    'aria-label'?: string;
  },
) {
  return <Button variant="subtle" size="compact-sm" px={0} styles={wrapping} {...props} />;
}
