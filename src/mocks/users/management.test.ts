import {
  deleteApplicationUser,
  deleteApplicationUserPermanently,
  deleteApplicationUserWithReason,
  downloadApplicationUserExport,
  forceApplicationUserPasswordReset,
  getApplicationUser,
  getApplicationUserLink,
  getApplicationUserRoles,
  resendApplicationUserActivation,
  restoreApplicationUser,
  setApplicationUserClientSize,
  setApplicationUserDepartments,
  setApplicationUserPatron,
  setApplicationUserRoles,
} from '@portal/sdk';
import type { ClientSize, UserRole } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { DEMO_PASSWORD } from '@/mocks/people';
import { demoApi, failure } from '@/testing/demo-api';
import { checkDemoSignIn } from './account';

const api = demoApi();
const { person } = ids;
/** Seed people the tests lean on (seed-people-rows.ts). */
const notConfirmed = 117;
const deactivated = 118;
const registeredNotConfirmed = 119;
const registered = ids.person.newClient;

const userIn = (id: number) => api.db.users.find((u) => u.id === id);
const statusOf = async (call: Promise<unknown>) => ((await failure(call)) as { status?: number } | undefined)?.status;
/** The server's words of a 400 answer. */
const wordsOf = async (call: Promise<unknown>) => {
  const error = (await failure(call)) as { status: number; body: { errors?: Record<string, string[]> } };
  expect(error.status).toBe(400);
  return Object.values(error.body.errors ?? {}).flat();
};

describe('deactivating and restoring a user', () => {
  it('deactivates with the reason: status Deleted, which the user reads back; refuses the caller themself', async () => {
    await deleteApplicationUserWithReason(person.ambassador, { reason: '  Koniec współpracy.  ' });
    expect(userIn(person.ambassador)).toMatchObject({
      status: 'Deleted',
      isDeleted: true,
      deletionReason: 'Koniec współpracy.',
      updatedById: person.admin,
    });
    expect(await getApplicationUser(person.ambassador)).toMatchObject({ status: 'Deleted' });
    expect(await wordsOf(deleteApplicationUserWithReason(person.admin, { reason: 'Test' }))).toEqual([
      'Tej operacji nie można wykonać na własnym koncie.',
    ]);
    expect(await wordsOf(deleteApplicationUserWithReason(person.ambassador, { reason: 'Znowu' }))).toEqual([
      'Użytkownik jest już dezaktywowany.',
    ]);
  });

  it('the reason is required and at most 1000 characters (the contract’s words in Polish)', async () => {
    expect(await wordsOf(deleteApplicationUserWithReason(person.ambassador, { reason: '   ' }))).toEqual([
      'Podaj powód dezaktywacji.',
    ]);
    expect(await wordsOf(deleteApplicationUserWithReason(person.ambassador, { reason: 'x'.repeat(1001) }))).toEqual([
      expect.stringContaining('1000'),
    ]);
    expect(userIn(person.ambassador)!.status).toBe('Active');
    await deleteApplicationUserWithReason(person.ambassador, { reason: 'x'.repeat(1000) });
    expect(userIn(person.ambassador)!.status).toBe('Deleted');
  });

  it('the plain DELETE deactivates without a reason', async () => {
    await deleteApplicationUser(person.ambassador);
    expect(userIn(person.ambassador)).toMatchObject({ status: 'Deleted', isDeleted: true, deletionReason: null });
    expect(await statusOf(deleteApplicationUser(person.admin))).toBe(400);
  });

  it('restores to Active one who had activated, to NotConfirmed one who had not', async () => {
    expect(await restoreApplicationUser(deactivated)).toMatchObject({
      status: 'Active',
      isDeleted: false,
      deletionReason: null,
    });
    for (const id of [notConfirmed, registeredNotConfirmed]) {
      await deleteApplicationUserWithReason(id, { reason: 'Pomyłka' });
      expect((await restoreApplicationUser(id)).status).toBe('NotConfirmed');
    }
    await deleteApplicationUserWithReason(registered, { reason: 'Pomyłka' });
    expect((await restoreApplicationUser(registered)).status).toBe('Active');
    // one not deactivated stays as they are
    expect((await restoreApplicationUser(person.client)).status).toBe('Active');
  });

  it('only an administrator manages accounts (403 for the others)', async () => {
    api.actAs('Manager');
    expect(await statusOf(deleteApplicationUserWithReason(person.ambassador, { reason: 'x' }))).toBe(403);
    expect(await statusOf(restoreApplicationUser(deactivated))).toBe(403);
    expect(await statusOf(deleteApplicationUserPermanently(deactivated))).toBe(403);
    expect(await statusOf(forceApplicationUserPasswordReset({ id: person.client }))).toBe(403);
    expect(await statusOf(downloadApplicationUserExport({ id: person.client }))).toBe(403);
    expect(await statusOf(getApplicationUserLink({ email: 'aleksandra.kwiatkowska@example.pl' }))).toBe(403);
    expect(userIn(person.ambassador)!.status).toBe('Active');
  });
});

