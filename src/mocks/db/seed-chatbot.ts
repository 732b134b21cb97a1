import type { ChatbotConversation, ChatbotMessage } from '@portal/sdk/model';
import { userRef } from './refs';
import { ids } from './seed-ids';

// Conversations with the AI chatbot: clients asking about their taxes, a Swiss-franc loan and the KSeF invoices,
// an expert and a manager checking a rule for a client's case. One answer of the model came back with HTML in it (a
// tracking picture and a script): the screens show it only through the app's one sanitizer.

/** The conversations the tests and the demo talk about. */
export const chatbotConversationIds = {
  /** Anna Kowalska's questions about her Swiss-franc loan (case 1002). */
  swissFrancLoan: 1,
  /** Jan Mazur's JPK correction (case 1008): its second answer holds an `<img onerror>` and a `<script>`. */
  jpkCorrection: 5,
  /** Krzysztof Szymański's KSeF questions, the newest conversation (8 messages, last on 2026-11-22). */
  ksef: 6,
} as const;

/** A question asked at `at` and the chatbot's answer a few seconds later. */
type Turn = readonly [at: string, question: string, answer: string];

const ANSWER_DELAY_MS = 7_000;
let lastMessageId = 0;

const message = (conversationId: number, author: ChatbotMessage['author'], createdAt: string, content: string) => ({
  id: (lastMessageId += 1),
  conversationId,
  author,
  content,
  createdAt,
});

const later = (at: string) => new Date(Date.parse(at) + ANSWER_DELAY_MS).toISOString().replace('.000Z', 'Z');

/** A conversation with its messages (question, answer, …) and what the server derives from them. */
function conversation(
  id: number,
  userId: number,
  caseId: number | null,
  title: string,
  turns: readonly Turn[],
): ChatbotConversation {
  const messages = turns.flatMap(([at, question, answer]) => [
    message(id, 'User', at, question),
    message(id, 'Chatbot', later(at), answer),
  ]);
  return {
    id,
    title,
    userId,
    user: userRef(userId),
    caseId,
    messageCount: messages.length,
    lastMessageAt: messages.at(-1)!.createdAt,
    messages,
    createdAt: messages[0].createdAt,
    createdById: userId,
  };
}

const { person } = ids;
/** Anna Kowalska's "Leasing samochodu dostawczego", whose manager (Beata Olszewska) asks the chatbot. */
const CLIENT_LEASING_CASE = 1007;

