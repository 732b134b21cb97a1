import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The screen module of each route path (the route table's `path`), each loaded on its own when opened.
 * Routes without an entry show the "coming soon" page until their issue builds them.
 */
export const screens: Record<string, ScreenModule> = {
  '/login': () => import('../features/auth/LoginScreen'),
};
