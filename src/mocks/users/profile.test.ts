import {
  createProfilePicture,
  deleteProfilePicture,
  downloadProfilePictureThumbnail,
  getApplicationUser,
  listProfilePictures,
  patchApplicationUser,
  patchProfilePicture,
  updateApplicationUser,
  updateApplicationUserEmail,
  updateProfilePicture,
} from '@portal/sdk';
import type { ApplicationUser, ApplicationUserInput } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';

const api = demoApi({ as: 'Client' });
const { client, otherClient, admin, manager, newClient } = ids.person;

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status: number }) => error.status,
  );
const errorsOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { body: { errors: Record<string, string[]> } }) => error.body.errors,
  );

/** A day as the contract's date-time (the seed names the cooperation days alone). */
const dateTime = (value: string | null | undefined) => (value && value.length === 10 ? `${value}T00:00:00Z` : value);

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
  accountingCooperationBeginDate: dateTime(user.accountingCooperationBeginDate),
  lawCooperationBeginDate: dateTime(user.lawCooperationBeginDate),
  profileImageId: user.profileImageId,
  roles: user.roles,
  managerTitleId: user.managerTitleId,
  departmentIds: user.departments.map((d) => d.id),
  patronId: user.patronId,
  clientSize: user.clientSize,
});

const residence = { street: 'ul. Długa', houseNumber: '5', flatNumber: null, postalCode: '31-147', city: 'Kraków' };

