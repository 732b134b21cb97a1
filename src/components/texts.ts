import { apiNoticeCopy } from '@/copy/api-errors';

/** Texts of the shared data states (QueryState). */
export const queryStateTexts = {
  loading: 'Wczytywanie',
  forbidden: { title: 'Brak dostępu', message: apiNoticeCopy.forbidden.title, color: 'yellow' },
  notFound: { title: 'Nie znaleziono', message: 'Sprawdź adres lub wróć do listy.', color: 'gray' },
  failed: {
    title: apiNoticeCopy.failure.title,
    message: 'Nie udało się wczytać danych. Spróbuj ponownie za chwilę.',
    color: 'red',
  },
} as const;

/** Inline, next to the control whose change failed (the toast above it comes from the catalogue). */
export const changeFailedText = 'Nie udało się zapisać zmian. Spróbuj ponownie.';

/** The footer of every form (FormActions). */
export const formActionsTexts = { cancel: 'Anuluj', save: 'Zapisz' } as const;

/** The question before leaving a form with unsaved changes (UnsavedChangesGuard). */
export const unsavedChangesTexts = {
  title: 'Niezapisane zmiany',
  message: 'Masz niezapisane zmiany. Jeśli opuścisz stronę, zostaną utracone.',
  stay: 'Zostań na stronie',
  leave: 'Opuść stronę',
  /** Switching a form on the same page to another record. */
  discard: 'Masz niezapisane zmiany w formularzu. Jeśli przejdziesz dalej, zostaną utracone.',
  /** The confirm button of that question. */
  discardConfirm: 'Porzuć zmiany',
} as const;

/** The title of the short confirmation of a saved change (notifySaved). */
export const savedNoticeTitle = 'Zapisano';

/** What a failed download of a file says when the server gave no reason the catalogue names. */
export const fileTexts = {
  downloadFailed: 'Nie udało się pobrać pliku. Spróbuj ponownie.',
} as const;
