/**
 * Badge styles for a long text (a name with its title, a date on a phone): it wraps onto more lines instead of being
 * cut off with an ellipsis, as a badge's text is by default.
 */
export const wrappingBadge = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', lineHeight: 1.35, paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;
