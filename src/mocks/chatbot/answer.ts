import { plain } from '@/mocks/shared/lists';

// The demo's chatbot: a short Polish answer in Markdown, put together from what the question is about (its
// keywords), the same answer for the same question every time.

interface Topic {
  /** Keywords, matched in the question in lower case and without Polish diacritics. */
  keywords: RegExp;
  answer: string;
}

const topics: readonly Topic[] = [
  {
    keywords: /\bvat\b|mikrorachun/,
    answer:
      '**VAT** rozliczasz za miesiąc lub kwartał:\n\n' +
      '- deklarację w pliku JPK_V7 i przelew wysyłasz do **25. dnia** następnego miesiąca,\n' +
      '- podatek płacisz na swój mikrorachunek podatkowy.',
  },
  {
    keywords: /\bjpk/,
    answer:
      'Plik **JPK_V7M** (lub JPK_V7K przy rozliczeniu kwartalnym) wysyłasz do 25. dnia miesiąca. Błąd poprawiasz ' +
      '**korektą całego pliku** z krótkim uzasadnieniem.',
  },
  {
    keywords: /frank|\bchf\b|kredyt/,
    answer:
      'W sprawach **kredytów frankowych** sądy najczęściej orzekają:\n\n' +
      '1. unieważnienie umowy,\n' +
      '2. odfrankowienie kredytu.\n\n' +
      'Do analizy przygotuj umowę, aneksy i historię spłat.',
  },
  {
    keywords: /faktur|ksef/,
    answer:
      'Faktury wystawiasz w **KSeF** (Krajowy System e-Faktur); klientowi bez dostępu do systemu przekazujesz ' +
      'wizualizację z **kodem QR**. Fakturę korygujesz fakturą korygującą, nie nową.',
  },
  {
    keywords: /leasing/,
    answer:
      'Przy **leasingu operacyjnym** rata jest kosztem firmy; dla samochodu osobowego część kapitałowa tylko do ' +
      '**limitu wartości** auta. Dane do wniosku zbierzesz w ankiecie leasingowej portalu.',
  },
  {
    keywords: /\bzus\b|skladk/,
    answer:
      'Składki **ZUS** za dany miesiąc opłacasz do **20. dnia** następnego miesiąca; przez pierwsze pół roku ' +
      'działalności możesz skorzystać z ulgi na start.',
  },
  {
    keywords: /\bpit\b|ryczalt|podatek dochodowy|skal[ai] podatkow|liniow/,
    answer:
      'Formę opodatkowania (skala, podatek liniowy, **ryczałt**) wybierasz do **20 lutego** lub do 20. dnia miesiąca ' +
      'po pierwszym przychodzie. Zaliczki płacisz do 20. dnia następnego miesiąca.',
  },
];

const NOTHING_MATCHED =
  'Nie znalazłem odpowiedzi na to pytanie. Mogę pomóc w sprawach:\n\n' +
  '- **VAT** i plików JPK,\n' +
  '- **faktur** i KSeF,\n' +
  '- **kredytów frankowych**,\n' +
  '- **leasingu**, ZUS i podatku dochodowego.\n\n' +
  'W innych sprawach napisz do swojego opiekuna w portalu.';

/** At most this many topics go into one answer. */
const MAX_TOPICS = 2;

/** The chatbot's answer to a question. */
export function chatbotAnswer(question: string): string {
  const text = plain(question);
  const found = topics.filter((topic) => topic.keywords.test(text)).slice(0, MAX_TOPICS);
  if (!found.length) return NOTHING_MATCHED;
  return [...found.map((topic) => topic.answer), 'Szczegóły Twojej sytuacji omówi ekspert w Twojej sprawie.'].join(
    '\n\n',
  );
}

const TITLE_LENGTH = 60;

/** The title of a conversation a question starts: its first line, cut at a word within 60 characters. */
export function titleOf(question: string): string {
  const line = question.trim().split(/\r?\n/)[0].replace(/\s+/g, ' ');
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
