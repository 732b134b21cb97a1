import {
  activateApplicationUser,
  createApplicationUser,
  getApplicationUser,
  listApplicationUserYourExpertEmployees,
  patchApplicationUser,
  updateApplicationUser,
} from '@portal/sdk';
import type { ApplicationUser, ApplicationUserInput } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import type { DemoMail } from '@/mocks/db/types';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';
import { checkDemoSignIn } from './account';

const api = demoApi({ as: 'Admin' });
const { client, manager, patron, otherPatron, expertOwner, admin } = ids.person;

const residence = { street: 'ul. Długa', houseNumber: '5', flatNumber: null, postalCode: '31-147', city: 'Kraków' };
const newClient = (extra: Partial<ApplicationUserInput> = {}): ApplicationUserInput => ({
  firstName: 'Ewa',
  lastName: 'Nowa',
  email: 'ewa.nowa@example.pl',
  roles: ['Client'],
  ...extra,
});
const stored = (id: number) => api.db.users.find((u) => u.id === id)!;
const linkParams = (mail: DemoMail) => Object.fromEntries(new URL(mail.link, 'http://portal').searchParams);

/** The user as a replacement body: everything they have, so only what the test changes changes. */
const asInput = (user: ApplicationUser): ApplicationUserInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthDate: user.birthDate,
  professionId: user.professionId,
  phoneNumber: user.phoneNumber,
  email: user.email,
  addressOfResidence: user.addressOfResidence,
  mailingAddress: user.mailingAddress,
  isAddressDifferent: user.isAddressDifferent,
  profileImageId: user.profileImageId,
  roles: user.roles,
  managerTitleId: user.managerTitleId,
  departmentIds: user.departments.map((d) => d.id),
  patronId: user.patronId,
  clientSize: user.clientSize,
});

describe('creating users in the demo backend', () => {
  it('the administrator creates anybody: not confirmed, copies filled, the activation e-mail sent', async () => {
    const sent: DemoMail[] = [];
    api.events.on((event) => event.type === 'mailSent' && sent.push(event.mail));
    const title = api.db.managerTitles[0];
    const department = api.db.departments[0];
    const created = await createApplicationUser({
      firstName: 'Jan',
      lastName: 'Nowak',
      email: 'jan.nowak@example.pl',
      roles: ['Manager', 'Patron'],
      managerTitleId: title.id,
      departmentIds: [department.id],
      professionId: api.db.professions[0].id,
    });
    expect(created).toMatchObject({
      status: 'NotConfirmed',
      roles: ['Manager', 'Patron'],
      managerTitle: { id: title.id, name: title.name },
      departments: [{ id: department.id, name: department.name }],
      profession: { name: api.db.professions[0].name },
      // without phone and address the person fills them at the first sign-in
      isFirstLoginDataFilled: false,
      createdById: admin,
    });
    // the cooperation begins when the user is created unless the form says otherwise
    expect(created.accountingCooperationBeginDate).toBe(created.createdAt);
    expect(stored(created.id)).toBeDefined();
    const mail = api.db.mails.at(-1)!;
    expect(sent).toEqual([mail]);
    expect(mail).toMatchObject({ to: 'jan.nowak@example.pl', link: expect.stringMatching(/^\/activate\?/) });
    // the firm created the account: the e-mail says so, not "thank you for registering"
    expect(mail.text).toBe(
      'Utworzyliśmy dla Ciebie konto w Portalu Klienta. Kliknij link, aby je aktywować i ustawić hasło.',
    );
    // the activation sets the password the new user signs in with
    const link = linkParams(mail);
    await expect(failure(activateApplicationUser({ email: link.email, token: link.token }))).resolves.toMatchObject({
      status: 400,
      body: { errors: { password: ['Ustaw hasło, aby aktywować konto.'] } },
    });
    await activateApplicationUser({ ...link, password: 'Haslo#2026', confirmPassword: 'Haslo#2026' } as never);
    expect(checkDemoSignIn(api.db, 'jan.nowak@example.pl', 'Haslo#2026')).toMatchObject({ person: { id: created.id } });
  });

  it('a user given name, phone and address has the first-login data filled; the mailing address follows', async () => {
    const created = await createApplicationUser(
      newClient({ phoneNumber: '+48 600 100 200', addressOfResidence: residence, patronId: patron }),
    );
    expect(created).toMatchObject({
      isFirstLoginDataFilled: true,
      mailingAddress: residence,
      patron: { id: patron, firstName: 'Piotr' },
    });
  });

  it('joins the selected organisation with the new user’s roles', async () => {
    api.selectOrganisation(ids.organisation.partner);
    const created = await createApplicationUser(newClient());
    expect(created.organisations).toEqual([
      { organisationId: ids.organisation.partner, name: expect.any(String), roles: ['Client'] },
    ]);
    expect(api.db.organisationUsers.some((m) => m.userId === created.id)).toBe(true);
  });

  it('refuses an e-mail in use (400 naming the field) and what the records do not have', async () => {
    await expect(
      failure(createApplicationUser(newClient({ email: 'Anna.Kowalska@example.pl' }))),
    ).resolves.toMatchObject({
      status: 400,
      body: { errors: { email: ['Ten adres e-mail jest już używany przez inne konto.'] } },
    });
    const errors = (await failure(
      createApplicationUser(newClient({ patronId: client, departmentIds: [9999], firstName: '' })),
    )) as { body: { errors: Record<string, string[]> } };
    expect(errors.body.errors).toMatchObject({ firstName: ['To pole jest wymagane'] });
    expect(
      ((await failure(createApplicationUser(newClient({ patronId: client, departmentIds: [9999] })))) as typeof errors)
        .body.errors,
    ).toEqual({ patronId: ['Nie ma takiego opiekuna.'], departmentIds: ['Nie ma takiego departamentu.'] });
    expect(api.db.users.some((u) => u.email === 'ewa.nowa@example.pl')).toBe(false);
  });

  it('a manager creates only clients, without what only an administrator gives', async () => {
    api.actAs(manager);
    const created = await createApplicationUser(newClient());
    expect(created.roles).toEqual(['Client']);
    // the client they created, without a case yet, is theirs to correct
    expect((await patchApplicationUser(created.id, { phoneNumber: '+48 600 100 200' })).phoneNumber).toBe(
      '+48 600 100 200',
    );
    for (const body of [
      newClient({ email: 'a@example.pl', roles: ['Manager'] }),
      newClient({ email: 'b@example.pl', roles: ['Client', 'Admin'] }),
      newClient({ email: 'c@example.pl', clientSize: 'One' }),
      newClient({ email: 'd@example.pl', patronId: patron }),
    ])
      expect(await failure(createApplicationUser(body))).toMatchObject({ status: 403 });
  });

  it('a patron creates only clients, who get the patron as their patron whatever was sent', async () => {
    api.actAs(otherPatron);
    const created = await createApplicationUser(newClient({ patronId: patron }));
    expect(created).toMatchObject({ patronId: otherPatron, patron: { id: otherPatron } });
    expect(await failure(createApplicationUser(newClient({ email: 'x@example.pl', roles: ['Patron'] })))).toMatchObject(
      { status: 403 },
    );
  });

  it('an expert owner creates only expert employees, linked to the owner', async () => {
    api.actAs(expertOwner);
    const created = await createApplicationUser(newClient({ roles: ['ExpertEmployee'] }));
    expect(stored(created.id).expertOwnerId).toBe(expertOwner);
    expect(created).not.toHaveProperty('expertOwnerId');
    expect((await listApplicationUserYourExpertEmployees()).map((u) => u.id)).toContain(created.id);
    expect(await failure(createApplicationUser(newClient({ email: 'y@example.pl' })))).toMatchObject({ status: 403 });
  });

  it('nobody else creates users (the access gate, then the handler)', async () => {
    for (const role of ['Client', 'Ambassador', 'ExpertEmployee'] as const) {
      api.actAs(role);
      expect(await failure(createApplicationUser(newClient()))).toMatchObject({ status: 403 });
    }
  });
});

