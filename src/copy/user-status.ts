import type { UserStatus } from '@portal/sdk/model';

/** User status names (spec 000 section 4). */
export const userStatusLabels = {
  Active: 'Aktywny',
  NotConfirmed: 'Nieaktywny',
  Registered: 'Zgłoszony',
  RegisteredNotConfirmed: 'Zgłoszony/Nieaktywny',
  Deleted: 'Deaktywowany',
} as const satisfies Record<UserStatus, string>;
