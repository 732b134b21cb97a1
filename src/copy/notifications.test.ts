import type { Notification } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { describeCaseChange, describeNotification } from './notifications';

const base = { id: 1, createdAt: '2024-05-01T10:00:00Z', isRead: false, role: 'Client' } as const;
const author = { firstName: 'Anna', lastName: 'Kowalska', profileImageId: null };

describe('describeNotification', () => {
  it('describes a news item by its title', () => {
    const n: Notification = { ...base, news: { id: 7, title: 'Zmiany w VAT od lipca' } };
    expect(describeNotification(n)).toEqual({ title: 'Nowa aktualność', message: 'Zmiany w VAT od lipca' });
  });

  it('describes a new case by its name', () => {
    const n: Notification = { ...base, case: { id: 3, name: 'Kredyt frankowy', productId: null } };
    expect(describeNotification(n)).toEqual({ title: 'Nowa sprawa', message: 'Kredyt frankowy' });
  });

  it('describes a comment by its case and author', () => {
    const n: Notification = {
      ...base,
      caseMessage: { caseId: 3, caseName: 'Kredyt frankowy', createdBy: author },
    };
    expect(describeNotification(n)).toEqual({
      title: 'Nowy komentarz w sprawie „Kredyt frankowy”',
      message: 'Anna Kowalska',
    });
  });

  it('describes a status change with Polish status names', () => {
    const n: Notification = {
      ...base,
      caseUpdate: {
        caseId: 3,
        caseName: 'Kredyt frankowy',
        createdBy: author,
        changedValueName: 'Status',
        oldValue: 'New',
        newValue: 'InProgress',
      },
    };
    expect(describeNotification(n)).toEqual({
      title: 'Zmiana w sprawie „Kredyt frankowy”',
      message: 'Status: Zgłoszona → W toku',
    });
    expect(describeNotification(n, true).message).toBe('Status: Zgłoszona → Zaakceptowane');
  });

  it('names a notification whose subject this client does not know, without failing', () => {
    expect(describeNotification({ ...base, news: null })).toEqual({ title: 'Nowe powiadomienie', message: '' });
  });
});

describe('describeCaseChange', () => {
  it('names a period status change in Polish', () => {
    expect(
      describeCaseChange({
        changedValueName: 'CasePeriodStatus',
        oldValue: 'NotStarted',
        newValue: 'ReadyForAccounting',
      }),
    ).toBe('Status okresu rozliczeniowego: Nie rozpoczęto → Gotowy do księgowania');
  });

  it('shows free-text values as sent and only the new value when there was none', () => {
    expect(describeCaseChange({ changedValueName: 'Name', oldValue: 'Stara', newValue: 'Nowa' })).toBe(
      'Nazwa: Stara → Nowa',
    );
    expect(describeCaseChange({ changedValueName: 'Expert', oldValue: null, newValue: 'Jan Nowak' })).toBe(
      'Ekspert: Jan Nowak',
    );
  });

  it('formats amounts as elsewhere, and names summary lines in capitals', () => {
    // Intl separates thousands with a no-break space
    const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
    expect(spaced(describeCaseChange({ changedValueName: 'Value', oldValue: null, newValue: '412000' }))).toBe(
      'Wartość przedmiotu sporu: 412 000,00 zł',
    );
    expect(
      spaced(describeCaseChange({ changedValueName: 'SummaryField', oldValue: null, newValue: 'Vat: 1240 zł' })),
    ).toBe('Pole podsumowania: VAT: 1240,00 zł'); // Polish groups thousands from five digits
    // what is not a number stays as sent
    expect(describeCaseChange({ changedValueName: 'Value', oldValue: null, newValue: 'do ustalenia' })).toBe(
      'Wartość przedmiotu sporu: do ustalenia',
    );
  });

  it('names every tracked field, and falls back to "Zmiana" for a field the server adds later', () => {
    expect(describeCaseChange({ changedValueName: 'BikRemoval', oldValue: null, newValue: null })).toBe(
      'Usunięcie wpisu z BIK',
    );
    expect(describeCaseChange({ changedValueName: 'FutureField', oldValue: 'a', newValue: 'b' })).toBe('Zmiana: a → b');
  });
});
