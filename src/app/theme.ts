import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { shellTexts } from '@/components/shell/texts';
import type { Brand } from '@/lib/org/brand';

/** The Mantine theme of a brand (the white-label organisation has its own colours). */
export const themeFor = (brand: Brand) =>
  createTheme({
    primaryColor: brand.primaryColor,
    // the shade on which white text (filled buttons, badges, the logo) keeps a contrast of at least 4.5:1
    primaryShade: brand.primaryShade,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    components: {
      // every dialog's close button has a name a screen reader can say (a plain object, not `Modal.extend`, so the
      // first page does not carry the dialog's code)
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': shellTexts.closeDialog } } },
      // and so has a notice's (a toast of a saved change, an error of the catalogue), whose text under its title is
      // the secondary colour that keeps 4.5:1 (Mantine's gray 6 has 3.3:1)
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': shellTexts.closeNotice } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      // the clear button of a field ("x" in a select, a date picker …) has a name too, and in a select a keyboard
      // user reaches it (Mantine hides it from both)
      InputClearButton: { defaultProps: { 'aria-label': shellTexts.clearField } },
      Select: { defaultProps: { clearButtonProps: { 'aria-hidden': false, tabIndex: 0 } } },
      MultiSelect: { defaultProps: { clearButtonProps: { 'aria-hidden': false, tabIndex: 0 } } },
      // a password field's show/hide button has a Polish name (Mantine's is English)
      // the show-password button is reached with Tab too (Mantine leaves it out of the tab order)
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': shellTexts.showPassword },
        },
      },
      // a select's list is rendered when it opens (Mantine keeps every closed list mounted and positions each one
      // while the page first renders: a forced layout per select on every screen with filters)
      Combobox: { defaultProps: { keepMounted: false } },
      // a text area grows with its text from the height of its `rows` (app.css): Mantine's `autosize` measures the
      // field after every render of its form, a forced layout each time
      Textarea: {
        styles: (_theme: unknown, props: { rows?: number }) => ({ input: { '--textarea-rows': props.rows } }),
      },
    },
  });

/**
 * Text colours that keep 4.5:1 (WCAG AA): secondary ("dimmed") text is gray 7 on the light scheme and dark 1 on
 * the dark one, placeholders a gray of 6:1 (Mantine's have about 2:1), and the coloured text of light badges, buttons and alerts and of `c="<colour>"`
 * is the colour's darkest shade darkened a quarter more, the light hues two fifths (shade 6, Mantine's default, has 2.5-3.5:1 on its tint).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const darkText = Object.fromEntries(
    Object.keys(theme.colors).flatMap((color) => {
      // the light hues (yellow's darkest shade is an orange) need more to keep 4.5:1 on their own tint
      const darken = ['yellow', 'lime', 'orange'].includes(color) ? 40 : 25;
      const shade = `color-mix(in srgb, var(--mantine-color-${color}-9), black ${darken}%)`;
      return [
        [`--mantine-color-${color}-light-color`, shade],
        [`--mantine-color-${color}-text`, shade],
      ];
    }),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-placeholder': '#5c636a',
      ...darkText,
    },
    // on the dark scheme Mantine's dimmed and placeholder gray (dark 2, 3) have 4:1 and less
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    },
  };
};