describe('deleting a user permanently', () => {
  it('only a deactivated user, and only one who takes part in no case', async () => {
    expect(await wordsOf(deleteApplicationUserPermanently(person.ambassador))).toEqual([
      'Najpierw dezaktywuj użytkownika.',
    ]);
    await deleteApplicationUserWithReason(notConfirmed, { reason: 'Duplikat' });
    expect(await wordsOf(deleteApplicationUserPermanently(notConfirmed))).toEqual([
      expect.stringContaining('bierze udział w sprawach (2)'),
    ]);
    expect(userIn(notConfirmed)).toBeDefined();
  });

  it('removes the user, their memberships and account; their clients lose the patron', async () => {
    await deleteApplicationUserWithReason(person.patron, { reason: 'Odejście z firmy' });
    await deleteApplicationUserPermanently(person.patron);
    expect(userIn(person.patron)).toBeUndefined();
    expect(api.db.organisationUsers.some((m) => m.userId === person.patron)).toBe(false);
    expect(userIn(person.client)).toMatchObject({ patronId: null, patron: null });
    expect(await statusOf(getApplicationUser(person.patron))).toBe(404);
    await deleteApplicationUserPermanently(deactivated);
    expect(userIn(deactivated)).toBeUndefined();
  });
});

describe('activation and password e-mails', () => {
  it('sends the activation e-mail again to a user who has not activated, shown in the demo mail', async () => {
    const mails: string[] = [];
    api.events.on((event) => event.type === 'mailSent' && mails.push(event.mail.to));
    await resendApplicationUserActivation({ email: 'aleksandra.kwiatkowska@example.pl' });
    expect(mails).toEqual(['aleksandra.kwiatkowska@example.pl']);
    expect(api.db.mails.at(-1)).toMatchObject({ subject: 'Aktywuj konto w Portalu Klienta' });
    expect(api.db.mails.at(-1)!.link).toMatch(/^\/activate\?email=aleksandra\.kwiatkowska%40example\.pl&token=/);
    // an activated or unknown user waits for nothing (404, as the contract says)
    expect(await statusOf(resendApplicationUserActivation({ email: 'anna.kowalska@example.pl' }))).toBe(404);
    expect(await statusOf(resendApplicationUserActivation({ email: 'nikt@example.pl' }))).toBe(404);
    expect(await statusOf(resendApplicationUserActivation({ email: 'nie-adres' }))).toBe(400);
  });

  it('gives the valid activation link, the same one again; a new one (with its e-mail) when none is valid', async () => {
    const email = userIn(registeredNotConfirmed)!.email;
    const link = await getApplicationUserLink({ email });
    expect(link.url).toMatch(/^\/activate\?email=.+&token=[0-9a-f]{48}$/);
    expect(api.db.mails.filter((m) => m.to === email)).toHaveLength(1);
    expect((await getApplicationUserLink({ email })).url).toBe(link.url);
    expect(api.db.mails.filter((m) => m.to === email)).toHaveLength(1);
    await resendApplicationUserActivation({ email });
    expect((await getApplicationUserLink({ email })).url).not.toBe(link.url);
    expect(await statusOf(getApplicationUserLink({ email: 'anna.kowalska@example.pl' }))).toBe(404);
  });

  it('a forced password reset e-mails a link and the old password stops working', async () => {
    expect(checkDemoSignIn(api.db, 'anna.kowalska@example.pl', DEMO_PASSWORD)).toHaveProperty('person');
    await forceApplicationUserPasswordReset({ id: person.client });
    expect(api.db.mails.at(-1)).toMatchObject({
      to: 'anna.kowalska@example.pl',
      subject: 'Ustaw nowe hasło w Portalu Klienta',
      text: expect.stringContaining('Administrator portalu poprosił o ustawienie nowego hasła'),
    });
    expect(checkDemoSignIn(api.db, 'anna.kowalska@example.pl', DEMO_PASSWORD)).toEqual({ error: 'invalid' });
  });

  it('no forced reset for oneself, a deactivated or a not activated user', async () => {
    expect(await wordsOf(forceApplicationUserPasswordReset({ id: person.admin }))).toEqual([
      'Tej operacji nie można wykonać na własnym koncie.',
    ]);
    expect(await wordsOf(forceApplicationUserPasswordReset({ id: deactivated }))).toEqual([
      'Konto jest dezaktywowane. Najpierw je przywróć.',
    ]);
    expect(await wordsOf(forceApplicationUserPasswordReset({ id: notConfirmed }))).toEqual([
      'Konto nie zostało jeszcze aktywowane. Wyślij ponownie e-mail aktywacyjny.',
    ]);
    expect(await statusOf(forceApplicationUserPasswordReset({ id: 9999 }))).toBe(404);
    expect(api.db.mails).toHaveLength(0);
  });
});

