import type { Notification } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const base = { id: 1, createdAt: '2026-11-20T10:00:00Z', isRead: false } as const;
const caseMessage = (role: Notification['role']): Notification => ({
  ...base,
  role,
  kind: 'CaseMessage',
  caseMessage: { caseId: 12, caseName: 'Spór z bankiem', createdBy: { firstName: 'Jan', lastName: 'Nowak' } },
});

describe('notificationTarget', () => {
  it.each([
    ['Client', '/yourCases/12'],
    ['Manager', '/managerClientsCases/12'],
    ['ExpertEmployee', '/expertCases/12'],
    ['Admin', '/cases/12'],
  ] as const)('a case notification for %s opens %s', (role, target) => {
    expect(notificationTarget(caseMessage(role))).toBe(target);
  });

  it('a news notification opens the news item', () => {
    expect(
      notificationTarget({ ...base, role: 'Client', kind: 'News', news: { id: 5, title: 'Nowe stawki VAT' } }),
    ).toBe('/news/5');
  });

  it('a case update and a new case open the case by role', () => {
    expect(
      notificationTarget({
        ...base,
        role: 'Admin',
        kind: 'CaseUpdate',
        caseUpdate: {
          caseId: 7,
          caseName: 'Księgowość',
          createdBy: { firstName: 'A', lastName: 'B' },
          changedValueName: 'Status',
        },
      } as Notification),
    ).toBe('/cases/7');
    expect(
      notificationTarget({ ...base, role: 'Client', kind: 'Case', case: { id: 9, name: 'Nowa', productId: 1 } }),
    ).toBe('/yourCases/9');
  });

  it('an ambassador has no case screen, so nothing opens', () => {
    expect(notificationTarget(caseMessage('Ambassador'))).toBeUndefined();
  });
});
