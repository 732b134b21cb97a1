import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { listDepartments } from '@portal/sdk';
import { getSdkConfig } from '@portal/sdk/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { server, TEST_API_ORIGIN } from '@/testing/server';
import { configureHttp, type HttpSession } from './configure-http';

const departments = `${TEST_API_ORIGIN}/api/Department`;

function renderWithSession(session: Partial<HttpSession> = {}) {
  const fullSession: HttpSession = {
    getAccessToken: () => 'token',
    renew: vi.fn(async () => null),
    expire: vi.fn(),
    ...session,
  };
  configureHttp({
    baseUrl: TEST_API_ORIGIN,
    session: fullSession,
    currentPath: () => '/yourCases/12?tab=history',
    expireDelayMs: 0,
  });
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  return fullSession;
}

describe('configureHttp: the error catalogue as the user sees it', () => {
  beforeEach(() => notifications.clean());

  it('HTTP 403 → the access warning', async () => {
    renderWithSession();
    server.use(http.get(departments, () => new HttpResponse(null, { status: 403 })));
    await expect(listDepartments()).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText('Wygląda na to że nie masz dostępu do żądanego zasobu')).toBeInTheDocument();
    expect(
      screen.getByText('Spróbuj zalogować się ponownie. Jeżeli to nie pomoże skontaktuj się z administratorem'),
    ).toBeInTheDocument();
  });

  it('HTTP 500 → "Wystąpił błąd"', async () => {
    renderWithSession();
    server.use(http.get(departments, () => new HttpResponse(null, { status: 500 })));
    await expect(listDepartments()).rejects.toMatchObject({ status: 500 });
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    expect(screen.getByText('Skontaktuj się z administratorem')).toBeInTheDocument();
  });

  it('a 200 answer with broken JSON → "Wystąpił błąd", and the call rejects', async () => {
    renderWithSession();
    server.use(
      http.get(
        departments,
        () => new HttpResponse('[{"id": 1,', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(listDepartments()).rejects.toMatchObject({ status: 200 });
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
  });

  it('failed renewal → "Sesja wygasła", the user is removed and sign-in remembers the current path', async () => {
    const session = renderWithSession();
    server.use(http.get(departments, () => new HttpResponse(null, { status: 401 })));
    await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText('Sesja wygasła')).toBeInTheDocument();
    expect(screen.getByText('Następuje przekierowanie do strony logowania')).toBeInTheDocument();
    await waitFor(() => expect(session.expire).toHaveBeenCalledWith('/yourCases/12?tab=history'));
  });

  it('requests refused again after a renewal: one "Sesja wygasła" and one sign-in, however many fail', async () => {
    const session = renderWithSession({ renew: vi.fn(async () => 'renewed') });
    server.use(http.get(departments, () => new HttpResponse(null, { status: 401 })));
    await Promise.allSettled(Array.from({ length: 10 }, () => listDepartments()));
    for (let i = 0; i < 5; i += 1) await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText('Sesja wygasła')).toBeInTheDocument();
    await waitFor(() => expect(session.expire).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.expire).toHaveBeenCalledTimes(1);
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Sesja wygasła')).toHaveLength(1);
  });

  it('a second expiry reported while the first sign-in is under way changes nothing', async () => {
    let finish!: () => void;
    const session = renderWithSession({ expire: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    getSdkConfig().onSessionExpired();
    getSdkConfig().onSessionExpired();
    await waitFor(() => expect(session.expire).toHaveBeenCalledTimes(1));
    getSdkConfig().onSessionExpired();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.expire).toHaveBeenCalledTimes(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // signed in again, the next session can expire in its turn
    getSdkConfig().onSessionExpired();
    await waitFor(() => expect(session.expire).toHaveBeenCalledTimes(2));
  });

  it('HTTP 404 shows nothing: the caller decides', async () => {
    renderWithSession();
    server.use(http.get(departments, () => HttpResponse.json({ title: 'Brak' }, { status: 404 })));
    await expect(listDepartments()).rejects.toMatchObject({ status: 404, body: { title: 'Brak' } });
    expect(screen.queryByText('Wystąpił błąd')).not.toBeInTheDocument();
  });

  it('sends the organisation from the query and the impersonated user from session storage', async () => {
    renderWithSession();
    window.history.replaceState(null, '', `/?organisationId=${ids.organisation.partner}&impersonatedUserId=9`);
    let headers: Headers | undefined;
    server.use(http.get(departments, ({ request }) => ((headers = request.headers), HttpResponse.json([]))));
    await listDepartments();
    expect(headers?.get('Organisation')).toBe(String(ids.organisation.partner));
    expect(headers?.get('ImpersonatedUser')).toBe('9');
    window.history.replaceState(null, '', '/');
  });
});