describe('the export of a user’s data', () => {
  it('is a JSON file of the user, their memberships and cases', async () => {
    const file = await downloadApplicationUserExport({ id: person.client });
    const data = JSON.parse(await file.text());
    expect(data.user).toMatchObject({ id: person.client, email: 'anna.kowalska@example.pl' });
    expect(data.user).not.toHaveProperty('expertOwnerId');
    expect(data.memberships).toEqual([{ organisationId: ids.organisation.main, roles: ['Client'] }]);
    expect(data.cases).toHaveLength(7);
    expect(data.cases[0].as).toEqual(['Client']);
    expect(await statusOf(downloadApplicationUserExport({ id: 9999 }))).toBe(404);
  });
});

describe('roles, patron, departments and client size', () => {
  it('roles: global, or in the selected organisation with a global Admin always added', async () => {
    expect(await getApplicationUserRoles(person.manager)).toEqual(['Manager']);
    api.selectOrganisation(ids.organisation.partner);
    expect(await getApplicationUserRoles(person.manager)).toEqual(['Patron', 'Manager']);
    expect(await getApplicationUserRoles(person.admin)).toEqual(['Admin']);
    expect(await setApplicationUserRoles(person.manager, { roles: ['Manager'] })).toEqual(['Manager']);
    expect(
      userIn(person.manager)!.organisations.find((o) => o.organisationId === ids.organisation.partner)!.roles,
    ).toEqual(['Manager']);
    expect(await wordsOf(setApplicationUserRoles(person.client, { roles: ['Client'] }))).toEqual([
      'Użytkownik nie należy do wybranej organizacji.',
    ]);
    api.selectOrganisation(0);
    expect(await setApplicationUserRoles(person.manager, { roles: ['Admin', 'Manager', 'Manager'] })).toEqual([
      'Manager',
      'Admin',
    ]);
    expect(userIn(person.manager)!.roles).toEqual(['Manager', 'Admin']);
  });

  it('refuses no roles, an unknown role, and taking one’s own Admin role', async () => {
    expect(await statusOf(setApplicationUserRoles(person.manager, { roles: [] }))).toBe(400);
    expect(await statusOf(setApplicationUserRoles(person.manager, { roles: ['Boss' as UserRole] }))).toBe(400);
    expect(await wordsOf(setApplicationUserRoles(person.admin, { roles: ['Manager'] }))).toEqual([
      'Nie możesz odebrać sobie roli administratora.',
    ]);
    expect(userIn(person.manager)!.roles).toEqual(['Manager']);
  });

  it('a client’s patron must have the Patron role; null clears it', async () => {
    expect(await setApplicationUserPatron(person.client, { patronId: person.otherPatron })).toMatchObject({
      patronId: person.otherPatron,
      patron: { id: person.otherPatron, lastName: 'Dudek' },
    });
    expect(await wordsOf(setApplicationUserPatron(person.client, { patronId: person.manager }))).toEqual([
      'Wybrana osoba nie ma roli opiekuna.',
    ]);
    expect(await wordsOf(setApplicationUserPatron(person.manager, { patronId: person.patron }))).toEqual([
      'Opiekuna przypisuje się tylko klientowi.',
    ]);
    expect(await setApplicationUserPatron(person.client, { patronId: null })).toMatchObject({
      patronId: null,
      patron: null,
    });
  });

  it('departments are replaced by existing ones only', async () => {
    const saved = await setApplicationUserDepartments(person.manager, { departmentIds: [3] });
    expect(saved.departments).toEqual([expect.objectContaining({ id: 3, name: 'Marketing' })]);
    expect(await wordsOf(setApplicationUserDepartments(person.manager, { departmentIds: [3, 99] }))).toEqual([
      'Nie ma takiego departamentu.',
    ]);
    expect(userIn(person.manager)!.departments.map((d) => d.id)).toEqual([3]);
  });

  it('a client’s size, from the contract’s values', async () => {
    expect((await setApplicationUserClientSize(person.client, { clientSize: 'Over50' })).clientSize).toBe('Over50');
    expect(await statusOf(setApplicationUserClientSize(person.client, { clientSize: 'Huge' as ClientSize }))).toBe(400);
    expect(await wordsOf(setApplicationUserClientSize(person.manager, { clientSize: 'One' }))).toEqual([
      'Wielkość firmy ustawia się tylko klientowi.',
    ]);
  });
});