describe('the staff changing their clients in the demo backend', () => {
  const managersClient = () => api.db.cases.find((c) => c.managers.some((m) => m.id === manager))!.clientId;
  const notManagersClient = () =>
    api.db.users.find(
      (u) =>
        u.roles.includes('Client') &&
        !api.db.cases.some((c) => c.clientId === u.id && c.managers.some((m) => m.id === manager)),
    )!.id;

  it('a manager changes a client of their cases, not their roles or what only an administrator changes', async () => {
    const id = managersClient();
    const user = await getApplicationUser(id);
    api.actAs(manager);
    expect((await updateApplicationUser(id, { ...asInput(user), phoneNumber: '+48 500 600 700' })).phoneNumber).toBe(
      '+48 500 600 700',
    );
    expect((await patchApplicationUser(id, { lastName: 'Zmieniona' })).lastName).toBe('Zmieniona');
    expect(await failure(updateApplicationUser(id, { ...asInput(user), roles: ['Client', 'Manager'] }))).toMatchObject({
      status: 403,
    });
    expect(await failure(patchApplicationUser(id, { clientSize: 'Over50' }))).toMatchObject({ status: 403 });
    // not a client of their cases
    const other = notManagersClient();
    expect(await failure(patchApplicationUser(other, { lastName: 'X' }))).toMatchObject({ status: 403 });
    expect(stored(other).lastName).not.toBe('X');
  });

  it('a patron changes their own clients only', async () => {
    api.actAs(patron);
    expect(stored(client).patronId).toBe(patron);
    expect((await patchApplicationUser(client, { phoneNumber: '+48 511 222 333' })).phoneNumber).toBe(
      '+48 511 222 333',
    );
    expect(await failure(patchApplicationUser(client, { patronId: otherPatron }))).toMatchObject({ status: 403 });
    const notTheirs = api.db.users.find((u) => u.roles.includes('Client') && u.patronId === otherPatron)!.id;
    expect(await failure(patchApplicationUser(notTheirs, { phoneNumber: '+48 511 222 333' }))).toMatchObject({
      status: 403,
    });
  });
});
