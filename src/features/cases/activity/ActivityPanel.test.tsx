import type { Notification } from '@portal/sdk/model';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '@/copy/dates';
import { realtimeRegistrations } from '@/app/realtime';
import { refreshForNotification } from '@/lib/realtime/registrations';
import type { DemoDb } from '@/mocks/db/db';
import { ids } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp, type RenderAppOptions } from '@/testing/render';
import { TEST_API_ORIGIN } from '@/testing/server';

const activityUrl = `${TEST_API_ORIGIN}/api/CaseMessage/case/:caseId`;
const postUrl = `${TEST_API_ORIGIN}/api/CaseMessage`;
const { accounting, loanLawsuit } = ids.case;

/** A handler that only watches: it returns nothing, so the demo backend still answers. */
const watch = (method: 'get' | 'post', url: string, seen: (request: Request) => void | Promise<void>) =>
  http[method](url, async ({ request }) => {
    await seen(request.clone());
  });

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

const open = (path: string, options: RenderAppOptions) => {
  const view = renderApp(path, options);
  return { ...view, panel: () => screen.findByRole('region', { name: 'Aktywność w sprawie' }, { timeout: 8000 }) };
};

const commentsOf = async (panel: HTMLElement) =>
  within(await within(panel).findByRole('list', { name: 'Komentarze' }, { timeout: 5000 })).getAllByRole('listitem');

const textbox = (panel: HTMLElement) => within(panel).getByRole('textbox', { name: 'Komentarz' });
const sendButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Wyślij' });
const labelOf = (box: HTMLElement) => document.querySelector(`label[for="${box.id}"]`)?.textContent ?? '';
const recipientLabels = (panel: HTMLElement) =>
  within(within(panel).getByRole('group', { name: 'Odbiorcy' }))
    .getAllByRole('checkbox')
    .map(labelOf);

afterEach(() => vi.unstubAllGlobals());

describe('activity panel: tabs, order, loading', () => {
  it('shows the comments newest first, oldest first on the toggle, and the history on its tab', async () => {
    const queries: string[] = [];
    const { panel } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [watch('get', activityUrl, (r) => void queries.push(new URL(r.url).search))],
    });
    const section = await panel();
    expect(within(section).getByRole('tab', { name: 'Komentarze', selected: true })).toBeInTheDocument();
    let items = await commentsOf(section);
    expect(items[0]).toHaveTextContent('Faktura od Orange jest już w systemie');
    expect(queries).toEqual(['?sortDirection=1']);

    await userEvent.click(within(section).getByText('Od najstarszych'));
    await waitFor(async () => {
      items = await commentsOf(section);
      expect(items[0]).toHaveTextContent('witamy w Portalu Klienta');
    });
    expect(queries).toContain('?sortDirection=0');

    await userEvent.click(within(section).getByRole('tab', { name: 'Przebieg sprawy' }));
    const history = within(section).getByRole('tabpanel', { name: 'Przebieg sprawy' });
    // oldest first: the first day is the day the case was created
    expect(within(history).getAllByRole('heading')[0]).toHaveTextContent(formatDate('2026-09-02T10:15:00Z'));
  });

  it('loads only once the panel is scrolled into view, then refreshes the notifications', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    const calls: string[] = [];
    const { panel } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [
        watch('get', activityUrl, () => void calls.push('activity')),
        watch('get', `${TEST_API_ORIGIN}/api/Notifications`, () => void calls.push('notifications')),
      ],
    });
    const section = await panel();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).not.toContain('activity');
    expect(within(section).queryByRole('list', { name: 'Komentarze' })).not.toBeInTheDocument();

    const observer = observers.find((o) => o.targets.includes(section));
    expect(observer).toBeDefined();
    act(() =>
      observer!.callback(
        [{ isIntersecting: true, target: section } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await commentsOf(section)).toHaveLength(7);
    await waitFor(() => expect(calls.slice(calls.indexOf('activity'))).toContain('notifications'));
  });

  it('shows the spinner while a slow load is pending, and the comments after', async () => {
    const gate = deferred();
    const { panel } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [watch('get', activityUrl, () => gate.promise)],
    });
    const section = await panel();
    expect(await within(section).findByLabelText('Wczytywanie aktywności', {}, { timeout: 3000 })).toBeInTheDocument();
    gate.resolve();
    expect(await commentsOf(section)).toHaveLength(7);
    expect(within(section).queryByLabelText('Wczytywanie aktywności')).not.toBeInTheDocument();
  });

  it.each([403, 500])('a failed load (HTTP %i) shows nothing: no message, no toast, the form stays', async (status) => {
    const failed = vi.fn();
    const { panel } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [
        http.get(activityUrl, () => {
          failed();
          return HttpResponse.json({ title: 'x' }, { status });
        }),
      ],
    });
    const section = await panel();
    await waitFor(() => expect(failed).toHaveBeenCalled());
    await waitFor(() => expect(within(section).queryByLabelText('Wczytywanie aktywności')).not.toBeInTheDocument());
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Brak dostępu|Wystąpił błąd|Wygląda na to/)).not.toBeInTheDocument();
    expect(textbox(section)).toBeInTheDocument();
  });
});

