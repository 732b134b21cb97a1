/** "1 sprawa", "3 sprawy", "12 spraw": a count with the Polish plural of its noun. */
const count = (n: number, [one, few, many]: readonly [string, string, string]) => {
  const units = n % 10;
  const tens = n % 100;
  return `${n} ${n === 1 ? one : units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many}`;
};

/** Screen texts of the home page (`/`). */
export const homeTexts = {
  greeting: (firstName: string | undefined) => (firstName ? `Dzień dobry, ${firstName}!` : 'Dzień dobry!'),
  /** The line under the greeting: what this person's page shows. */
  intro: {
    client: 'Oto, co czeka na Ciebie w portalu: płatności, dokumenty i Twoje sprawy.',
    expert: 'Twoje bieżące sprawy i okresy rozliczeniowe, które czekają na zaksięgowanie.',
    expertOwner: 'Twoje bieżące sprawy i okresy rozliczeniowe Twojego biura, które czekają na zaksięgowanie.',
    manager: 'Co zmieniło się ostatnio w sprawach Twoich klientów i które rozliczenia są po terminie.',
    patron: 'Co zmieniło się ostatnio w sprawach Twoich klientów i które rozliczenia są po terminie.',
    admin: 'Sprawy i rozliczenia, które czekają na działanie.',
    ambassador: 'Najnowsze aktualności i Twoje najbliższe wydarzenia.',
  },
  loading: 'Wczytywanie',
  noInvoiceNumber: 'Faktura bez numeru',
  due: {
    title: 'Do zapłaty',
    all: 'Wszystkie rozliczenia',
    empty: 'Nie masz nic do zapłaty. Dziękujemy!',
    total: 'Razem do zapłaty',
    overdueTotal: 'w tym po terminie',
    overdueSince: 'Po terminie od',
    dueOn: 'Termin:',
    noDueDate: 'Bez terminu płatności',
    cardPaymentUnderWay: 'Płatność kartą w toku',
    pay: 'Zapłać',
    payInvoice: (invoice: string) => `Zapłać: ${invoice}`,
    more: (n: number) => `i ${count(n, ['kolejne rozliczenie', 'kolejne rozliczenia', 'kolejnych rozliczeń'])}`,
    list: 'Rozliczenia do zapłaty',
  },
  periods: {
    clientTitle: 'Okresy czekające na Twoje dokumenty',
    expertTitle: 'Okresy do zaksięgowania',
    clientEmpty: 'Żaden okres rozliczeniowy nie czeka na Twoje dokumenty.',
    expertEmpty: 'Żaden okres rozliczeniowy nie czeka na zaksięgowanie.',
    status: (label: string) => `Status: ${label}`,
    /** The client's documents of the period, as the client reads it. */
    sent: (n: number) =>
      n === 0 ? 'Nie przesłano jeszcze dokumentów' : `Przesłano ${count(n, ['dokument', 'dokumenty', 'dokumentów'])}`,
    /** The client's documents of the period, as the expert reads it. */
    clientDocuments: (n: number) => `Dokumenty klienta: ${n}`,
    expert: (name: string) => `Ekspert: ${name}`,
    openClient: 'Prześlij dokumenty',
    openExpert: 'Otwórz sprawę',
    openLabel: (action: string, period: string, caseName: string) => `${action}: ${period}, ${caseName}`,
    list: 'Okresy rozliczeniowe',
  },
  cases: {
    title: 'Twoje bieżące sprawy',
    all: 'Wszystkie sprawy',
    empty: 'Nie masz teraz otwartych spraw.',
    createdOn: (date: string) => `Utworzona ${date}`,
    list: 'Sprawy w toku',
  },
  changes: {
    title: 'Ostatnie zmiany w sprawach klientów',
    window: (days: number) => `Z ostatnich ${days} dni, najnowsze najpierw.`,
    all: 'Wszystkie sprawy',
    empty: (days: number) => `W ostatnich ${days} dniach nic się nie zmieniło w sprawach Twoich klientów.`,
    by: (author: string, when: string) => `${author}, ${when}`,
    more: (n: number) => `+${count(n, ['inna zmiana', 'inne zmiany', 'innych zmian'])}`,
    list: 'Zmienione sprawy',
  },
  overdue: {
    title: 'Rozliczenia po terminie',
    all: 'Wszystkie zaległe rozliczenia',
    empty: 'Brak rozliczeń po terminie.',
    count: (n: number) => `${count(n, ['rozliczenie', 'rozliczenia', 'rozliczeń'])} po terminie`,
    daysLate: (n: number) => `${count(n, ['dzień', 'dni', 'dni'])} po terminie`,
    list: 'Rozliczenia po terminie',
  },
  admin: {
    counts: 'Do zrobienia',
    newCases: 'Nowe sprawy',
    newCasesHint: 'Zgłoszone, jeszcze nieprzyjęte',
    offering: 'Czekają na ofertę',
    offeringHint: 'Sprawy w ofertowaniu',
    overdue: 'Rozliczenia po terminie',
    overdueHint: 'Niezapłacone po terminie płatności',
    showList: 'Pokaż listę',
    newest: {
      title: 'Najnowsze zgłoszone sprawy',
      empty: 'Nie ma nowych zgłoszeń.',
      list: 'Najnowsze zgłoszenia',
    },
    client: (name: string) => `Klient: ${name}`,
  },
  events: {
    title: 'Najbliższe wydarzenia',
    all: 'Kalendarz',
    empty: 'W kalendarzu nie ma zaplanowanych wydarzeń na najbliższe tygodnie.',
    today: 'Dziś',
    tomorrow: 'Jutro',
    allDay: 'cały dzień',
    online: 'Spotkanie online',
    list: 'Najbliższe wydarzenia',
  },
  news: {
    title: 'Aktualności',
    all: 'Wszystkie aktualności',
    empty: 'Nie ma jeszcze aktualności.',
    list: 'Najnowsze aktualności',
  },
};
