import type { Notification } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { notificationTarget } from './notification-target';

const base = { id: 1, createdAt: '2026-11-20T10:00:00Z', isRead: false } as const;
const caseMessage = (role: Notification['role']): Notification => ({
  ...base,
  role,
  caseMessage: { caseId: 12, caseName: 'Spór z bankiem', createdBy: { firstName: 'Jan', lastName: 'Nowak' } },
});

describe('notificationTarget', () => {
  it.each([
    ['Client', '/yourCases/$id'],
    ['Manager', '/managerClientsCases/$id'],
    ['ExpertEmployee', '/expertCases/$id'],
    ['Admin', '/cases/$id'],
  ] as const)('a case notification for %s opens %s of the case', (role, to) => {
    expect(notificationTarget(caseMessage(role))).toEqual({ to, params: { id: 12 } });
  });

  it('a news notification opens the news item', () => {
    expect(notificationTarget({ ...base, role: 'Client', news: { id: 5, title: 'Nowe stawki VAT' } })).toEqual({
      to: '/news/$id',
      params: { id: 5 },
    });
  });

  it('a case update and a new case open the case by role', () => {
    const productId = ids.product.fullAccounting;
    expect(
      notificationTarget({
        ...base,
        role: 'Admin',
        caseUpdate: {
          caseId: 7,
          caseName: 'Księgowość',
          createdBy: { firstName: 'A', lastName: 'B' },
          changedValueName: 'Status',
        },
      } as Notification),
    ).toEqual({ to: '/cases/$id', params: { id: 7 } });
    expect(notificationTarget({ ...base, role: 'Client', case: { id: 9, name: 'Nowa', productId } })).toEqual({
      to: '/yourCases/$id',
      params: { id: 9 },
    });
  });

  it('an ambassador has no case screen, so nothing opens', () => {
    expect(notificationTarget(caseMessage('Ambassador'))).toBeUndefined();
  });

  it('decides by the subject that is set, as a server sends it (no id, the other subjects null)', () => {
    const sent = {
      createdAt: base.createdAt,
      isRead: false,
      news: null,
      case: null,
      caseMessage: null,
      caseUpdate: null,
    };
    expect(notificationTarget({ ...sent, role: 'Manager', news: { id: 5, title: 'Nowe stawki VAT' } })).toEqual({
      to: '/news/$id',
      params: { id: 5 },
    });
    expect(notificationTarget({ ...sent, role: 'Manager', case: { id: 9, name: 'Nowa', productId: null } })).toEqual({
      to: '/managerClientsCases/$id',
      params: { id: 9 },
    });
  });

  it('a notification naming no subject opens nothing', () => {
    expect(notificationTarget({ createdAt: base.createdAt, isRead: false, role: 'Client' })).toBeUndefined();
  });
});
