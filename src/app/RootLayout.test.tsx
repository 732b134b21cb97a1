import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shellTexts } from '@/components/shell/texts';
import { mediaQueryAnswers } from '@/testing/media';
import { renderApp } from '@/testing/render';

/** The screen as a phone's: every max-width query matches. */
const onAPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(mediaQueryAnswers((query) => query.includes('max-width')));

describe('the side menu', { timeout: 30_000 }, () => {
  it('on a wide screen, lists the role’s screens beside the page', async () => {
    renderApp('/', { role: 'Admin' });
    const menu = await screen.findByRole('navigation', { name: shellTexts.mainMenu }, { timeout: 8000 });
    expect(within(menu).getByRole('link', { name: 'Sprawy' })).toBeInTheDocument();
  });

  it('on a phone, is only in the header’s drawer: the folded side bar renders no links', async () => {
    onAPhone();
    renderApp('/', { role: 'Admin' });
    const burger = await screen.findByLabelText(shellTexts.header.openMenu, {}, { timeout: 8000 });
    // the user's profile has come (their name in the header): the side menu would be there by now
    await screen.findByRole('button', { name: /Agnieszka Zielińska/ }, { timeout: 8000 });
    // no menu anywhere, shown or hidden (jsdom applies Mantine's "hidden from sm" rules whatever the width, and a
    // hidden element has no accessible name: hence the selector)
    const menus = () => document.querySelectorAll(`nav[aria-label="${shellTexts.mainMenu}"]`);
    expect(menus()).toHaveLength(0);
    await userEvent.click(burger);
    const [drawer] = await screen.findAllByRole('dialog', { hidden: true });
    expect(menus()).toHaveLength(1);
    expect(within(drawer).getByText('Sprawy')).toBeInTheDocument();
  });
});
