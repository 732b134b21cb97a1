import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's: narrower than the theme's `sm`, where the side menu folds into the header's
 * drawer (the query AppShell uses). Read during the first render, not in an effect after it, so a phone does not
 * first render, and lay out, what only a wider screen shows.
 */
export function usePhone(): boolean {
  const { breakpoints } = useMantineTheme();
  const below = em(Number(px(breakpoints.sm)) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, undefined, { getInitialValueInEffect: false });
}
