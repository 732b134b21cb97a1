import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCaseMessageActivity } from '../src/case-messages/case-messages';
import { uploadCaseClientAttachments } from '../src/cases/cases';
import { listDepartments, patchDepartment } from '../src/departments/departments';
import { server, TEST_API_ORIGIN } from '../../src/testing/server';
import { configureSdk, type SdkConfig } from './configure';
import { ApiError } from './errors';
import { httpClient, isPublicCall } from './http-client';

const api = (path: string) => `${TEST_API_ORIGIN}${path}`;

function setup(overrides: Partial<SdkConfig> = {}) {
  const mocks = {
    getToken: vi.fn<SdkConfig['getToken']>(() => 'token-1'),
    renew: vi.fn<SdkConfig['renew']>(async () => 'token-2'),
    onError: vi.fn<SdkConfig['onError']>(),
    onSessionExpired: vi.fn<SdkConfig['onSessionExpired']>(),
  };
  const config = { ...mocks, ...overrides } as typeof mocks;
  configureSdk({ baseUrl: TEST_API_ORIGIN, getOrganisationId: () => 7, getImpersonatedUserId: () => null, ...config, ...overrides });
  return config;
}

const answer = (status: number, body?: object) => () =>
  body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status });

describe('headers', () => {
  it('sends the bearer token and the Organisation header, no ImpersonatedUser by default', async () => {
    setup();
    let seen: Headers | undefined;
    server.use(http.get(api('/api/Department'), ({ request }) => ((seen = request.headers), HttpResponse.json([]))));
    await listDepartments();
    expect(seen?.get('Authorization')).toBe('Bearer token-1');
    expect(seen?.get('Organisation')).toBe('7');
    expect(seen?.has('ImpersonatedUser')).toBe(false);
  });

  it('adds ImpersonatedUser while impersonation is active', async () => {
    setup({ getImpersonatedUserId: () => '42' });
    let seen: Headers | undefined;
    server.use(http.get(api('/api/Department'), ({ request }) => ((seen = request.headers), HttpResponse.json([]))));
    await listDepartments();
    expect(seen?.get('ImpersonatedUser')).toBe('42');
  });

  it('sends no bearer token on a call the contract marks public, but still the Organisation', async () => {
    setup();
    expect(isPublicCall('GET', '/api/Checkout?guid=abc')).toBe(true);
    expect(isPublicCall('GET', '/api/Department')).toBe(false);
    let seen: Headers | undefined;
    server.use(http.get(api('/api/Checkout'), ({ request }) => ((seen = request.headers), HttpResponse.json({}))));
    await httpClient('/api/Checkout?guid=abc', { method: 'GET' });
    expect(seen?.has('Authorization')).toBe(false);
    expect(seen?.get('Organisation')).toBe('7');
  });
});

