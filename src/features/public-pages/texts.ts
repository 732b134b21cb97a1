import { countOf } from '@/copy/plural';
import { noManagerText } from '@/copy/people';

/**
 * Screen texts of the public pages. The promotion's conditions are spec 000 section 1's; the unlimited
 * consultations' title, selling points, empty state and "Powrót" are spec 000 section 2's.
 */
export const publicPagesTexts = {
  footer: {
    label: 'Informacje',
    privacy: 'Polityka prywatności i regulamin',
    investor: 'Relacje inwestorskie',
    promotion: 'Regulamin promocji „Pierwszy miesiąc za złotówkę”',
    saas: 'Portal Klienta dla biur – wersja SaaS',
  },
  calls: {
    register: 'Załóż konto',
    login: 'Zaloguj się',
  },
  landing: {
    eyebrow: 'Księgowość · Prawo · Doradztwo',
    title: 'Eksperci od spraw Twojej firmy w jednym portalu',
    lead: 'Zgłaszasz sprawę, a my dobieramy eksperta – księgowego, prawnika lub doradcę spośród specjalistów z ponad 20 dziedzin. Postęp sprawy, dokumenty i rozliczenia widzisz w jednym miejscu, o każdej porze.',
    servicesTitle: 'Czym się zajmujemy',
    services: [
      {
        title: 'Księgowość',
        text: 'Księga przychodów i rozchodów, pełna księgowość, kadry i płace, e-faktury w KSeF. Dokumenty przesyłasz w portalu, a podsumowanie okresu dostajesz e-mailem.',
      },
      {
        title: 'Prawo',
        text: 'Sprawy cywilne i gospodarcze, kredyty frankowe, windykacja należności, umowy i pisma. Widzisz każdy etap postępowania.',
      },
      {
        title: 'Doradztwo',
        text: 'Podatki, finansowanie i inwestycje, marketing, e-commerce, energetyka i ESG – konsultacje z praktykami, także w abonamencie.',
      },
      {
        title: 'Eksperci z ponad 20 dziedzin',
        text: 'Jeden portal i jeden opiekun zamiast wielu biur. Manager dobiera ekspertów do sprawy i pilnuje terminów.',
      },
    ],
    stepsTitle: 'Jak to działa',
    steps: [
      { title: 'Załóż konto', text: 'Rejestracja zajmuje minutę – wystarczy adres e-mail i hasło.' },
      { title: 'Zgłoś sprawę', text: 'Opisz, czego potrzebujesz, i dołącz dokumenty.' },
      { title: 'Otrzymaj ofertę', text: 'Manager przygotuje ofertę i dobierze eksperta właściwej dziedziny.' },
      {
        title: 'Śledź postęp i rozliczaj się online',
        text: 'Komentarze, historia sprawy i faktury w portalu; zapłacisz kartą.',
      },
    ],
    joinTitle: 'Dołącz do Portalu Klienta',
    joinText: 'Masz już konto? Zaloguj się, aby zobaczyć swoje sprawy.',
  },
  saas: {
    title: 'Wypróbuj Portal Klienta w swoim biurze',
    text: 'Załóż konto, aby zacząć, albo zaloguj się, jeśli już z nami pracujesz.',
  },
  investor: {
    intro: (company: string) =>
      `${company} publikuje na tej stronie dokumenty korporacyjne oraz informacje dla akcjonariuszy i inwestorów.`,
    documents: 'Dokumenty',
    meeting: 'Ogłoszenie o zwołaniu Nadzwyczajnego Walnego Zgromadzenia na dzień 22 października 2024 r.',
    annualReport: (year: number) => `Raport roczny za ${year} r.`,
    /** A document's format: as shown beside it, and as heard after its name. */
    format: { pdf: 'PDF', zip: 'ZIP' },
    formatName: { pdf: 'PDF', zip: 'archiwum ZIP' },
    /** Heard after a document link's name: its format, and that a PDF opens in a new tab. */
    documentHint: (format: string, newTab: boolean) => ` (${format}${newTab ? ', otwiera się w nowej karcie' : ''})`,
    shareholders: 'Akcjonariusze',
    shareholdersText:
      'Akcje spółki są zapisane w rejestrze akcjonariuszy prowadzonym przez dom maklerski. Stan swoich akcji i historię operacji sprawdzisz po zalogowaniu do systemu domu maklerskiego.',
    brokerage: 'Zaloguj się do systemu domu maklerskiego',
    newTab: ' (otwiera się w nowej karcie)',
    company: 'Dane spółki',
    fields: {
      name: 'Firma',
      address: 'Adres siedziby',
      court: 'Sąd rejestrowy',
      krs: 'KRS',
      nip: 'NIP',
      regon: 'REGON',
      shareCapital: 'Kapitał zakładowy',
    },
  },
  unlimited: {
    /** 1 pozycja, 2–4 (22–24 …) pozycje, else pozycji. */
    positions: (n: number) => countOf(n, ['pozycja', 'pozycje', 'pozycji']),
    heroTitle: 'Masz pytanie do eksperta? Zapytaj bez limitu',
    call: (phone: string) => `Zadzwoń: ${phone}`,
    heroTextBefore: 'Zadzwoń lub kliknij ',
    heroLink: 'Zgłoś sprawę',
    heroTextAfter: ', a ekspert skontaktuje się z Tobą.',
    pointsTitle: 'Co zyskujesz',
    points: [
      {
        title: 'Konsultacje bez limitu',
        text: 'Pytasz, ile potrzebujesz – bez liczenia godzin i dodatkowych faktur za każdą rozmowę.',
      },
      {
        title: 'Eksperci zawsze pod ręką',
        text: 'Księgowi, prawnicy i doradcy odpowiadają szybko, zanim drobna sprawa stanie się problemem.',
      },
      {
        title: 'Doradztwo w abonamencie',
        text: 'Stała miesięczna opłata i przewidywalne koszty, bez względu na liczbę pytań.',
      },
    ],
    fieldsTitle: 'Eksperci z ponad 20 dziedzin',
    fields: ['Księgowość', 'Prawo', 'Marketing', 'E-commerce', 'Energetyka', 'ESG'],
    moreFields: 'i wiele innych',
    descriptionTitle: 'Jak to działa',
    description: [
      'W ramach abonamentu możesz konsultować z naszymi ekspertami każdą sprawę swojej firmy: rozliczenia i podatki, umowy, spory, marketing, sprzedaż internetową, energetykę czy raportowanie ESG.',
      'Zadzwoń, napisz albo zgłoś sprawę w portalu. Manager przekaże pytanie ekspertowi właściwej dziedziny, a odpowiedź i dokumenty znajdziesz w historii sprawy.',
    ],
    callsTitle: 'Skontaktuj się z nami',
    callPhone: 'Zadzwoń pod numer',
    callCase: 'Zgłoś nową sprawę z dowolnej dziedziny',
    callCaseLink: 'Zgłoś sprawę',
    callMail: 'Napisz na adres',
    managersTitle: 'Twoi managerowie',
    managersTitleEditable: 'Managerowie',
    managersLoading: 'Wczytywanie managerów',
    empty: noManagerText,
    back: 'Powrót',
    editNote:
      'Widok edycji: lista wszystkich managerów. Klienci widzą na tej stronie tylko managerów przypisanych do co najmniej jednego departamentu.',
    hidden: 'Niewidoczny dla klientów (brak departamentu)',
    departments: 'Departamenty',
    preview: 'Zobacz stronę klienta',
  },
  promotion: {
    conditions: 'Warunki promocji',
    points: [
      'Promocja jest skierowana wyłącznie do nowych klientów, którzy prowadzą zarejestrowaną jednoosobową działalność gospodarczą.',
      'Każdy klient może skorzystać z promocji tylko raz.',
      'Promocja obowiązuje do 31 grudnia 2024 r. do godziny 23:59.',
      'Pierwszy miesiąc usługi kosztuje 1 zł brutto.',
      'Od drugiego miesiąca opłata w pełnej wysokości jest pobierana automatycznie.',
      'Umowę można wypowiedzieć z zachowaniem jednomiesięcznego okresu wypowiedzenia.',
      'Cena pakietu Business jest ustalana indywidualnie.',
      'Promocja obowiązuje wyłącznie na terenie Polski.',
    ],
    ended: 'Promocja zakończyła się 31 grudnia 2024 r. o godzinie 23:59. Poniżej jej warunki.',
  },
};
