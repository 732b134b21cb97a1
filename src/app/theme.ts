import { createTheme, Modal } from '@mantine/core';
import { shellTexts } from '../components/shell/texts';
import type { Brand } from '../lib/org/brand';

/** The Mantine theme of a brand (the white-label organisation has its own colours). */
export const themeFor = (brand: Brand) =>
  createTheme({
    primaryColor: brand.primaryColor,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    components: {
      // every dialog's close button has a name a screen reader can say
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': shellTexts.closeDialog } } }),
    },
  });
