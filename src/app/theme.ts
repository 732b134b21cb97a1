import { createTheme, Modal, type CSSVariablesResolver } from '@mantine/core';
import { shellTexts } from '../components/shell/texts';
import type { Brand } from '../lib/org/brand';

/** The Mantine theme of a brand (the white-label organisation has its own colours). */
export const themeFor = (brand: Brand) =>
  createTheme({
    primaryColor: brand.primaryColor,
    // the shade on which white text (filled buttons, badges, the logo) keeps a contrast of at least 4.5:1
    primaryShade: brand.primaryShade,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    components: {
      // every dialog's close button has a name a screen reader can say
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': shellTexts.closeDialog } } }),
    },
  });

/** Secondary ("dimmed") text dark enough to read: Mantine's default gray has a contrast of 3.3:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