describe('bodies', () => {
  it('sends merge-patch bodies as application/merge-patch+json', async () => {
    setup();
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.patch(api('/api/Department/3'), async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        body = await request.json();
        return HttpResponse.json({ id: 3, name: 'Prawo' });
      }),
    );
    const result = await patchDepartment(3, { name: 'Prawo' });
    expect(contentType).toBe('application/merge-patch+json');
    expect(body).toEqual({ name: 'Prawo' });
    expect(result).toEqual({ id: 3, name: 'Prawo' });
  });

  it('sends a multiple-attachment upload as multipart: each file, descriptions joined by a comma', async () => {
    setup();
    let form: FormData | undefined;
    let contentType: string | null = null;
    server.use(
      http.post(api('/api/Case/5/clientAttachmentMultiple'), async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        form = await request.formData();
        return HttpResponse.json([], { status: 201 });
      }),
    );
    await uploadCaseClientAttachments(5, {
      Files: [new File(['a'], 'faktura.pdf'), new File(['b'], 'umowa.pdf')],
      Descriptions: 'Faktura za marzec,Umowa',
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(form?.getAll('Files').map((file) => (file as File).name)).toEqual(['faktura.pdf', 'umowa.pdf']);
    expect(form?.get('Descriptions')).toBe('Faktura za marzec,Umowa');
  });

  it('returns file answers as a Blob', async () => {
    setup();
    server.use(
      http.get(api('/api/file'), () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer as ArrayBuffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    const file = await httpClient<Blob>('/api/file');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('returns undefined for 204 answers', async () => {
    setup();
    server.use(http.delete(api('/api/Department/3'), answer(204)));
    await expect(httpClient('/api/Department/3', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('answers that cannot be read', () => {
  const broken = (status: number, type = 'application/json') => () =>
    new HttpResponse('{"id": 1, "name": "Księg', { status, headers: { 'Content-Type': type } });

  it.each([
    [200, 'application/json'],
    [201, 'application/json'],
    [200, 'application/problem+json'],
    [200, 'application/json; charset=utf-8'],
  ] as const)('a %i answer of %s with broken JSON is an error with a notice, never undefined', async (status, type) => {
    const config = setup();
    server.use(http.get(api('/api/Department'), broken(status, type)));
    const error = await listDepartments().then(
      (value) => ({ resolved: value }),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).cause).toBeInstanceOf(SyntaxError);
    expect(config.onError).toHaveBeenCalledTimes(1);
    expect(config.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'failure' }));
  });

  it('a quiet call with broken JSON rejects without a notice', async () => {
    const config = setup();
    server.use(http.get(api('/api/CaseMessage/case/5'), broken(200)));
    await expect(getCaseMessageActivity(5)).rejects.toBeInstanceOf(ApiError);
    expect(config.onError).not.toHaveBeenCalled();
  });

  it.each([
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
    ['200 with an empty JSON body', () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['200 with no content at all', () => new HttpResponse(null, { status: 200 })],
    ['201 with no content at all', () => new HttpResponse(null, { status: 201 })],
  ])('an empty answer still resolves to undefined: %s', async (_, resolver) => {
    const config = setup();
    server.use(http.post(api('/api/Department'), resolver));
    await expect(httpClient('/api/Department', { method: 'POST' })).resolves.toBeUndefined();
    expect(config.onError).not.toHaveBeenCalled();
  });
});

describe('the error catalogue', () => {
  it.each([
    [403, 'forbidden'],
    [500, 'failure'],
    [502, 'failure'],
    [409, 'failure'],
  ] as const)('HTTP %i → %s notice and a rejected ApiError', async (status, kind) => {
    const config = setup();
    server.use(http.get(api('/api/Department'), answer(status, { title: 'x' })));
    const error = await listDepartments().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(config.onError).toHaveBeenCalledTimes(1);
    expect(config.onError).toHaveBeenCalledWith(expect.objectContaining({ kind }));
  });

  it.each([400, 404])('HTTP %i is left to the caller: typed error with the parsed body, no notice', async (status) => {
    const config = setup();
    const problem = { title: 'Nie znaleziono', status, errors: { name: ['Pole wymagane'] } };
    server.use(
      http.get(api('/api/Department'), () =>
        HttpResponse.json(problem, { status, headers: { 'Content-Type': 'application/problem+json' } }),
      ),
    );
    const error = (await listDepartments().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.body).toEqual(problem);
    expect(config.onError).not.toHaveBeenCalled();
  });

  it('a cancelled request shows nothing', async () => {
    const config = setup();
    server.use(http.get(api('/api/Department'), async () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = listDepartments({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(config.onError).not.toHaveBeenCalled();
  });

  it.each([403, 500])('a quiet call (the comment load) rejects on HTTP %i without a notice', async (status) => {
    const config = setup();
    server.use(http.get(api('/api/CaseMessage/case/5'), answer(status, { title: 'x' })));
    const error = await getCaseMessageActivity(5).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(status);
    expect(config.onError).not.toHaveBeenCalled();
  });

  it('a quiet call that cannot reach the server shows nothing either', async () => {
    const config = setup();
    server.use(http.get(api('/api/CaseMessage/case/5'), () => HttpResponse.error()));
    await expect(getCaseMessageActivity(5)).rejects.toBeInstanceOf(ApiError);
    expect(config.onError).not.toHaveBeenCalled();
  });

  it('a network failure is an error notice', async () => {
    const config = setup();
    server.use(http.get(api('/api/Department'), () => HttpResponse.error()));
    await expect(listDepartments()).rejects.toBeInstanceOf(ApiError);
    expect(config.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'failure' }));
  });

  it('a lost answer the caller checks itself is left to it (status 0, no notice); its other failures are not', async () => {
    const config = setup();
    server.use(http.patch(api('/api/Department/3'), () => HttpResponse.error()));
    const lost = await patchDepartment(3, { name: 'x' }, { lostAnswerToCaller: true }).catch((e: unknown) => e);
    expect((lost as ApiError).status).toBe(0);
    expect(config.onError).not.toHaveBeenCalled();
    server.use(http.patch(api('/api/Department/3'), answer(500, { title: 'x' })));
    await expect(patchDepartment(3, { name: 'x' }, { lostAnswerToCaller: true })).rejects.toMatchObject({ status: 500 });
    expect(config.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'failure' }));
  });
});

describe('the 3-second suppression window', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows each kind at most once per 3 seconds, and each kind on its own', async () => {
    const config = setup();
    server.use(
      http.get(api('/api/fail'), answer(500)),
      http.get(api('/api/forbidden'), answer(403)),
    );
    const call = (path: string) => httpClient(path).catch(() => undefined);
    await call('/api/fail');
    await call('/api/fail');
    await call('/api/forbidden');
    vi.advanceTimersByTime(2999);
    await call('/api/fail');
    expect(config.onError.mock.calls.map(([notice]) => notice.kind)).toEqual(['failure', 'forbidden']);
    vi.advanceTimersByTime(1);
    await call('/api/fail');
    expect(config.onError.mock.calls.map(([notice]) => notice.kind)).toEqual(['failure', 'forbidden', 'failure']);
  });
});

describe('401 and silent renewal', () => {
  it('renews once and repeats the request with the new token', async () => {
    let token = 'old';
    const config = setup({ getToken: vi.fn(() => token), renew: vi.fn(async () => (token = 'new')) });
    const seen: string[] = [];
    server.use(
      http.get(api('/api/Department'), ({ request }) => {
        const auth = request.headers.get('Authorization')!;
        seen.push(auth);
        return auth === 'Bearer new' ? HttpResponse.json([{ id: 1, name: 'Księgowość' }]) : answer(401)();
      }),
    );
    await expect(listDepartments()).resolves.toEqual([{ id: 1, name: 'Księgowość' }]);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(config.renew).toHaveBeenCalledTimes(1);
    expect(config.onError).not.toHaveBeenCalled();
  });

  it('ten concurrent 401s lead to exactly one renewal and ten retries', async () => {
    let token = 'old';
    let release!: () => void;
    const renewed = new Promise<void>((resolve) => (release = resolve));
    const config = setup({
      getToken: vi.fn(() => token),
      renew: vi.fn(async () => {
        await renewed;
        return (token = 'new');
      }),
    });
    let firstTries = 0;
    let retries = 0;
    server.use(
      http.get(api('/api/Department'), ({ request }) => {
        if (request.headers.get('Authorization') === 'Bearer new') {
          retries += 1;
          return HttpResponse.json([]);
        }
        firstTries += 1;
        if (firstTries === 10) setTimeout(release, 10);
        return answer(401)();
      }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => listDepartments()));
    expect(results).toHaveLength(10);
    expect(config.renew).toHaveBeenCalledTimes(1);
    expect(firstTries).toBe(10);
    expect(retries).toBe(10);
  });

  it('when renewal fails: one "session expired" notice, the session ends once, every request rejects', async () => {
    const config = setup({ renew: vi.fn(async () => null) });
    server.use(http.get(api('/api/Department'), answer(401)));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => listDepartments()));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(config.renew).toHaveBeenCalledTimes(1);
    expect(config.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(config.onError).toHaveBeenCalledTimes(1);
    expect(config.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'sessionExpired' }));
  });

  it('ten concurrent requests refused again after the renewal: one session expiry, one notice', async () => {
    let token = 'old';
    let release!: () => void;
    const allRefused = new Promise<void>((resolve) => (release = resolve));
    const config = setup({
      getToken: vi.fn(() => token),
      renew: vi.fn(async () => {
        await allRefused;
        return (token = 'new');
      }),
    });
    const seen: string[] = [];
    server.use(
      http.get(api('/api/Department'), ({ request }) => {
        seen.push(request.headers.get('Authorization')!);
        if (seen.length === 10) setTimeout(release, 10);
        return answer(401)();
      }),
    );
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => listDepartments()));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(config.renew).toHaveBeenCalledTimes(1);
    expect(seen.filter((auth) => auth === 'Bearer new')).toHaveLength(10);
    expect(config.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(config.onError).toHaveBeenCalledTimes(1);
    expect(config.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'sessionExpired' }));
  });

  describe('sequential requests refused after the renewal', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());

    it.each([
      ['the session hands out the renewed token', true],
      ['the session keeps handing out the stale token', false],
    ])('%s: one renewal, one session expiry, one notice, however far apart', async (_, follows) => {
      let token = 'old';
      const config = setup({
        getToken: vi.fn(() => (follows ? token : 'old')),
        renew: vi.fn(async () => (token = 'new')),
      });
      server.use(http.get(api('/api/Department'), answer(401)));
      for (let i = 0; i < 5; i += 1) {
        await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
        vi.advanceTimersByTime(5000);
      }
      expect(config.renew).toHaveBeenCalledTimes(1);
      expect(config.onSessionExpired).toHaveBeenCalledTimes(1);
      expect(config.onError).toHaveBeenCalledTimes(1);
    });
  });

  it('a failed renewal ends the session once, also for requests sent afterwards without a token', async () => {
    let token: string | null = 'old';
    const config = setup({ getToken: vi.fn(() => token), renew: vi.fn(async () => (token = null)) });
    server.use(http.get(api('/api/Department'), answer(401)));
    await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    expect(config.renew).toHaveBeenCalledTimes(1);
    expect(config.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('after an expiry, a new sign-in (a new token) renews again, and its own expiry is told once more', async () => {
    let token = 'a-1';
    const config = setup({
      getToken: vi.fn(() => token),
      renew: vi.fn(async () => (token = token === 'a-1' ? 'a-2' : 'b-2')),
    });
    server.use(
      http.get(api('/api/Department'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer b-2' ? HttpResponse.json([]) : answer(401)(),
      ),
    );
    await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    expect(config.onSessionExpired).toHaveBeenCalledTimes(1);
    token = 'b-1'; // signed in again
    await expect(listDepartments()).resolves.toEqual([]);
    expect(config.renew).toHaveBeenCalledTimes(2);
    token = 'b-3';
    server.use(http.get(api('/api/Department'), answer(401)));
    await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    expect(config.onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('a stale token is never renewed twice: a late request with it takes the token its renewal gave', async () => {
    const config = setup({ getToken: vi.fn(() => 'old'), renew: vi.fn(async () => 'new') });
    const seen: string[] = [];
    server.use(
      http.get(api('/api/Department'), ({ request }) => {
        const auth = request.headers.get('Authorization')!;
        seen.push(auth);
        return auth === 'Bearer new' ? HttpResponse.json([]) : answer(401)();
      }),
    );
    await listDepartments();
    await listDepartments();
    expect(config.renew).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old', 'Bearer new', 'Bearer old', 'Bearer new']);
  });

  it('a renewal that throws counts as a failed renewal', async () => {
    const config = setup({ renew: vi.fn(async () => Promise.reject(new Error('login_required'))) });
    server.use(http.get(api('/api/Department'), answer(401)));
    await expect(listDepartments()).rejects.toMatchObject({ status: 401 });
    expect(config.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a public call answered 401 is not renewed', async () => {
    const config = setup();
    server.use(http.get(api('/api/Checkout'), answer(401)));
    await expect(httpClient('/api/Checkout?guid=x')).rejects.toMatchObject({ status: 401 });
    expect(config.renew).not.toHaveBeenCalled();
  });
});