describe('comment form: recipients', () => {
  it('a client is offered the expert and the managers with their titles, never themselves', async () => {
    const { panel } = open(`/yourCases/${accounting}`, { role: 'Client' });
    const section = await panel();
    await waitFor(() =>
      expect(recipientLabels(section)).toEqual([
        'Magdalena Kamińska (ekspert)',
        'Katarzyna Wiśniewska (Senior Manager)',
      ]),
    );
  });

  it('a manager is offered the client, the expert and the other managers ("manager" without a title)', async () => {
    const { panel, db } = open(`/managerClientsCases/${loanLawsuit}`, { role: 'Manager' });
    db.cases.find((c) => c.id === loanLawsuit)!.managers.find((m) => m.id === ids.person.managerLeader)!.managerTitle =
      null;
    const section = await panel();
    await waitFor(() =>
      expect(recipientLabels(section)).toEqual([
        'Anna Kowalska (klient)',
        'Marcin Lewandowski (ekspert)',
        'Beata Olszewska (manager)',
      ]),
    );
  });

  it('an expert is offered the client and the managers', async () => {
    const { panel } = open(`/expertCases/${accounting}`, { role: 'ExpertEmployee' });
    const section = await panel();
    await waitFor(() =>
      expect(recipientLabels(section)).toEqual(['Anna Kowalska (klient)', 'Katarzyna Wiśniewska (Senior Manager)']),
    );
  });

  it('send to all preselects only the managers, disables the choice and sends to every participant', async () => {
    let body: unknown;
    const { panel } = open(`/managerClientsCases/${loanLawsuit}`, {
      role: 'Manager',
      handlers: [watch('post', postUrl, async (r) => void (body = await r.json()))],
    });
    const section = await panel();
    await userEvent.click(await within(section).findByRole('switch', { name: /Wyślij do wszystkich/ }));
    const boxes = within(within(section).getByRole('group', { name: 'Odbiorcy' })).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, true]);
    for (const box of boxes) expect(box).toBeDisabled();

    await userEvent.type(textbox(section), 'Informacja dla wszystkich');
    expect(sendButton(section)).toBeEnabled();
    await userEvent.click(sendButton(section));
    await waitFor(() =>
      expect(body).toEqual({
        caseId: loanLawsuit,
        content: 'Informacja dla wszystkich',
        recipients: [
          { type: 'Client' },
          { type: 'Expert' },
          { type: 'Manager', recipientId: ids.person.managerLeader },
        ],
      }),
    );
  });
});

