import { createTheme } from '@mantine/core';
import type { Brand } from '../lib/org/brand';

/** The Mantine theme of a brand (the white-label organisation has its own colours). */
export const themeFor = (brand: Brand) =>
  createTheme({
    primaryColor: brand.primaryColor,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