describe('who reads whom (GET /ApplicationUser/{id})', () => {
  const reads = async (actor: number | UserRole, target: number) => {
    api.actAs(actor);
    return (await statusOf(getApplicationUser(target))) === undefined;
  };

  it('an administrator anyone; a client only themselves', async () => {
    expect(await reads('Admin', deactivated)).toBe(true);
    expect(await reads('Client', person.client)).toBe(true);
    expect(await reads('Client', person.manager)).toBe(false);
    expect(await reads('Client', person.otherClient)).toBe(false);
    expect(await statusOf(getApplicationUser(9999))).toBe(404);
  });

  it('a manager: staff and the clients of their cases', async () => {
    expect(await reads('Manager', person.expertOwner)).toBe(true);
    expect(await reads('Manager', person.client)).toBe(true);
    expect(await reads('Manager', registeredNotConfirmed)).toBe(true);
    expect(await reads('Manager', 114)).toBe(false);
  });

  it('a patron: staff and their own clients', async () => {
    expect(await reads(person.otherPatron, 113)).toBe(true);
    expect(await reads(person.otherPatron, person.expertEmployee)).toBe(true);
    expect(await reads(person.otherPatron, person.client)).toBe(false);
  });

  it('an expert owner: their employees and staff; an expert employee: their owner and colleagues', async () => {
    expect(await reads('ExpertOwner', person.otherExpertEmployee)).toBe(true);
    expect(await reads('ExpertOwner', person.manager)).toBe(true);
    expect(await reads('ExpertOwner', person.client)).toBe(false);
    expect(await reads('ExpertEmployee', person.expertOwner)).toBe(true);
    expect(await reads('ExpertEmployee', person.otherExpertEmployee)).toBe(true);
    expect(await reads('ExpertEmployee', person.otherOfficeExpert)).toBe(false);
    expect(await reads('ExpertEmployee', person.client)).toBe(false);
    // to an expert, someone outside their office is not found (not a refusal that says the user exists)
    api.actAs('ExpertEmployee');
    expect(await statusOf(getApplicationUser(person.otherOfficeExpert))).toBe(404);
    api.actAs('Manager');
    expect(await statusOf(getApplicationUser(114))).toBe(403);
  });

  it('an ambassador: staff, no client', async () => {
    expect(await reads('Ambassador', person.manager)).toBe(true);
    expect(await reads('Ambassador', person.client)).toBe(false);
  });
});
