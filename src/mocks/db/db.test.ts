// @vitest-environment jsdom
import { CaseStatus, PeriodStatus, SettlementPaymentStatus } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { notificationSubject, notificationSubjects } from '@/lib/notification-case';
import { demoPeople } from '@/mocks/people';
import { collectionKey, createDb, DEMO_DB_STORAGE_PREFIX } from './db';
import { ids } from './seed-ids';
import { createSeed } from './seed';

const TODAY = '2026-11-22';

/** A throwaway Storage, so tests do not share state. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('seed', () => {
  const seed = createSeed();
  const userById = (id: number | null) => seed.users.find((u) => u.id === id);

  it('is deterministic and a fresh copy each time', () => {
    const again = createSeed();
    expect(again).toEqual(seed);
    expect(again.cases).not.toBe(seed.cases);
    expect(again.cases[0]).not.toBe(seed.cases[0]);
    // Embedded copies are separate objects, as after loading from storage.
    again.departments[0].name = 'Zmieniony';
    again.organisationUsers.find((m) => m.userId === ids.person.manager)!.roles.push('Admin');
    expect(again.users.find((u) => u.id === ids.person.manager)!.departments[0].name).toBe('Księgowość');
    expect(again.users.find((u) => u.id === ids.person.manager)!.organisations[0].roles).toEqual(['Manager']);
  });

  it('has the demo people with their ids, names, e-mails and roles', () => {
    for (const person of demoPeople) {
      expect(userById(person.id)).toMatchObject({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        roles: [person.role],
      });
    }
    expect(userById(199)).toMatchObject({ isFirstLoginDataFilled: false, roles: ['Client'] });
  });

  it('covers every case status, also for client 101', () => {
    for (const status of Object.values(CaseStatus)) {
      expect(
        seed.cases.some((c) => c.clientId === ids.person.client && c.status === status),
        status,
      ).toBe(true);
    }
  });

  it('covers every period status and a period without status', () => {
    for (const status of [...Object.values(PeriodStatus), null]) {
      expect(
        seed.casePeriods.some((p) => p.status === status),
        String(status),
      ).toBe(true);
    }
  });

  it('covers every settlement payment status for client 101, some overdue and some paid', () => {
    const own = seed.settlements.filter((s) => s.client?.id === ids.person.client);
    for (const status of Object.values(SettlementPaymentStatus)) {
      expect(
        own.some((s) => s.paymentStatus === status),
        status,
      ).toBe(true);
    }
    expect(own.some((s) => s.paymentStatus === 'InvoiceIssued' && s.paymentDueDate! < TODAY)).toBe(true);
    expect(own.some((s) => s.paymentStatus === 'InvoiceIssued' && s.paymentDueDate! >= TODAY)).toBe(true);
    expect(seed.savedCards.filter((c) => c.userId === ids.person.client)).toHaveLength(2);
  });

  it('gives every demo person notifications of all four subjects, read and unread; at least 45 for 101', () => {
    for (const person of demoPeople) {
      const own = seed.notifications.filter((n) => n.userId === person.id);
      expect(new Set(own.map(notificationSubject)), String(person.id)).toEqual(new Set(notificationSubjects));
      // exactly one subject each (spec 000 section 3), and nothing else telling which
      for (const n of own) expect(notificationSubjects.filter((subject) => n[subject] != null)).toHaveLength(1);
      expect(own.some((n) => 'kind' in n)).toBe(false);
      expect(own.some((n) => n.isRead) && own.some((n) => !n.isRead), String(person.id)).toBe(true);
      expect(own.every((n) => n.role === person.role)).toBe(true);
    }
    expect(seed.notifications.filter((n) => n.userId === ids.person.client).length).toBeGreaterThanOrEqual(45);
  });

  it('has the white-label organisation 20020 and manager 103 and admin 107 in more than one organisation', () => {
    expect(seed.organisations.some((o) => o.id === ids.organisation.partner)).toBe(true);
    for (const id of [ids.person.manager, ids.person.admin]) {
      expect(seed.organisationUsers.filter((m) => m.userId === id).length).toBeGreaterThan(1);
      expect(userById(id)!.organisations.length).toBeGreaterThan(1);
    }
  });

  it('has unique ids in every collection and across attachments', () => {
    for (const [name, records] of Object.entries(seed)) {
      // a card is keyed by its token, a client's sales data by the client
      const keys = (records as { id?: unknown; value?: unknown; userId?: unknown }[]).map(
        (r) => r.id ?? r.value ?? r.userId,
      );
      expect(
        keys.every((key) => key !== undefined),
        name,
      ).toBe(true);
      expect(new Set(keys).size, name).toBe(keys.length);
    }
    const attachmentIds = [
      ...seed.caseAttachments.map((a) => a.id),
      ...seed.cases.flatMap((c) => (c.agreement ? [c.agreement.id] : [])),
      ...seed.casePeriods.flatMap((p) => [...p.clientAttachments, ...p.expertAttachments].map((a) => a.id)),
    ];
    expect(new Set(attachmentIds).size).toBe(attachmentIds.length);
  });

  it('links every case to an existing client, expert, managers and product', () => {
    for (const item of seed.cases) {
      expect(userById(item.clientId)?.roles, `client of ${item.id}`).toContain('Client');
      if (item.expertId !== null) {
        expect(userById(item.expertId)?.roles.some((r) => r === 'ExpertOwner' || r === 'ExpertEmployee')).toBe(true);
      }
      for (const manager of item.managers) expect(userById(manager.id)?.roles).toContain('Manager');
      expect(seed.products.some((p) => p.id === item.productId && p.caseType === item.type)).toBe(true);
    }
  });

  it('links the other records to existing cases and users', () => {
    const caseIds = new Set(seed.cases.map((c) => c.id));
    const related = [
      ...seed.casePeriods,
      ...seed.caseAttachments,
      ...seed.caseMessages,
      ...seed.caseHistory,
      ...seed.settlements,
    ];
    expect(related.every((r) => caseIds.has(r.caseId))).toBe(true);
    const userIds = new Set(seed.users.map((u) => u.id));
    expect(seed.notifications.every((n) => userIds.has(n.userId))).toBe(true);
    expect(seed.savedCards.every((c) => userIds.has(c.userId))).toBe(true);
    expect(seed.organisationUsers.every((m) => userIds.has(m.userId))).toBe(true);
  });

  // the sales story (leads, their sources and campaigns) reaches back four months, the rest starts in September
  it('dates its records between September 2026 (sales: late July) and today', () => {
    const dates: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'createdAt' && typeof inner === 'string') dates.push(inner);
          else walk(inner);
        }
      }
    };
    walk({ ...seed, leads: [], leadSources: [], marketingCampaigns: [] });
    expect(dates.length).toBeGreaterThan(100);
    expect(dates.filter((d) => d < '2026-09-01' || d.slice(0, 10) > TODAY)).toEqual([]);
    dates.length = 0;
    walk([seed.leads, seed.leadSources, seed.marketingCampaigns]);
    expect(dates.filter((d) => d < '2026-07-22' || d.slice(0, 10) > TODAY)).toEqual([]);
  });
});

describe('createDb', () => {
  it('starts from the seed when the storage is empty', () => {
    const db = createDb(new MemoryStorage());
    expect(db.cases).toEqual(createSeed().cases);
  });

  it('restores a saved change in a new database over the same storage', () => {
    const storage = new MemoryStorage();
    const db = createDb(storage);
    db.cases.find((c) => c.id === ids.case.recruitment)!.status = 'Offering';
    const id = db.nextId('caseMessages');
    db.caseMessages.push({ ...db.caseMessages[0], id, content: 'Nowy komentarz' });
    db.save();

    const reopened = createDb(storage);
    expect(reopened.cases.find((c) => c.id === ids.case.recruitment)!.status).toBe('Offering');
    expect(reopened.caseMessages.find((m) => m.id === id)?.content).toBe('Nowy komentarz');
  });

  it('reload() takes in what another tab saved, keeping the same arrays', () => {
    const storage = new MemoryStorage();
    const thisTab = createDb(storage);
    const otherTab = createDb(storage);
    const cases = thisTab.cases;
    otherTab.cases.find((c) => c.id === ids.case.recruitment)!.status = 'Rejected';
    otherTab.save();
    expect(thisTab.cases.find((c) => c.id === ids.case.recruitment)!.status).not.toBe('Rejected');
    thisTab.reload();
    expect(thisTab.cases).toBe(cases);
    expect(thisTab.cases.find((c) => c.id === ids.case.recruitment)!.status).toBe('Rejected');
  });

  it('hands out new ids above those in use, without reusing a deleted one', () => {
    const storage = new MemoryStorage();
    const db = createDb(storage);
    const first = db.nextId('cases');
    expect(first).toBe(Math.max(...db.cases.map((c) => c.id)) + 1);
    expect(db.nextId('cases')).toBe(first + 1);
    db.save();
    expect(createDb(storage).nextId('cases')).toBe(first + 2);

    const attachmentIds = [
      ...db.caseAttachments.map((a) => a.id),
      ...db.casePeriods.flatMap((p) => [...p.clientAttachments, ...p.expertAttachments].map((a) => a.id)),
    ];
    expect(db.nextId('caseAttachments')).toBe(Math.max(...attachmentIds) + 1);
    expect(db.nextId('newsAttachments')).toBeGreaterThan(
      Math.max(...db.news.flatMap((n) => n.newsAttachments.map((a) => a.id))),
    );
    const settlementId = db.nextSettlementId();
    expect(settlementId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(db.settlements.some((s) => s.id === settlementId)).toBe(false);
  });

  it('resets to the seed in place and persists the reset', () => {
    const storage = new MemoryStorage();
    const db = createDb(storage);
    const cases = db.cases;
    db.cases.splice(0, 3);
    db.notifications.forEach((n) => (n.isRead = true));
    db.save();

    db.reset();
    const seed = createSeed();
    expect(db.cases).toBe(cases);
    expect(db.cases).toEqual(seed.cases);
    expect(db.notifications).toEqual(seed.notifications);
    expect(createDb(storage).cases).toEqual(seed.cases);
  });

  it('falls back to the seed for a collection whose stored JSON is broken, not a list or missing', () => {
    const storage = new MemoryStorage();
    storage.setItem(collectionKey('cases'), '[{"id": 1001,');
    expect(createDb(storage).cases).toEqual(createSeed().cases);

    storage.setItem(collectionKey('cases'), JSON.stringify({ cases: [] }));
    storage.setItem(collectionKey('news'), JSON.stringify([]));
    const db = createDb(storage);
    expect(db.cases).toEqual(createSeed().cases);
    expect(db.news).toEqual([]);
    expect(db.users).toEqual(createSeed().users);

    storage.setItem(collectionKey('users'), 'null');
    expect(createDb(storage).users).toEqual(createSeed().users);
  });

  it('keeps each collection under its own key and saves only the collections that changed', () => {
    const storage = new MemoryStorage();
    const written: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      written.push(key);
      setItem(key, value);
    };
    const db = createDb(storage);
    expect(db.notifications.length).toBeGreaterThan(0);
    db.save();
    // a collection read but unchanged, or not read at all, is not stored: the seed still stands for it
    expect(written).not.toContain(collectionKey('notifications'));
    expect(written).not.toContain(collectionKey('companies'));
    written.length = 0;

    db.save();
    expect(written).toEqual([]);
    db.cases.find((c) => c.id === ids.case.recruitment)!.status = 'Offering';
    db.save();
    // the changed collection, then the number of the save (for other tabs)
    expect(written).toEqual([collectionKey('cases'), `${DEMO_DB_STORAGE_PREFIX}version`]);
    written.length = 0;
    db.nextId('caseMessages');
    db.save();
    expect(written).toEqual([`${DEMO_DB_STORAGE_PREFIX}ids`, `${DEMO_DB_STORAGE_PREFIX}version`]);
  });

  it('reads each collection when first used: what another tab saved before then, without a reload', () => {
    const storage = new MemoryStorage();
    const thisTab = createDb(storage);
    const otherTab = createDb(storage);
    otherTab.cases.find((c) => c.id === ids.case.recruitment)!.name = 'Zmieniona w innej karcie';
    otherTab.save();
    expect(thisTab.cases.find((c) => c.id === ids.case.recruitment)!.name).toBe('Zmieniona w innej karcie');
    expect(thisTab.companies).toEqual(createSeed().companies);
  });

  it('numbers the saves that change something, and every tab on the storage sees the number', () => {
    const storage = new MemoryStorage();
    const thisTab = createDb(storage);
    const otherTab = createDb(storage);
    thisTab.save();
    const first = thisTab.version();
    expect(first).toBeGreaterThan(0);
    thisTab.save();
    expect(thisTab.version()).toBe(first);
    thisTab.cases.find((c) => c.id === ids.case.recruitment)!.status = 'Offering';
    thisTab.save();
    expect(otherTab.version()).toBe(first + 1);
    expect(createDb(null).version()).toBe(0);
  });

  it('reload() re-reads only the collections another tab changed', () => {
    const storage = new MemoryStorage();
    const thisTab = createDb(storage);
    thisTab.save();
    const otherTab = createDb(storage);
    const user = thisTab.users[0];
    otherTab.cases.find((c) => c.id === ids.case.recruitment)!.status = 'Rejected';
    otherTab.save();
    thisTab.reload();
    expect(thisTab.cases.find((c) => c.id === ids.case.recruitment)!.status).toBe('Rejected');
    // an unchanged collection keeps its records (it was not parsed again)
    expect(thisTab.users[0]).toBe(user);
  });

  it('uses localStorage by default and works without storage', () => {
    const db = createDb();
    db.cases.length = 0;
    db.save();
    expect(localStorage.getItem(collectionKey('cases'))).toBe('[]');
    expect(createDb().cases).toEqual([]);

    const memoryOnly = createDb(null);
    memoryOnly.save();
    memoryOnly.reset();
    expect(memoryOnly.cases).toEqual(createSeed().cases);
  });
});