describe('comment form: sending', () => {
  it('the send button waits for an edit and a recipient, and is disabled while sending', async () => {
    const gate = deferred();
    const { panel } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [watch('post', postUrl, () => gate.promise)],
    });
    const section = await panel();
    await commentsOf(section);
    expect(sendButton(section)).toBeDisabled();
    await userEvent.type(textbox(section), 'Pytanie o termin');
    expect(sendButton(section)).toBeDisabled();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' }));
    expect(sendButton(section)).toBeEnabled();
    await userEvent.click(sendButton(section));
    await waitFor(() => expect(sendButton(section)).toBeDisabled());
    gate.resolve();
    await waitFor(() => expect(textbox(section)).toHaveValue(''));
  });

  it('a blank comment is refused with the info message and nothing is sent', async () => {
    const posts: unknown[] = [];
    const { panel } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [watch('post', postUrl, (r) => void posts.push(r.url))],
    });
    const section = await panel();
    await userEvent.type(textbox(section), '   ');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' }));
    await userEvent.click(sendButton(section));
    expect(await screen.findByText('Komentarz do sprawy nie może być pusty')).toBeInTheDocument();
    expect(textbox(section)).toHaveValue('   ');
    expect(posts).toHaveLength(0);
  });

  it('a sent comment clears the form and appears with author, time and recipient tags', async () => {
    const { panel, db } = open(`/yourCases/${accounting}`, { role: 'Client' });
    const section = await panel();
    expect(await commentsOf(section)).toHaveLength(7);
    await userEvent.type(textbox(section), 'Nowy komentarz\ndruga linia');
    const expert = within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' });
    const manager = within(section).getByRole('checkbox', { name: 'Katarzyna Wiśniewska (Senior Manager)' });
    await userEvent.click(expert);
    await userEvent.click(manager);
    await userEvent.click(sendButton(section));

    await waitFor(async () => expect(await commentsOf(section)).toHaveLength(8));
    const [newest] = await commentsOf(section);
    const saved = db.caseMessages.at(-1)!;
    expect(saved.content).toBe('Nowy komentarz\ndruga linia');
    expect(newest).toHaveTextContent('Anna Kowalska');
    expect(within(newest).getByText(formatDateTime(saved.createdAt))).toBeInTheDocument();
    expect(within(newest).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(newest).getByText('Magdalena Kamińska (ekspert)')).toBeInTheDocument();
    expect(within(newest).getByText('Katarzyna Wiśniewska (Senior Manager)')).toBeInTheDocument();

    expect(textbox(section)).toHaveValue('');
    expect(expert).not.toBeChecked();
    expect(manager).not.toBeChecked();
    expect(sendButton(section)).toBeDisabled();
  });

  it('a server error keeps the text and the recipients', async () => {
    const { panel, db } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [http.post(postUrl, () => HttpResponse.json({ title: 'Błąd' }, { status: 500 }))],
    });
    const section = await panel();
    const before = db.caseMessages.length;
    await userEvent.type(textbox(section), 'Ważna wiadomość');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' }));
    await userEvent.click(sendButton(section));
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    expect(textbox(section)).toHaveValue('Ważna wiadomość');
    expect(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' })).toBeChecked();
    expect(db.caseMessages).toHaveLength(before);
  });

  it('a double click on "Wyślij" (or the form sent again meanwhile) sends the comment once', async () => {
    let posts = 0;
    const { panel, db } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [watch('post', postUrl, () => void (posts += 1))],
    });
    const section = await panel();
    const before = db.caseMessages.length;
    await userEvent.type(textbox(section), 'Jedna wiadomość');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' }));
    doubleActivate(sendButton(section));
    await waitFor(() => expect(textbox(section)).toHaveValue(''));
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.caseMessages).toHaveLength(before + 1);
  });
});