describe('the profile in the demo backend', () => {
  it('a user replaces their own data; the mailing address follows the residence unless it is different', async () => {
    const me = await getApplicationUser(client);
    const saved = await updateApplicationUser(client, {
      ...asInput(me),
      phoneNumber: '+48 600 100 200',
      addressOfResidence: residence,
      isAddressDifferent: false,
      mailingAddress: { ...residence, city: 'Gdańsk' },
    });
    expect(saved).toMatchObject({ phoneNumber: '+48 600 100 200', mailingAddress: residence });
    const stored = api.db.users.find((u) => u.id === client)!;
    expect(stored.addressOfResidence).toEqual(residence);
    // the copies of the user in the cases follow a changed name
    await updateApplicationUser(client, { ...asInput(saved), lastName: 'Nowicka' });
    expect(api.db.cases.find((c) => c.id === ids.case.accounting)!.client.lastName).toBe('Nowicka');
  });

  it('refuses another user’s data (403) unless the caller is an administrator; a user cannot change their roles', async () => {
    expect(await statusOf(getApplicationUser(otherClient))).toBe(403);
    const other = api.db.users.find((u) => u.id === otherClient)!;
    expect(await statusOf(updateApplicationUser(otherClient, asInput(other)))).toBe(403);
    expect(await statusOf(patchApplicationUser(otherClient, { phoneNumber: '+48 500 000 000' }))).toBe(403);
    const me = await getApplicationUser(client);
    expect(await statusOf(updateApplicationUser(client, { ...asInput(me), roles: ['Admin'] }))).toBe(403);
    api.actAs(manager);
    const managerSelf = await getApplicationUser(manager);
    expect(await statusOf(patchApplicationUser(manager, { managerTitleId: null }))).toBe(403);
    // sending the own title and departments unchanged is fine
    expect(await statusOf(updateApplicationUser(manager, asInput(managerSelf)))).toBe(200);
    api.actAs(admin);
    expect((await patchApplicationUser(otherClient, { phoneNumber: '+48 500 000 000' })).phoneNumber).toBe(
      '+48 500 000 000',
    );
  });

  it('the first-login data counts as filled once name, phone and the address of residence are there', async () => {
    api.actAs(newClient);
    const before = await getApplicationUser(newClient);
    expect(before.isFirstLoginDataFilled).toBe(false);
    const refused = await errorsOf(
      patchApplicationUser(newClient, { isFirstLoginDataFilled: true, phoneNumber: '', addressOfResidence: residence }),
    );
    expect(refused).toEqual({ phoneNumber: ['To pole jest wymagane'] });
    expect(
      await errorsOf(patchApplicationUser(newClient, { addressOfResidence: { ...residence, street: ' ' } })),
    ).toEqual({ 'addressOfResidence.street': ['To pole jest wymagane'] });
    const saved = await patchApplicationUser(newClient, {
      isFirstLoginDataFilled: true,
      firstName: 'Ewa',
      lastName: 'Nowa',
      phoneNumber: '+48 600 000 111',
      addressOfResidence: residence,
      isAddressDifferent: true,
      mailingAddress: { ...residence, city: 'Gdańsk', postalCode: '80-001' },
    });
    expect(saved).toMatchObject({ isFirstLoginDataFilled: true, mailingAddress: { city: 'Gdańsk' } });
  });

  it('checks the postal code, the profession and a different mailing address', async () => {
    const errors = await errorsOf(
      patchApplicationUser(client, { addressOfResidence: { ...residence, postalCode: '31147' } }),
    );
    expect(Object.keys(errors!)).toEqual(['addressOfResidence.postalCode']);
    expect(
      await errorsOf(
        patchApplicationUser(client, { professionId: 999, isAddressDifferent: true, mailingAddress: { city: 'X' } }),
      ),
    ).toMatchObject({ professionId: ['Nie ma takiego zawodu.'], 'mailingAddress.street': ['To pole jest wymagane'] });
  });

  it('changes the e-mail separately: not one in use, not through the replacement', async () => {
    expect(await errorsOf(updateApplicationUserEmail(client, { email: 'piotr.nowak@example.pl' }))).toEqual({
      email: ['Ten adres e-mail jest już używany przez inne konto.'],
    });
    const me = await getApplicationUser(client);
    expect(await errorsOf(updateApplicationUser(client, { ...asInput(me), email: 'anna@example.pl' }))).toEqual({
      email: ['Adres e-mail zmienia się osobno (zmiana adresu e-mail).'],
    });
    expect((await updateApplicationUserEmail(client, { email: 'anna@example.pl' })).email).toBe('anna@example.pl');
    expect(await statusOf(updateApplicationUserEmail(otherClient, { email: 'x@example.pl' }))).toBe(403);
  });

  it('keeps an uploaded picture, serves it as the thumbnail, and names it on the profile', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const picture = await createProfilePicture({ file: new File([bytes], 'ja.jpg', { type: 'image/jpeg' }) });
    expect(picture).toMatchObject({ fileName: 'ja.jpg', contentType: 'image/jpeg' });
    expect(picture).not.toHaveProperty('dataUrl');
    const thumbnail = await downloadProfilePictureThumbnail(picture.id);
    expect(new Uint8Array(await thumbnail.arrayBuffer())).toEqual(bytes);
    await patchApplicationUser(client, { profileImageId: picture.id });
    expect((await getApplicationUser(client)).profileImageId).toBe(picture.id);
    expect(await errorsOf(patchApplicationUser(client, { profileImageId: 9999 }))).toEqual({
      profileImageId: ['Nie ma takiego zdjęcia.'],
    });
    // a picture replaced on the profile is gone
    const next = await createProfilePicture({ file: new File([bytes], 'nowe.png', { type: 'image/png' }) });
    await patchApplicationUser(client, { profileImageId: next.id });
    expect(await statusOf(downloadProfilePictureThumbnail(picture.id))).toBe(404);
    api.actAs(otherClient);
    expect(await statusOf(deleteProfilePicture(next.id))).toBe(403);
    api.actAs(client);
    await deleteProfilePicture(next.id);
    expect((await getApplicationUser(client)).profileImageId).toBeNull();
  });

  it('the administrator lists the pictures and changes their details; a user is refused (403)', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    const picture = await createProfilePicture({ file: new File([bytes], 'ja.jpg', { type: 'image/jpeg' }) });
    expect(await statusOf(patchProfilePicture(picture.id, { fileName: 'x.jpg' }))).toBe(403);
    api.actAs(admin);
    expect((await listProfilePictures()).items.map((p) => p.id)).toEqual([picture.id]);
    expect(await updateProfilePicture(picture.id, { fileName: 'anna.jpg' })).toMatchObject({
      fileName: 'anna.jpg',
      contentType: 'image/jpeg',
    });
    expect(await patchProfilePicture(picture.id, { contentType: 'image/png' })).toMatchObject({
      fileName: 'anna.jpg',
      contentType: 'image/png',
    });
    expect(api.db.profilePictures[0]).toMatchObject({ fileName: 'anna.jpg', updatedById: admin });
  });

  it('refuses a picture that is not an image or too large', async () => {
    expect(
      await errorsOf(createProfilePicture({ file: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) })),
    ).toEqual({ file: ['Zdjęcie profilowe musi być obrazem (JPG, PNG lub WebP).'] });
    const large = new File([new Uint8Array(300 * 1024)], 'duze.jpg', { type: 'image/jpeg' });
    expect(await errorsOf(createProfilePicture({ file: large }))).toEqual({
      file: ['Zdjęcie jest za duże (maksymalnie 200 KB).'],
    });
  });
});
