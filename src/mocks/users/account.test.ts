import { activateApplicationUser, changeApplicationUserPassword, registerApplicationUser } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import type { DemoMail } from '@/mocks/db/types';
import { checkDemoSignIn } from './account';

const api = demoApi({ as: 'Client' });
const linkParams = (mail: DemoMail) => Object.fromEntries(new URL(mail.link, 'http://portal').searchParams);
const password = 'Haslo#2026';
const registration = { email: 'ewa@example.pl', password, confirmPassword: password, termsAccepted: true } as const;

describe('the demo accounts', () => {
  it('registration creates a not activated client and announces the activation e-mail', async () => {
    const sent: DemoMail[] = [];
    api.events.on((event) => event.type === 'mailSent' && sent.push(event.mail));
    await registerApplicationUser(registration);
    const user = api.db.users.find((u) => u.email === 'ewa@example.pl');
    expect(user).toMatchObject({ status: 'RegisteredNotConfirmed', roles: ['Client'], isFirstLoginDataFilled: false });
    expect(sent).toEqual([api.db.mails.at(-1)]);
    expect(checkDemoSignIn(api.db, 'ewa@example.pl', password)).toEqual({ error: 'notActivated' });
  });

  it('registering again before activating sends a new link, and only the new one works', async () => {
    await registerApplicationUser(registration);
    const first = linkParams(api.db.mails.at(-1)!);
    await registerApplicationUser(registration);
    const second = linkParams(api.db.mails.at(-1)!);
    await expect(activateApplicationUser({ email: first.email, token: first.token })).rejects.toMatchObject({
      status: 400,
    });
    await activateApplicationUser({ email: second.email, token: second.token });
    expect(checkDemoSignIn(api.db, 'EWA@example.pl ', password)).toMatchObject({ person: { firstName: '' } });
  });

  it('a used activation link is refused with a 400 naming the token as used', async () => {
    await registerApplicationUser(registration);
    const link = linkParams(api.db.mails.at(-1)!);
    await activateApplicationUser({ email: link.email, token: link.token });
    await expect(activateApplicationUser({ email: link.email, token: link.token })).rejects.toMatchObject({
      status: 400,
      body: { errors: { token: ['Ten link aktywacyjny został już użyty, a konto jest aktywne. Zaloguj się.'] } },
    });
  });

  it('an active account cannot be registered again', async () => {
    await expect(registerApplicationUser({ ...registration, email: 'anna.kowalska@example.pl' })).rejects.toMatchObject(
      { status: 400, body: { errors: { email: [expect.stringContaining('już istnieje')] } } },
    );
  });

  it('the server checks the password rules and the confirmation too', async () => {
    await expect(
      registerApplicationUser({ ...registration, password: 'bezcyfr#A', confirmPassword: 'bezcyfr#A' }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { password: expect.any(Array) } } });
    await expect(registerApplicationUser({ ...registration, confirmPassword: 'Inne#2026' })).rejects.toMatchObject({
      body: { errors: { confirmPassword: ['Hasła muszą być identyczne'] } },
    });
  });

  it('a changed password is the one that signs in, and must differ from the current one', async () => {
    await expect(
      changeApplicationUserPassword({
        currentPassword: 'Portal#2026',
        newPassword: 'Portal#2026',
        confirmPassword: 'Portal#2026',
      }),
    ).rejects.toMatchObject({ body: { errors: { newPassword: ['Nowe hasło musi się różnić od obecnego.'] } } });
    await changeApplicationUserPassword({
      currentPassword: 'Portal#2026',
      newPassword: password,
      confirmPassword: password,
    });
    expect(checkDemoSignIn(api.db, 'anna.kowalska@example.pl', 'Portal#2026')).toEqual({ error: 'invalid' });
    expect(checkDemoSignIn(api.db, 'anna.kowalska@example.pl', password)).toHaveProperty('person.id', api.actorId);
  });
});
