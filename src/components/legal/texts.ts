import { config } from '@/lib/config';

/** A block of a section: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** The anchor of the section (the table of contents links to `#id`). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalPart {
  id: string;
  title: string;
  sections: LegalSection[];
}

const { company, contact } = config;
const companyLine = `${company.name} z siedzibą pod adresem: ${company.address}, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod numerem KRS ${company.krs}, NIP ${company.nip}, REGON ${company.regon}`;

/**
 * The privacy policy and the terms of service of the portal (the registration form's modal and
 * /polityka-prywatnosci). Spec 000 ("Registration form"): marketing data is kept at most 3 years, and sign-in uses
 * two-factor authentication.
 */
export const legalTexts = {
  toc: 'Spis treści',
  updated: 'Obowiązuje od 1 października 2024 r.',
  parts: [
    {
      id: 'polityka-prywatnosci',
      title: 'Polityka prywatności',
      sections: [
        {
          id: 'administrator',
          title: '1. Administrator danych',
          blocks: [
            `Administratorem Twoich danych osobowych jest ${companyLine} (dalej: „Administrator” lub „my”).`,
            `W sprawach dotyczących danych osobowych możesz pisać na adres ${contact.email} albo na adres siedziby, z dopiskiem „Dane osobowe”, lub zadzwonić pod numer ${contact.phone}.`,
          ],
        },
        {
          id: 'zakres-danych',
          title: '2. Jakie dane przetwarzamy',
          blocks: [
            'Przetwarzamy dane, które podajesz przy rejestracji i pierwszym logowaniu oraz w trakcie korzystania z Portalu Klienta (dalej: „Portal”):',
            {
              list: [
                'dane identyfikacyjne i kontaktowe: imię, nazwisko, datę urodzenia, adres e-mail, numer telefonu, adres zamieszkania i adres do korespondencji, wykonywany zawód;',
                'dane Twojej firmy potrzebne do prowadzenia spraw: nazwę, NIP, REGON, adres, dane rejestrowe;',
                'treść zgłoszonych spraw, wiadomości wymienianych z ekspertami i managerami oraz przesłane dokumenty (w tym dokumenty księgowe i procesowe);',
                'dane rozliczeniowe: faktury, kwoty i terminy płatności, historię płatności; danych karty płatniczej nie przechowujemy — zna je wyłącznie operator płatności;',
                'dane techniczne: daty logowań, adres IP, informacje o urządzeniu i przeglądarce, potrzebne do zapewnienia bezpieczeństwa konta.',
              ],
            },
          ],
        },
        {
          id: 'cele-i-podstawy',
          title: '3. Cele i podstawy prawne przetwarzania',
          blocks: [
            'Twoje dane przetwarzamy w następujących celach:',
            {
              list: [
                'założenie i prowadzenie konta w Portalu oraz wykonanie umowy o świadczenie usług księgowych, prawnych i doradczych — art. 6 ust. 1 lit. b RODO;',
                'wystawianie faktur, prowadzenie rozliczeń i przechowywanie dokumentacji księgowej — wypełnienie obowiązków prawnych wynikających z przepisów podatkowych i o rachunkowości, art. 6 ust. 1 lit. c RODO;',
                'zapewnienie bezpieczeństwa Portalu, obsługa reklamacji oraz ustalenie, dochodzenie i obrona roszczeń — nasz prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO;',
                'marketing naszych usług, w tym wysyłka informacji o nowościach i promocjach — na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO), którą możesz w każdej chwili wycofać, albo naszego prawnie uzasadnionego interesu wobec obecnych klientów (art. 6 ust. 1 lit. f RODO).',
              ],
            },
            'Podanie danych jest dobrowolne, ale bez danych potrzebnych do założenia konta i prowadzenia spraw nie możemy świadczyć usług.',
          ],
        },
        {
          id: 'okres-przechowywania',
          title: '4. Jak długo przechowujemy dane',
          blocks: [
            {
              list: [
                'dane konta i spraw — przez czas trwania umowy, a następnie do upływu okresu przedawnienia roszczeń (co do zasady 6 lat, licząc od końca roku kalendarzowego);',
                'dokumentację księgową i podatkową — przez 5 lat, licząc od końca roku kalendarzowego, w którym upłynął termin płatności podatku;',
                'dane przetwarzane w celach marketingowych — nie dłużej niż 3 lata od ostatniego kontaktu z Tobą, a w przypadku zgody — do jej wycofania, jednak nie dłużej niż 3 lata;',
                'dane techniczne i dzienniki logowań — przez 12 miesięcy.',
              ],
            },
            'Po upływie tych okresów dane usuwamy albo anonimizujemy.',
          ],
        },
        {
          id: 'odbiorcy',
          title: '5. Komu przekazujemy dane',
          blocks: [
            'Dane udostępniamy wyłącznie w zakresie potrzebnym do prowadzenia Twoich spraw:',
            {
              list: [
                'ekspertom, biurom rachunkowym i kancelariom, które z nami współpracują przy Twojej sprawie;',
                'dostawcom usług informatycznych, hostingu i poczty elektronicznej, działającym na nasze zlecenie;',
                'operatorowi płatności, który realizuje płatności kartą;',
                'organom publicznym, gdy wymagają tego przepisy prawa.',
              ],
            },
            'Nie przekazujemy danych poza Europejski Obszar Gospodarczy. Gdyby okazało się to konieczne, zrobimy to wyłącznie z zastosowaniem zabezpieczeń przewidzianych w RODO, w szczególności standardowych klauzul umownych.',
          ],
        },
        {
          id: 'bezpieczenstwo',
          title: '6. Bezpieczeństwo',
          blocks: [
            'Dbamy o to, aby dane były chronione przed nieuprawnionym dostępem:',
            {
              list: [
                'logowanie do Portalu jest chronione uwierzytelnianiem dwuskładnikowym: poza hasłem potwierdzasz logowanie jednorazowym kodem;',
                'połączenie z Portalem jest szyfrowane (HTTPS), a hasła przechowujemy wyłącznie w postaci skrótu;',
                'każda osoba widzi tylko te sprawy i dokumenty, do których ma uprawnienia wynikające z jej roli;',
                'regularnie wykonujemy kopie zapasowe i sprawdzamy zabezpieczenia.',
              ],
            },
          ],
        },
        {
          id: 'prawa',
          title: '7. Twoje prawa',
          blocks: [
            'W związku z przetwarzaniem danych masz prawo do:',
            {
              list: [
                'dostępu do swoich danych i otrzymania ich kopii;',
                'sprostowania danych nieprawidłowych i uzupełnienia niekompletnych;',
                'usunięcia danych, gdy nie ma już podstawy do ich przetwarzania;',
                'ograniczenia przetwarzania;',
                'przenoszenia danych, które przetwarzamy na podstawie umowy lub zgody;',
                'wniesienia sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie, w tym wobec marketingu;',
                'wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania przed jej wycofaniem.',
              ],
            },
            `Aby skorzystać z praw, napisz na adres ${contact.email}. Masz też prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).`,
          ],
        },
        {
          id: 'cookies',
          title: '8. Pliki cookies i pamięć przeglądarki',
          blocks: [
            'Portal korzysta wyłącznie z plików cookies i pamięci przeglądarki niezbędnych do jego działania: utrzymania sesji po zalogowaniu, zapamiętania wybranej organizacji oraz trybu jasnego lub ciemnego. Nie używamy plików cookies reklamowych ani śledzących.',
            'Możesz usunąć pliki cookies i dane witryny w ustawieniach przeglądarki; po ich usunięciu trzeba będzie zalogować się ponownie.',
          ],
        },
      ],
    },
    {
      id: 'regulamin',
      title: 'Regulamin Portalu Klienta',
      sections: [
        {
          id: 'postanowienia-ogolne',
          title: '1. Postanowienia ogólne',
          blocks: [
            `Regulamin określa zasady korzystania z Portalu, udostępnianego przez ${companyLine} (dalej: „Usługodawca”).`,
            'Portal służy do zgłaszania i prowadzenia spraw księgowych, prawnych i doradczych, kontaktu z ekspertami i managerami, odbierania rozliczeń oraz opłacania faktur.',
            'Do korzystania z Portalu potrzebne są urządzenie z dostępem do internetu, aktualna przeglądarka internetowa oraz aktywny adres e-mail.',
          ],
        },
        {
          id: 'konto',
          title: '2. Konto',
          blocks: [
            {
              list: [
                'Konto zakładasz, podając adres e-mail i hasło oraz akceptując regulamin. Konto aktywujesz, klikając link wysłany na podany adres e-mail.',
                'Przy pierwszym logowaniu uzupełniasz dane osobowe i adresowe potrzebne do prowadzenia spraw.',
                'Hasło musi mieć co najmniej 8 znaków, w tym cyfrę, wielką literę i znak specjalny. Nie udostępniaj hasła ani kodów logowania innym osobom.',
                'Możesz w każdej chwili zmienić hasło lub poprosić o usunięcie konta; usunięcie konta nie zwalnia z zapłaty za wykonane usługi.',
                'Usługodawca może zablokować konto używane niezgodnie z prawem lub regulaminem, po uprzednim wezwaniu do zaprzestania naruszeń.',
              ],
            },
          ],
        },
        {
          id: 'sprawy',
          title: '3. Sprawy',
          blocks: [
            {
              list: [
                'Sprawę zgłaszasz w Portalu, opisując, czego dotyczy, i dołączając potrzebne dokumenty.',
                'Po zgłoszeniu sprawa otrzymuje managera, który przygotowuje ofertę; usługa jest świadczona po akceptacji oferty.',
                'Sprawę prowadzi ekspert właściwej dziedziny. O postępach informujemy w Portalu i e-mailem; wszystkie komentarze i zmiany są widoczne w historii sprawy.',
                'Odpowiadasz za prawdziwość przekazanych informacji i dokumentów oraz za przekazywanie ich w terminach uzgodnionych z ekspertem.',
              ],
            },
          ],
        },
        {
          id: 'platnosci',
          title: '4. Płatności',
          blocks: [
            {
              list: [
                'Wynagrodzenie za usługi wynika z zaakceptowanej oferty lub wybranego abonamentu. Rozliczenia i faktury są dostępne w Portalu.',
                'Faktury możesz opłacić kartą płatniczą za pośrednictwem operatora płatności. Dane karty wprowadzasz w bezpiecznym formularzu operatora; Usługodawca ich nie otrzymuje ani nie przechowuje.',
                'Zapisanie karty pozwala opłacać kolejne faktury bez ponownego wpisywania jej danych. Zapisaną kartę możesz w każdej chwili usunąć.',
                'W przypadku opóźnienia w zapłacie Usługodawca może naliczyć odsetki ustawowe za opóźnienie w transakcjach handlowych.',
              ],
            },
          ],
        },
        {
          id: 'reklamacje',
          title: '5. Reklamacje',
          blocks: [
            `Reklamacje dotyczące usług lub działania Portalu możesz składać e-mailem na adres ${contact.email} albo pisemnie na adres siedziby. Opisz, czego dotyczy reklamacja, i podaj dane kontaktowe.`,
            'Odpowiadamy w ciągu 14 dni od otrzymania reklamacji, e-mailem albo na piśmie.',
          ],
        },
        {
          id: 'zmiany',
          title: '6. Zmiany regulaminu i postanowienia końcowe',
          blocks: [
            'O zmianie regulaminu lub polityki prywatności informujemy e-mailem i w Portalu co najmniej 14 dni przed jej wejściem w życie. Jeśli nie akceptujesz zmian, możesz przed tym dniem usunąć konto.',
            'W sprawach nieuregulowanych regulaminem stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o świadczeniu usług drogą elektroniczną.',
          ],
        },
      ],
    },
  ] satisfies LegalPart[],
};
