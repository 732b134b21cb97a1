import {
  getActivateApplicationUserMockHandler,
  getBeginApplicationUserForgotPasswordMockHandler,
  getChangeApplicationUserPasswordMockHandler,
  getEndApplicationUserForgotPasswordMockHandler,
  getRegisterApplicationUserMockHandler,
} from '@portal/sdk/mocks/users';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoAccount, DemoMail, DemoUser } from '@/mocks/db/types';
import { DEMO_PASSWORD } from '@/mocks/people';
import { actingUserId } from '@/mocks/shared/acting-user';
import { failOn } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/users'));

const HOUR_MS = 3_600_000;
/** How long the links stay valid: activation a week, a password reset a day. */
const LINK_VALIDITY_MS = { activate: 7 * 24 * HOUR_MS, resetPassword: 24 * HOUR_MS } as const;

/** The server's words (ValidationProblemDetails messages), in Polish as the portal's API answers. */
const accountMessages = {
  passwordsDiffer: 'Hasła muszą być identyczne',
  emailTaken: 'Konto z tym adresem e-mail już istnieje. Zaloguj się albo odzyskaj hasło.',
  activationLinkInvalid: 'Link aktywacyjny jest nieprawidłowy, wygasł albo został już użyty.',
  activationLinkUsed: 'Ten link aktywacyjny został już użyty, a konto jest aktywne. Zaloguj się.',
  resetLinkInvalid: 'Link do zmiany hasła jest nieprawidłowy, wygasł albo został już użyty.',
  resetLinkUsed: 'Ten link do zmiany hasła został już użyty. Zaloguj się nowym hasłem albo poproś o nowy link.',
  passwordNeeded: 'Ustaw hasło, aby aktywować konto.',
  currentPasswordWrong: 'Obecne hasło jest nieprawidłowe.',
  samePassword: 'Nowe hasło musi się różnić od obecnego.',
} as const;

const mailTexts = {
  activateSubject: 'Aktywuj konto w Portalu Klienta',
  activateText: 'Dziękujemy za rejestrację. Kliknij link, aby aktywować konto.',
  resetSubject: 'Ustaw nowe hasło w Portalu Klienta',
  resetText: 'Otrzymaliśmy prośbę o zmianę hasła. Kliknij link, aby ustawić nowe hasło.',
  /** An account someone of the firm created (the user forms): the same link, other words. */
  invitedText: 'Utworzyliśmy dla Ciebie konto w Portalu Klienta. Kliknij link, aby je aktywować i ustawić hasło.',
  /** A password reset the administrator forced. */
  forcedResetText:
    'Administrator portalu poprosił o ustawienie nowego hasła; dotychczasowe hasło już nie działa. Kliknij link, aby ustawić nowe.',
} as const;

/** Why the e-mail goes out: the user asked (registration, forgotten password) or the firm did. */
export type LinkOccasion = 'asked' | 'byTheFirm';

type Purpose = DemoAccount['tokens'][number]['purpose'];

export const notActivated = (user: DemoUser) =>
  user.status === 'NotConfirmed' || user.status === 'RegisteredNotConfirmed';
const byEmail = (db: DemoDb, email: string) =>
  db.users.find((user) => !user.isDeleted && user.email.toLowerCase() === email.trim().toLowerCase());

function accountOf(db: DemoDb, userId: number): DemoAccount {
  let account = db.accounts.find((a) => a.userId === userId);
  if (!account) {
    // the seeded people sign in with the demo password until they change it
    account = { userId, password: DEMO_PASSWORD, tokens: [] };
    db.accounts.push(account);
  }
  return account;
}

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Records the e-mail carrying a new one-time link for `purpose` (earlier links of that purpose stop working). */
export function sendLink(
  db: DemoDb,
  user: DemoUser,
  purpose: Purpose,
  announce: (mail: DemoMail) => void,
  occasion: LinkOccasion = 'asked',
) {
  const account = accountOf(db, user.id);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + LINK_VALIDITY_MS[purpose]).toISOString();
  account.tokens = [...account.tokens.filter((t) => t.purpose !== purpose), { token, purpose, expiresAt }];
  const path = purpose === 'activate' ? '/activate' : '/forgotPasswordComplete';
  const mail: DemoMail = {
    id: db.nextId('mails'),
    to: user.email,
    subject: purpose === 'activate' ? mailTexts.activateSubject : mailTexts.resetSubject,
    text: {
      activate: { asked: mailTexts.activateText, byTheFirm: mailTexts.invitedText },
      resetPassword: { asked: mailTexts.resetText, byTheFirm: mailTexts.forcedResetText },
    }[purpose][occasion],
    link: `${path}?${new URLSearchParams({ email: user.email, token })}`,
    sentAt: nowIso(),
  };
  db.mails.push(mail);
  announce(mail);
}

/**
 * Takes the valid link token of `purpose` (it is used up: kept, marked used), or answers 400 naming the token: a
 * used link says so (`messages.used`), an unknown or expired one `messages.invalid`.
 */
