import { countOf } from '@/copy/plural';

/** Screen texts of the notifications bell and list (what a notification says is in src/copy/notifications). */
export const notificationTexts = {
  title: 'Powiadomienia',
  unread: (count: number) => `Powiadomienia, nieprzeczytane: ${count}`,
  loading: 'Wczytywanie powiadomień',
  markAllRead: 'Oznacz wszystkie jako przeczytane',
  empty: 'Nie masz żadnych powiadomień.',
  list: 'Lista powiadomień',
  /** The one toast of a burst of pushed notifications. */
  burst: (count: number) =>
    `Masz ${countOf(count, ['nowe powiadomienie', 'nowe powiadomienia', 'nowych powiadomień'])}`,
};