export const chatbotConversations: ChatbotConversation[] = [
  conversation(
    chatbotConversationIds.swissFrancLoan,
    person.client,
    ids.case.loanLawsuit,
    'Kredyt frankowy – szanse w sądzie',
    [
      [
        '2026-09-04T18:05:00Z',
        'Mam kredyt we frankach z 2008 roku. Czy mam szanse wygrać z bankiem?',
        'Wiele sądów uznaje klauzule waloryzacyjne w umowach frankowych za **abuzywne**. Najczęstsze rozstrzygnięcia to:\n\n' +
          '1. **Unieważnienie umowy** – strony zwracają sobie to, co wzajemnie świadczyły.\n' +
          '2. **Odfrankowienie** – kredyt zostaje w złotych, ale bez indeksacji do CHF.\n\n' +
          'O szansach w konkretnej sprawie zdecyduje analiza umowy przez prawnika – Twoja sprawa ma już przypisanego eksperta.',
      ],
      [
        '2026-09-04T18:09:00Z',
        'Jakie dokumenty przygotować?',
        'Przygotuj:\n\n' +
          '- umowę kredytu z aneksami i regulaminem,\n' +
          '- harmonogram spłat i zaświadczenie z banku o wpłatach,\n' +
          '- korespondencję z bankiem, w tym reklamacje.\n\n' +
          'Skany dodasz w sprawie jako załączniki.',
      ],
      [
        '2026-09-04T18:14:00Z',
        'Ile trwa taki proces?',
        'W pierwszej instancji zwykle **od roku do dwóch lat**, zależnie od sądu. Możesz wnioskować o **zabezpieczenie**, ' +
          'czyli wstrzymanie spłaty rat na czas procesu.',
      ],
    ],
  ),
  conversation(2, person.managerLeader, CLIENT_LEASING_CASE, 'Leasing samochodu dostawczego – dokumenty klientki', [
    [
      '2026-09-22T13:10:00Z',
      'Jakich dokumentów leasingodawca wymaga od jednoosobowej firmy przy leasingu samochodu dostawczego?',
      'Zwykle leasingodawca prosi o:\n\n' +
        '- wniosek leasingowy z danymi firmy (NIP, REGON),\n' +
        '- dowód osobisty właściciela,\n' +
        '- **PIT za ostatni rok** i wyniki z bieżącego roku (KPiR),\n' +
        '- przy wyższych kwotach zaświadczenia o niezaleganiu z **ZUS** i **US**.\n\n' +
        'Od firmy działającej krócej niż rok leasingodawca może oczekiwać wyższej wpłaty własnej.',
    ],
    [
      '2026-09-22T13:16:00Z',
      'Czy ankieta leasingowa w portalu wystarczy jako wniosek?',
      'Ankieta leasingowa w portalu zbiera te same dane co wniosek: firmę, osobę decyzyjną, finanse i zobowiązania. ' +
        'Po jej wypełnieniu pobierz **PDF ankiety** i prześlij go leasingodawcy razem z dokumentami finansowymi.',
    ],
  ]),
  conversation(3, person.expertEmployee, null, 'Rata leasingu samochodu osobowego w kosztach', [
    [
      '2026-10-02T11:20:00Z',
      'Czy przy leasingu operacyjnym samochodu osobowego klient może zaliczyć całą ratę w koszty?',
      'Przy **leasingu operacyjnym** część kapitałową raty zaliczasz do kosztów tylko do limitu wartości samochodu:\n\n' +
        '- **150 000 zł** dla samochodów spalinowych o emisji CO₂ poniżej 50 g/km,\n' +
        '- **225 000 zł** dla samochodów elektrycznych i wodorowych,\n' +
        '- **100 000 zł** dla pozostałych samochodów osobowych.\n\n' +
        'Część odsetkowa raty jest kosztem w całości. Przy użytku mieszanym w koszty wchodzi **75%** wydatków.',
    ],
  ]),
  conversation(4, person.client, ids.case.accounting, 'Termin zapłaty VAT za październik', [
    [
      '2026-10-20T07:42:00Z',
      'Do kiedy muszę zapłacić VAT za październik, jeśli rozliczam się miesięcznie?',
      'Przy rozliczeniu miesięcznym **VAT za październik** płacisz do **25 listopada** – w tym samym terminie wysyłasz ' +
        'plik **JPK_V7M**.\n\n' +
        '- Gdy 25. dzień miesiąca wypada w weekend lub święto, termin przesuwa się na najbliższy dzień roboczy.\n' +
        '- Przelew wysyłasz na swój mikrorachunek podatkowy.',
    ],
    [
      '2026-10-20T07:47:00Z',
      'A gdzie sprawdzę numer mikrorachunku?',
      'Numer mikrorachunku wygenerujesz w **generatorze mikrorachunku** na stronie podatki.gov.pl – wystarczy podać NIP. ' +
        'Numer się nie zmienia, więc możesz zapisać go w banku jako stałego odbiorcę.',
    ],
  ]),
  conversation(
    chatbotConversationIds.jpkCorrection,
    person.otherClient,
    ids.case.otherClientAccounting,
    'Korekta JPK_V7M za wrzesień',
    [
      [
        '2026-11-05T09:12:00Z',
        'Zauważyłem błąd w JPK_V7M za wrzesień – brakuje jednej faktury kosztowej. Co teraz?',
        'Błąd poprawisz, składając **korektę pliku JPK_V7M** za wrzesień:\n\n' +
          '- w korekcie wysyłasz cały plik ponownie, już z brakującą fakturą,\n' +
          '- do korekty deklaracji dołączasz krótkie uzasadnienie,\n' +
          '- odsetki płacisz tylko wtedy, gdy zaległość podatkowa wzrosła.\n\n' +
          'Korektę przygotuje księgowy w Twojej sprawie.',
      ],
      [
        '2026-11-05T09:15:00Z',
        'Możesz pokazać wzór uzasadnienia korekty?',
        // what the model answered, markup and all: a tracking picture with a script in its onerror, and a script
        '<p>Przykładowe uzasadnienie: <strong>„Korekta w związku z ujęciem faktury zakupowej nr FV/09/2026/118 ' +
          'pominiętej w pierwotnym pliku”</strong>.</p>' +
          '<img src="https://tracker.example.com/pixel.gif" onerror="alert(\'xss\')">' +
          "<script>alert('xss')</script>" +
          '<p>Uzasadnienie wpisujesz w części deklaracyjnej pliku.</p>',
      ],
    ],
  ),
  conversation(
    chatbotConversationIds.ksef,
    person.itConsultingClient,
    ids.case.itConsultingAccounting,
    'Faktury w KSeF na ryczałcie',
    [
      [
        '2026-11-21T20:30:00Z',
        'Czy jako ryczałtowiec muszę wystawiać faktury w KSeF?',
        'Tak. **Krajowy System e-Faktur** obejmuje czynnych podatników VAT bez względu na formę opodatkowania dochodu. ' +
          'Obowiązek wchodzi etapami w 2026 roku:\n\n' +
          '- od **1 lutego 2026** – najwięksi podatnicy,\n' +
          '- od **1 kwietnia 2026** – pozostali przedsiębiorcy.\n\n' +
          'Faktury dla konsumentów nadal możesz wystawiać poza KSeF.',
      ],
      [
        '2026-11-21T20:34:00Z',
        'Jak nadać uprawnienia księgowej do KSeF?',
        'Uprawnienia nadajesz w **aplikacji podatnika KSeF**: zaloguj się profilem zaufanym, wybierz *Uprawnienia* ' +
          'i dodaj osobę po numerze PESEL albo biuro rachunkowe po NIP. Księgowej wystarczy uprawnienie do ' +
          '**przeglądania faktur**.',
      ],
      [
        '2026-11-22T08:05:00Z',
        'A co z fakturami dla klienta z Niemiec?',
        'Faktury dla kontrahentów zagranicznych wystawiasz w KSeF tak samo, a klientowi przekazujesz je poza systemem, ' +
          'np. jako PDF z **kodem QR**. Faktury zakupowe od zagranicznych dostawców nie trafiają do KSeF – przekaż je ' +
          'księgowej jak dotąd.',
      ],
      [
        '2026-11-22T08:15:00Z',
        'Dziękuję, to wszystko.',
        'Cieszę się, że mogłem pomóc. Jeśli pojawią się kolejne pytania, napisz w dowolnym momencie.',
      ],
    ],
  ),
];