function useToken(
  db: DemoDb,
  email: string,
  token: string,
  purpose: Purpose,
  messages: { invalid: string; used: string },
) {
  const user = byEmail(db, email);
  const account = user && db.accounts.find((a) => a.userId === user.id);
  const found = account?.tokens.find((t) => t.purpose === purpose && t.token === token);
  if (found?.usedAt) failOn({ token: [messages.used] });
  if (!user || !account || !found || Date.parse(found.expiresAt) <= Date.now()) failOn({ token: [messages.invalid] });
  return {
    user: user!,
    account: account!,
    consume: () => (found!.usedAt = nowIso()),
  };
}

const confirmation = (password: string | undefined, confirm: string | undefined) =>
  password !== confirm ? [accountMessages.passwordsDiffer] : undefined;

/** A client who registered and has not activated the account yet, added to the users (first-login data not filled). */
export function newClient(db: DemoDb, person: Pick<DemoUser, 'email'> & Partial<DemoUser>): DemoUser {
  const user: DemoUser = {
    id: db.nextId('users'),
    firstName: '',
    lastName: '',
    phoneNumber: null,
    status: 'RegisteredNotConfirmed',
    roles: ['Client'],
    hasSubscription: false,
    isDeleted: false,
    isFirstLoginDataFilled: false,
    isAddressDifferent: false,
    departments: [],
    organisations: [],
    profileImageId: null,
    createdAt: nowIso(),
    ...person,
  };
  db.users.push(user);
  return user;
}

/**
 * Sign-in check of the demo's e-mail and password form, standing in for the identity provider's login page: the
 * person, or why not.
 */
export function checkDemoSignIn(
  db: DemoDb,
  email: string,
  password: string,
): { person: Pick<DemoUser, 'id' | 'firstName' | 'lastName'> } | { error: 'invalid' | 'notActivated' } {
  const user = byEmail(db, email);
  if (!user || user.status === 'Deleted') return { error: 'invalid' };
  const known = db.accounts.find((a) => a.userId === user.id)?.password ?? DEMO_PASSWORD;
  if (known !== password) return { error: 'invalid' };
  if (notActivated(user)) return { error: 'notActivated' };
  return { person: { id: user.id, firstName: user.firstName, lastName: user.lastName } };
}

/** Registration, activation and the password flows, with their e-mails (db.mails, announced as `mailSent`). */
export const accountHandlers = ({ db, events }: MockContext) => {
  const announce = (mail: DemoMail) => events.emit({ type: 'mailSent', mail });
  return [
    getRegisterApplicationUserMockHandler(async ({ request }) => {
      const body = await validBody((await schemas()).RegisterApplicationUserBody, request, (b) => ({
        confirmPassword: confirmation(b.password, b.confirmPassword),
      }));
      const existing = byEmail(db, body.email);
      if (existing && !notActivated(existing)) failOn({ email: [accountMessages.emailTaken] });
      // registering again before activating replaces the password and sends a new link
      const user =
        existing ??
        newClient(db, {
          email: body.email.trim(),
          firstName: body.firstName?.trim() ?? '',
          lastName: body.lastName?.trim() ?? '',
          phoneNumber: body.phoneNumber ?? null,
        });
      accountOf(db, user.id).password = body.password;
      sendLink(db, user, 'activate', announce);
      db.save();
    }),
    getActivateApplicationUserMockHandler(async ({ request }) => {
      const body = await validBody((await schemas()).ActivateApplicationUserBody, request);
      const { user, account, consume } = useToken(db, body.email, body.token, 'activate', {
        invalid: accountMessages.activationLinkInvalid,
        used: accountMessages.activationLinkUsed,
      });
      if (!account.password && !body.password) failOn({ password: [accountMessages.passwordNeeded] });
      failOn({ confirmPassword: body.password ? confirmation(body.password, body.confirmPassword) : undefined });
      if (body.password) account.password = body.password;
      consume();
      user.status = 'Active';
      db.save();
    }),
    getBeginApplicationUserForgotPasswordMockHandler(async ({ request }) => {
      const body = await validBody((await schemas()).BeginApplicationUserForgotPasswordBody, request);
      // the same answer whether or not the address is known
      const user = byEmail(db, body.email);
      if (user && user.status !== 'Deleted') {
        sendLink(db, user, 'resetPassword', announce);
        db.save();
      }
    }),
    getEndApplicationUserForgotPasswordMockHandler(async ({ request }) => {
      const body = await validBody((await schemas()).EndApplicationUserForgotPasswordBody, request, (b) => ({
        confirmPassword: confirmation(b.password, b.confirmPassword),
      }));
      const { account, consume } = useToken(db, body.email, body.token, 'resetPassword', {
        invalid: accountMessages.resetLinkInvalid,
        used: accountMessages.resetLinkUsed,
      });
      account.password = body.password;
      consume();
      db.save();
    }),
    getChangeApplicationUserPasswordMockHandler(async ({ request }) => {
      const body = await validBody((await schemas()).ChangeApplicationUserPasswordBody, request, (b) => ({
        confirmPassword: confirmation(b.newPassword, b.confirmPassword),
      }));
      const account = accountOf(db, actingUserId(request)!);
      failOn({
        currentPassword: account.password === body.currentPassword ? undefined : [accountMessages.currentPasswordWrong],
      });
      failOn({ newPassword: body.newPassword === body.currentPassword ? [accountMessages.samePassword] : undefined });
      account.password = body.newPassword;
      db.save();
    }),
  ];
};
