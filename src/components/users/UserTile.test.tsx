import type { ApplicationUser, UserRole, UserStatus } from '@portal/sdk/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/mocks/db/seed';
import { ids } from '@/mocks/db/seed-ids';
import { renderOnPages } from '@/testing/render';
import { UserTile, type UserTileProps } from './UserTile';

const seed = createSeed();
const person = (id: number): ApplicationUser => structuredClone(seed.users.find((u) => u.id === id)!);
const client = () => person(ids.person.client);

/** The tile alone, inside a router (its actions are links) and a query client (its picture). */
async function renderTile(props: Omit<UserTileProps, 'viewerRoles'> & { viewerRoles?: UserRole[] }) {
  renderOnPages({ '/': () => <UserTile viewerRoles={['Admin']} subscriptionSetting={1} {...props} /> });
  return screen.findByRole('region', { name: `Użytkownik ${props.user.firstName} ${props.user.lastName}` });
}

const actionNames = (tile: HTMLElement) =>
  within(tile)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the user tile', () => {
  it('shows the name, role names, status, profession, title, departments and organisations', async () => {
    const manager = person(ids.person.manager);
    const tile = await renderTile({ user: { ...manager, profession: { id: 2, name: 'Doradca podatkowy' } } });
    expect(tile).toHaveTextContent('Katarzyna Wiśniewska');
    expect(tile).toHaveTextContent('Role: manager');
    expect(tile).toHaveTextContent('Aktywny');
    expect(tile).toHaveTextContent('Zawód: Doradca podatkowy');
    expect(tile).toHaveTextContent('Stanowisko: Senior Manager');
    expect(tile).toHaveTextContent('Departamenty: Księgowość, Prawo');
    expect(tile).toHaveTextContent('Organizacje: Portal Klienta sp. z o.o., Partner, Biuro Rachunkowe');
    // the initials stand in for a missing picture
    expect(within(tile).getByText('KW')).toBeInTheDocument();
  });

  it.each([
    ['Active', 'Aktywny'],
    ['NotConfirmed', 'Nieaktywny'],
    ['Registered', 'Zgłoszony'],
    ['RegisteredNotConfirmed', 'Zgłoszony/Nieaktywny'],
    ['Deleted', 'Deaktywowany'],
  ] satisfies [UserStatus, string][])('names the status %s "%s"', async (status, label) => {
    const tile = await renderTile({ user: { ...client(), status } });
    expect(within(tile).getByText(label, { exact: true })).toBeInTheDocument();
  });

  it('names every role by its display name, in the spec’s order', async () => {
    const roles: UserRole[] = ['Admin', 'Client', 'ExpertEmployee', 'ExpertOwner', 'Manager', 'Ambassador', 'Patron'];
    const tile = await renderTile({ user: { ...client(), roles } });
    expect(tile).toHaveTextContent(
      'Role: klient, opiekun, manager, ambasador, ekspert-pracownik, ekspert-właściciel, administrator',
    );
  });

  it('offers the client’s cases and calendar only for a user with the Client role, by the viewer’s role', async () => {
    const asAdmin = await renderTile({ user: client() });
    expect(actionNames(asAdmin)).toEqual(['Wyślij wiadomość', 'Sprawy klienta', 'Kalendarz klienta']);
    expect(within(asAdmin).getByRole('link', { name: 'Sprawy klienta' })).toHaveAttribute('href', '/users/101/cases');
    expect(within(asAdmin).getByRole('link', { name: 'Kalendarz klienta' })).toHaveAttribute(
      'href',
      '/calendar/user/101',
    );
    expect(within(asAdmin).getByRole('link', { name: 'Wyślij wiadomość' })).toHaveAttribute(
      'href',
      'mailto:anna.kowalska@example.pl',
    );
  });

  it('leads a manager and a patron to their own lists of the client’s cases; an expert has none', async () => {
    const asManager = await renderTile({ user: client(), viewerRoles: ['Manager'] });
    expect(within(asManager).getByRole('link', { name: 'Sprawy klienta' })).toHaveAttribute(
      'href',
      '/managerClients/101/cases',
    );
    const asPatron = await renderTile({ user: { ...client(), firstName: 'Ania' }, viewerRoles: ['Patron'] });
    expect(within(asPatron).getByRole('link', { name: 'Sprawy klienta' })).toHaveAttribute(
      'href',
      '/patronClients/101/cases',
    );
    const asExpert = await renderTile({ user: { ...client(), firstName: 'Anka' }, viewerRoles: ['ExpertOwner'] });
    expect(actionNames(asExpert)).toEqual(['Wyślij wiadomość', 'Kalendarz klienta']);
  });

  it('offers an administrator the client’s companies, each leading to its users', async () => {
    const partner = { organisationId: ids.organisation.partner, name: 'Partner', roles: ['Client'] as UserRole[] };
    const tile = await renderTile({ user: { ...client(), organisations: [...client().organisations, partner] } });
    await userEvent.click(within(tile).getByRole('button', { name: 'Firmy klienta' }));
    expect(await screen.findByRole('menuitem', { name: 'Portal Klienta sp. z o.o.' })).toHaveAttribute(
      'href',
      `/organisations/${ids.organisation.main}/users`,
    );
    expect(screen.getByRole('menuitem', { name: 'Partner' })).toHaveAttribute(
      'href',
      `/organisations/${ids.organisation.partner}/users`,
    );
  });

  it('the own tile: "Twoje firmy" switches the portal to another of the client’s companies', async () => {
    const partner = { organisationId: ids.organisation.partner, name: 'Partner', roles: ['Client'] as UserRole[] };
    const user = { ...client(), organisations: [...client().organisations, partner] };
    localStorage.setItem('organisationId', String(ids.organisation.main));
    const tile = await renderTile({ user, viewerRoles: ['Client'], self: true });
    await userEvent.click(within(tile).getByRole('button', { name: 'Twoje firmy' }));
    // the company the portal works in now is marked, and is no choice
    expect(await screen.findByRole('menuitem', { name: /Portal Klienta sp\. z o\.o\./ })).toBeDisabled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Partner' }));
    await waitFor(() => expect(sessionStorage.getItem('organisationId')).toBe(String(ids.organisation.partner)));
    expect(localStorage.getItem('organisationId')).toBe(String(ids.organisation.partner));
  });

  it('no companies action for a role with no organisation screen, or a client in no organisation', async () => {
    const asManager = await renderTile({ user: client(), viewerRoles: ['Manager'] });
    expect(within(asManager).queryByRole('button', { name: 'Firmy klienta' })).toBeNull();
    const alone = await renderTile({ user: person(ids.person.itConsultingClient) });
    expect(within(alone).queryByRole('button', { name: 'Firmy klienta' })).toBeNull();
    expect(within(alone).getByRole('link', { name: 'Sprawy klienta' })).toBeInTheDocument();
  });

  it('a user without the Client role has no calendar or cases action', async () => {
    const tile = await renderTile({ user: person(ids.person.expertOwner) });
    expect(actionNames(tile)).toEqual(['Wyślij wiadomość']);
  });

  it('the own tile: the own cases and calendar, no message to oneself', async () => {
    const tile = await renderTile({ user: client(), viewerRoles: ['Client'], self: true });
    expect(actionNames(tile)).toEqual(['Twoje sprawy', 'Twój kalendarz']);
    expect(within(tile).getByRole('link', { name: 'Twój kalendarz' })).toHaveAttribute('href', '/calendar');
  });

  it('a deleted user shows only a single icon instead of the actions', async () => {
    const tile = await renderTile({ user: { ...client(), isDeleted: true, status: 'Deleted' } });
    expect(within(tile).queryAllByRole('link')).toEqual([]);
    expect(within(tile).getAllByRole('img', { name: 'Konto usunięte' })).toHaveLength(1);
  });

  it('is highlighted for a user with a subscription while the setting equals 0', async () => {
    const highlighted = await renderTile({ user: { ...client(), hasSubscription: true }, subscriptionSetting: 0 });
    expect(highlighted).toHaveAttribute('data-subscription', 'true');
    expect(within(highlighted).getByText('Abonament')).toBeInTheDocument();
  });

  it('is not highlighted when the setting is not 0, or without a subscription', async () => {
    const otherSetting = await renderTile({ user: { ...client(), hasSubscription: true }, subscriptionSetting: 1 });
    expect(otherSetting).not.toHaveAttribute('data-subscription');
    expect(within(otherSetting).queryByText('Abonament')).toBeNull();
  });

  it('without a subscription there is no highlight', async () => {
    const none = await renderTile({ user: { ...client(), hasSubscription: false }, subscriptionSetting: 0 });
    expect(none).not.toHaveAttribute('data-subscription');
  });

  it('the picture is 48 px (3rem) unless given', async () => {
    const avatarSize = (tile: HTMLElement) =>
      within(tile).getByText('AK').closest('.mantine-Avatar-root')!.getAttribute('style');
    expect(avatarSize(await renderTile({ user: client() }))).toContain('--avatar-size: calc(3rem');
    expect(avatarSize(await renderTile({ user: { ...client(), firstName: 'Ala' }, avatarSize: 30 }))).toContain(
      '--avatar-size: calc(1.875rem',
    );
  });
});