describe('comment form: the answer lost on the way back', () => {
  /** The comment the server stored, as the demo backend stores it. */
  const stored = (db: DemoDb, body: { caseId: number; content: string }) =>
    db.caseMessages.push({
      id: db.nextId('caseMessages'),
      caseId: body.caseId,
      content: body.content,
      createdAt: new Date().toISOString(),
      createdBy: { firstName: 'Anna', lastName: 'Kowalska', profileImageId: null },
      createdById: ids.person.client,
      recipients: [{ type: 'Expert', recipientId: null }],
    });

  async function write(section: HTMLElement, text: string) {
    await commentsOf(section);
    await userEvent.type(textbox(section), text);
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' }));
    await userEvent.click(sendButton(section));
  }

  it('stored by the server: "Komentarz został zapisany", the form cleared, nothing sent again', async () => {
    const calls: string[] = [];
    const view = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [
        watch('get', activityUrl, () => void calls.push('look')),
        http.post(postUrl, async ({ request }) => {
          calls.push('send');
          stored(view.db, (await request.json()) as { caseId: number; content: string });
          return HttpResponse.error();
        }),
      ],
    });
    const section = await view.panel();
    const before = view.db.caseMessages.length;
    await write(section, 'Czy umowa jest gotowa?');

    expect(await screen.findByText('Komentarz został zapisany', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(textbox(section)).toHaveValue('');
    expect(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' })).not.toBeChecked();
    await waitFor(async () => expect((await commentsOf(section))[0]).toHaveTextContent('Czy umowa jest gotowa?'));
    expect(screen.queryByText('Wystąpił błąd')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.filter((call) => call === 'send')).toHaveLength(1);
    expect(calls.slice(calls.indexOf('send'))).toContain('look');
    expect(view.db.caseMessages).toHaveLength(before + 1);
  });

  it('not stored: the server is asked first, then "Wystąpił błąd" with the text kept, and sending again works', async () => {
    const calls: string[] = [];
    let lose = true;
    const { panel, db } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [
        watch('get', activityUrl, () => void calls.push('look')),
        http.post(postUrl, () => {
          calls.push('send');
          if (lose) return HttpResponse.error();
        }),
      ],
    });
    const section = await panel();
    const before = db.caseMessages.length;
    await write(section, 'Proszę o kontakt');

    expect(await screen.findByText('Wystąpił błąd', {}, { timeout: 5000 })).toBeInTheDocument();
    // what the server has was looked at before the user is told to send again
    expect(calls.slice(calls.indexOf('send'))).toContain('look');
    expect(screen.queryByText('Komentarz został zapisany')).not.toBeInTheDocument();
    expect(textbox(section)).toHaveValue('Proszę o kontakt');
    expect(within(section).getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' })).toBeChecked();
    expect(db.caseMessages).toHaveLength(before);

    lose = false;
    await waitFor(() => expect(sendButton(section)).toBeEnabled());
    await userEvent.click(sendButton(section));
    await waitFor(() => expect(textbox(section)).toHaveValue(''));
    expect(db.caseMessages).toHaveLength(before + 1);
    expect(db.caseMessages.at(-1)!.content).toBe('Proszę o kontakt');
    expect(calls.filter((call) => call === 'send')).toHaveLength(2);
  });

  it('the same text the user sent earlier is not taken for this one', async () => {
    const { panel, db } = open(`/yourCases/${accounting}`, {
      role: 'Client',
      handlers: [http.post(postUrl, () => HttpResponse.error(), { once: true })],
    });
    // sent a minute ago, answered and shown
    stored(db, { caseId: accounting, content: 'Dziękuję' });
    const section = await panel();
    await waitFor(async () => expect((await commentsOf(section))[0]).toHaveTextContent('Dziękuję'));
    await write(section, 'Dziękuję');
    expect(await screen.findByText('Wystąpił błąd', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Komentarz został zapisany')).not.toBeInTheDocument();
    expect(textbox(section)).toHaveValue('Dziękuję');
  });
});

describe('comment form: real time', () => {
  it("someone else's comment arriving in real time appears without a reload", async () => {
    const { panel, db, router } = open(`/yourCases/${accounting}`, { role: 'Client' });
    const section = await panel();
    expect(await commentsOf(section)).toHaveLength(7);
    db.caseMessages.push({
      id: 99_001,
      caseId: accounting,
      content: 'Proszę o podpisanie aneksu.',
      createdAt: new Date().toISOString(),
      createdBy: { firstName: 'Magdalena', lastName: 'Kamińska', profileImageId: null },
      recipients: [{ type: 'Client', recipientId: ids.person.client }],
    });
    const notification = {
      id: 99_002,
      createdAt: new Date().toISOString(),
      isRead: false,
      role: 'Client',
      caseMessage: {
        caseId: accounting,
        caseName: 'Księgowość 2026 – Kowalska Design',
        createdBy: { firstName: 'Magdalena', lastName: 'Kamińska', profileImageId: null },
      },
    } as Notification;
    await act(() => refreshForNotification(router.options.context.queryClient, realtimeRegistrations, notification));
    await waitFor(async () => expect((await commentsOf(section))[0]).toHaveTextContent('Proszę o podpisanie aneksu.'));
  });
});

describe('history timeline', () => {
  it('groups by day and author, 10 groups at a time, with labels, values, periods and recipients', async () => {
    const { panel, db } = open(`/yourCases/${accounting}`, { role: 'Client' });
    // an entry of today with enum values, as a real server sends them
    const today = new Date().toISOString();
    db.caseHistory.push({
      id: 99_100,
      caseId: accounting,
      caseName: 'Księgowość 2026 – Kowalska Design',
      createdAt: today,
      createdBy: { firstName: 'Katarzyna', lastName: 'Wiśniewska', profileImageId: null },
      createdById: ids.person.manager,
      changedValueName: 'CasePeriodStatus',
      oldValue: 'ReadyForAccounting',
      newValue: 'Done',
      casePeriodDetailsId: ids.period.august,
      casePeriodDetails: { year: 2026, month: 8 },
      recipients: [
        {
          type: 'Client',
          recipientId: ids.person.client,
          recipient: { id: ids.person.client, firstName: 'Anna', lastName: 'Kowalska' },
        },
      ],
    });
    const section = await panel();
    await commentsOf(section);
    await userEvent.click(within(section).getByRole('tab', { name: 'Przebieg sprawy' }));
    const history = within(section).getByRole('tabpanel', { name: 'Przebieg sprawy' });
    const groups = () => within(history).getAllByRole('list');
    expect(groups()).toHaveLength(10);

    // newest first: today's group comes first
    const todayGroup = within(within(history).getByRole('region', { name: formatDate(today) })).getByRole('list');
    expect(todayGroup).toHaveAccessibleName('Katarzyna Wiśniewska');
    expect(todayGroup).toHaveTextContent('Status okresu rozliczeniowego: Gotowy do księgowania → Zakończono');
    expect(todayGroup).toHaveTextContent('Okres: 2026-08');
    expect(within(todayGroup).getByText('Anna Kowalska (klient)')).toBeInTheDocument();

    await userEvent.click(within(history).getByRole('button', { name: 'Pokaż więcej' }));
    expect(groups().length).toBeGreaterThan(10);
    expect(groups().length).toBeLessThanOrEqual(20);

    // the oldest day: one group per author, the manager's with the case set-up changes
    const firstDay = within(history).getByRole('region', { name: formatDate('2026-09-02T10:15:00Z') });
    const [managerGroup] = within(firstDay).getAllByRole('list');
    expect(managerGroup).toHaveAccessibleName('Katarzyna Wiśniewska');
    expect(within(managerGroup).getAllByRole('listitem')).toHaveLength(7);
    expect(managerGroup).toHaveTextContent('Status: Zgłoszona → W toku');
    expect(managerGroup).toHaveTextContent('Etap: Podpisanie umowy');
    expect(managerGroup).not.toHaveTextContent(/Etap\s*Etap/);
    expect(managerGroup).toHaveTextContent('Plik: umowa_ksiegowa_kowalska_design.pdf');
  });
});
