import type { SdkNoticeKind } from '@portal/sdk/runtime';

export interface NoticeCopy {
  title: string;
  message: string;
  color: 'yellow' | 'red';
}

/** The error catalogue (spec 000 section 8), word for word. */
export const apiNoticeCopy = {
  sessionExpired: {
    title: 'Sesja wygasła',
    message: 'Następuje przekierowanie do strony logowania',
    color: 'yellow',
  },
  forbidden: {
    title: 'Wygląda na to że nie masz dostępu do żądanego zasobu',
    message: 'Spróbuj zalogować się ponownie. Jeżeli to nie pomoże skontaktuj się z administratorem',
    color: 'yellow',
  },
  failure: {
    title: 'Wystąpił błąd',
    message: 'Skontaktuj się z administratorem',
    color: 'red',
  },
} as const satisfies Record<SdkNoticeKind, NoticeCopy>;
