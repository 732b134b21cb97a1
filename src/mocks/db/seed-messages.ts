import type { CaseMessage, CaseMessageRecipient, ParticipantRole } from '@portal/sdk/model';
import { managerRef, personName } from './refs';

/** A recipient: [role, user id (null: nobody has the role in the case)]. */
type To = [ParticipantRole, number | null];

/** [case id, author id, created at, content, recipients] */
type Row = [number, number, string, string, To[]];

const rows: Row[] = [
  // Case 1001: accounting of client 101 (expert 105, manager 103).
  [
    1001,
    103,
    '2026-09-02T10:40:00Z',
    'Dzień dobry Pani Anno, witamy w Portalu Klienta! Pani księgową będzie Magdalena Kamińska. Dokumenty za dany miesiąc prosimy przesyłać do 5. dnia kolejnego miesiąca.',
    [
      ['Client', 101],
      ['Expert', 105],
    ],
  ],
  [
    1001,
    101,
    '2026-09-03T08:15:00Z',
    'Dziękuję. Przesłałam faktury za sierpień. Czy potrzebny jest też wyciąg z konta prywatnego?',
    [
      ['Expert', 105],
      ['Manager', 103],
    ],
  ],
  [
    1001,
    105,
    '2026-09-03T11:02:00Z',
    'Wystarczy wyciąg z rachunku firmowego. Dziękuję za komplet dokumentów.',
    [['Client', 101]],
  ],
  [
    1001,
    105,
    '2026-10-17T15:35:00Z',
    'Podsumowanie za wrzesień zostało wysłane. Termin płatności VAT mija 25 października, PIT i ZUS – 20 października.',
    [['Client', 101]],
  ],
  [
    1001,
    101,
    '2026-11-05T09:12:00Z',
    'Dodałam faktury za październik. Faktura leasingowa jest już opłacona.',
    [['Expert', 105]],
  ],
  [
    1001,
    105,
    '2026-11-20T14:48:00Z',
    'Brakuje jeszcze faktury za telefon za październik – proszę o jej dosłanie do 25 listopada.',
    [
      ['Client', 101],
      ['Manager', 103],
    ],
  ],
  [1001, 101, '2026-11-21T09:30:00Z', 'Faktura od Orange jest już w systemie. Pozdrawiam!', [['Expert', 105]]],
  // Case 1002: foreign-currency loan lawsuit of client 101 (expert 106, managers 103 and 131).
  [
    1002,
    101,
    '2026-09-04T09:10:00Z',
    'Przesyłam umowę kredytu oraz podpisane pełnomocnictwo.',
    [
      ['Expert', 106],
      ['Manager', 103],
    ],
  ],
  [
    1002,
    106,
    '2026-10-21T10:05:00Z',
    'Mamy dobrą wiadomość: Sąd Apelacyjny oddalił apelację banku. Wyrok jest w załącznikach sprawy.',
    [['Client', 101]],
  ],
  [
    1002,
    106,
    '2026-11-12T13:25:00Z',
    'Bank wniósł skargę kasacyjną. Odpowiedź na skargę przygotujemy w ustawowym terminie.',
    [
      ['Client', 101],
      ['Manager', 103],
      ['Manager', 131],
    ],
  ],
  [1002, 101, '2026-11-12T17:40:00Z', 'Czy w związku z tym muszę nadal spłacać raty?', [['Expert', 106]]],
  [
    1002,
    103,
    '2026-11-13T08:55:00Z',
    'Do czasu rozstrzygnięcia zalecamy dalszą spłatę rat. Omówimy szczegóły na spotkaniu 26 listopada.',
    [
      ['Client', 101],
      ['Expert', 106],
    ],
  ],
  // Case 1003: marketing campaign offer.
  [
    1003,
    123,
    '2026-10-16T12:05:00Z',
    'Przesyłam ofertę kampanii. Proszę o informację, czy proponowany budżet jest akceptowalny.',
    [
      ['Client', 101],
      ['Manager', 130],
    ],
  ],
  [
    1003,
    101,
    '2026-10-18T19:20:00Z',
    'Oferta wygląda dobrze, ale chciałabym ograniczyć kampanię do dwóch miesięcy.',
    [
      ['Expert', 123],
      ['Manager', 130],
    ],
  ],
  // Case 1004: a new case without a manager yet.
  [
    1004,
    101,
    '2026-11-20T16:50:00Z',
    'Zależy nam na rozpoczęciu rekrutacji jeszcze w grudniu.',
    [
      ['Manager', null],
      ['Patron', 102],
    ],
  ],
  // Case 1006: the rejection reason, sent to all.
  [
    1006,
    103,
    '2026-10-03T10:00:00Z',
    'Niestety nie możemy przyjąć sprawy: dłużnik jest w upadłości, a wierzytelność należy zgłosić syndykowi. Chętnie pomożemy przygotować zgłoszenie.',
    [
      ['Client', 101],
      ['Patron', 102],
    ],
  ],
  // Other clients.
  [
    1008,
    122,
    '2026-10-06T08:30:00Z',
    'Proszę o przesłanie faktur paliwowych za październik w jednym pliku.',
    [['Client', 110]],
  ],
  [1008, 110, '2026-10-06T12:10:00Z', 'Przesłane jako archiwum ZIP.', [['Expert', 122]]],
  [
    1009,
    120,
    '2026-11-16T10:00:00Z',
    'Termin pierwszej rozprawy wyznaczono na 9 grudnia 2026 r. o godz. 10:30, sala 214.',
    [
      ['Client', 110],
      ['Manager', 103],
    ],
  ],
  [
    1015,
    105,
    '2026-10-19T11:05:00Z',
    'Sprawozdanie za wrzesień zostało wysłane. Proszę o opłacenie VAT do 25 października.',
    [
      ['Client', 115],
      ['Manager', 130],
    ],
  ],
  [
    1025,
    106,
    '2026-10-08T09:10:00Z',
    'Odpowiedź na pozew została złożona w sądzie. Kopia jest w załącznikach sprawy.',
    [
      ['Client', 112],
      ['Manager', 103],
    ],
  ],
];

const recipient = ([type, id]: To): CaseMessageRecipient => ({
  type,
  recipientId: id,
  recipient: id === null ? null : managerRef(id),
});

export const caseMessages: CaseMessage[] = rows.map(
  ([caseId, authorId, createdAt, content, to], index) =>
    ({
      id: 7001 + index,
      caseId,
      content,
      createdBy: personName(authorId),
      recipients: to.map(recipient),
      createdAt,
      createdById: authorId,
    }) satisfies CaseMessage,
);
