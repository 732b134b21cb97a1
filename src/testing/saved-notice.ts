import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for the short confirmation of a saved change (notifySaved): the toast titled `title` saying `message`. */
export async function expectSavedNotice(message: string, title = 'Zapisano') {
  const toast = (await screen.findByText(message, {}, { timeout: 5000 })).closest('[role="alert"]');
  expect(toast).toHaveTextContent(`${title}${message}`);
}
