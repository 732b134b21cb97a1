// The meta descriptions of the public routes (`page(title, access, { description })`). Apart from texts.ts: the
// route tree, and so the first page of every visit, carries them.
export const publicPageDescriptions = {
  landing:
    'Księgowość, prawo i doradztwo dla firm w jednym portalu. Zgłoś sprawę, a zajmą się nią eksperci z ponad 20 dziedzin. Załóż konto i zacznij.',
  saas: 'Portal Klienta w modelu SaaS dla biur rachunkowych, kancelarii i firm doradczych: sprawy, dokumenty, rozliczenia i płatności klientów w jednym miejscu.',
  investor:
    'Relacje inwestorskie: ogłoszenia walnego zgromadzenia, raporty roczne, logowanie do systemu domu maklerskiego i dane rejestrowe spółki.',
  privacy:
    'Polityka prywatności i regulamin Portalu Klienta: administrator danych, cele i podstawy przetwarzania, okresy przechowywania, Twoje prawa i pliki cookies.',
  promotion:
    'Warunki promocji „Pierwszy miesiąc za złotówkę” dla nowych klientów prowadzących jednoosobową działalność gospodarczą.',
  login: 'Zaloguj się do Portalu Klienta, aby śledzić swoje sprawy, dokumenty i rozliczenia.',
};
