import type { News, NewsAttachment, NewsAttachmentToken } from '@portal/sdk/model';
import { SAAS_LANDING_NEWS_ID } from './seed-ids';
import { MAIN_ORGANISATION_ID, PARTNER_ORGANISATION_ID } from './seed-people';

export { SAAS_LANDING_NEWS_ID } from './seed-ids';

interface NewsSeed {
  id: number;
  title: string;
  introduction: string;
  html: string;
  createdAt: string;
  emailSentAt?: string;
  source?: string;
  draft?: boolean;
  picture?: boolean;
  files?: string[];
  organisationId?: number;
  summary?: { caseId: number; month: number; year: number };
}

const seeds: NewsSeed[] = [
  {
    id: 3001,
    title: 'Krajowy System e-Faktur – co zmienia się dla Twojej firmy',
    introduction: 'Obowiązkowy KSeF obejmuje kolejne firmy. Sprawdź, jak przygotować się do wystawiania e-faktur.',
    html: '<p>Od 2026 roku faktury ustrukturyzowane stają się <strong>obowiązkowe</strong> dla coraz większej grupy przedsiębiorców.</p><h3>Co musisz zrobić?</h3><ul><li>nadać uprawnienia w KSeF osobom wystawiającym faktury,</li><li>sprawdzić, czy Twój program do fakturowania jest zintegrowany z KSeF,</li><li>ustalić z księgową sposób przekazywania faktur kosztowych.</li></ul><p>Szczegóły znajdziesz w poradniku w załączniku.</p>',
    createdAt: '2026-09-05T09:00:00Z',
    emailSentAt: '2026-09-05T10:00:00Z',
    source: 'Departament Księgowości',
    picture: true,
    files: ['KSeF_poradnik_2026.pdf'],
  },
  {
    id: 3002,
    title: 'Wyrok TSUE w sprawach frankowych – co oznacza dla kredytobiorców',
    introduction: 'Kolejne orzeczenie Trybunału Sprawiedliwości UE wzmacnia pozycję konsumentów w sporach z bankami.',
    html: '<p>Trybunał potwierdził, że bank nie może domagać się od konsumenta <em>wynagrodzenia za korzystanie z kapitału</em>.</p><p>Jeśli masz kredyt indeksowany do CHF, <a href="https://example.pl/frankowicze">umów bezpłatną analizę umowy</a>.</p>',
    createdAt: '2026-09-22T08:30:00Z',
    emailSentAt: '2026-09-22T12:00:00Z',
    source: 'Departament Prawny',
    picture: true,
  },
  {
    id: 3003,
    title: 'Zmiany w składce zdrowotnej od 2027 roku',
    introduction: 'Nowe zasady naliczania składki zdrowotnej dla przedsiębiorców – zestawienie i wniosek do pobrania.',
    html: '<p>Od 1 stycznia 2027 r. zmieniają się zasady naliczania składki zdrowotnej.</p><table><tr><th>Forma opodatkowania</th><th>Podstawa</th></tr><tr><td>Skala podatkowa</td><td>dochód</td></tr><tr><td>Podatek liniowy</td><td>dochód</td></tr><tr><td>Ryczałt</td><td>przychód (progi)</td></tr></table><p>Zmiana formy opodatkowania jest możliwa do 20 lutego.</p>',
    createdAt: '2026-10-08T07:45:00Z',
    emailSentAt: '2026-10-08T09:00:00Z',
    source: 'Departament Księgowości',
    files: ['skladka_zdrowotna_2027_tabela.pdf', 'wniosek_zmiana_formy_opodatkowania.docx'],
  },
  {
    id: 3004,
    title: 'Nielimitowane konsultacje – nowa usługa w abonamencie',
    introduction: 'Konsultacje bez limitu z ekspertami z ponad 20 dziedzin w jednym abonamencie.',
    html: '<p>Księgowość, prawo, marketing, e-commerce, energetyka i ESG – <strong>eksperci zawsze pod ręką</strong>.</p><p>Zadzwoń lub zgłoś nową sprawę w portalu.</p>',
    createdAt: '2026-10-20T10:00:00Z',
    source: 'Portal Klienta',
    picture: true,
  },
  {
    id: 3005,
    title: 'Podsumowanie okresu 2026-09 – Kowalska Design',
    introduction: 'Rozliczenie za wrzesień 2026 zostało zakończone.',
    html: '<p>Do zapłaty za wrzesień 2026:</p><ul><li>VAT: <strong>1518 zł</strong> do 25 października,</li><li>PIT: <strong>1012 zł</strong> do 20 października,</li><li>ZUS: <strong>1773,96 zł</strong> do 20 października.</li></ul>',
    createdAt: '2026-10-17T15:30:00Z',
    emailSentAt: '2026-10-17T15:31:00Z',
    source: 'Magdalena Kamińska',
    summary: { caseId: 1001, month: 9, year: 2026 },
  },
  {
    id: 3006,
    title: 'Terminy podatkowe w grudniu 2026',
    introduction: 'Najważniejsze daty grudnia: zaliczki, VAT i składki ZUS.',
    html: '<ol><li><strong>15 grudnia</strong> – składki ZUS,</li><li><strong>22 grudnia</strong> – zaliczki na PIT i CIT (przesunięte z 20 grudnia),</li><li><strong>28 grudnia</strong> – JPK_V7 i VAT.</li></ol>',
    createdAt: '2026-11-18T08:00:00Z',
    source: 'Departament Księgowości',
    organisationId: MAIN_ORGANISATION_ID,
  },
  {
    id: 3007,
    title: 'Partner: nowe zasady współpracy od grudnia',
    introduction: 'Informacja dla klientów Partnera o zmianach w obsłudze spraw.',
    html: '<p>Od 1 grudnia sprawy klientów Partnera prowadzi wspólny zespół managerów. Kontakt pozostaje bez zmian.</p>',
    createdAt: '2026-11-02T09:00:00Z',
    emailSentAt: '2026-11-02T09:30:00Z',
    source: 'Partner',
    organisationId: PARTNER_ORGANISATION_ID,
  },
  {
    id: 3008,
    title: 'Podsumowanie okresu 2026-09 – Jankowska i Wspólnicy',
    introduction: 'Rozliczenie za wrzesień 2026 zostało zakończone.',
    html: '<p>VAT do zapłaty: <strong>4210 zł</strong> do 25 października; ZUS: <strong>5321,88 zł</strong> do 20 października.</p>',
    createdAt: '2026-10-19T11:00:00Z',
    emailSentAt: '2026-10-19T11:01:00Z',
    source: 'Magdalena Kamińska',
    summary: { caseId: 1015, month: 9, year: 2026 },
  },
  {
    id: 3009,
    title: 'Webinar: marketing w mediach społecznościowych dla małych firm',
    introduction: 'Zapraszamy na bezpłatny webinar – wersja robocza ogłoszenia.',
    html: '<p>Program webinaru w przygotowaniu.</p>',
    createdAt: '2026-11-21T15:00:00Z',
    source: 'Departament Marketingu',
    draft: true,
  },
  {
    id: SAAS_LANDING_NEWS_ID,
    title: 'Portal Klienta dla Twojego biura – wersja SaaS',
    introduction:
      'Sprawy, dokumenty, rozliczenia i płatności klientów w jednym miejscu – pod marką Twojego biura rachunkowego lub kancelarii.',
    html: '<p>Portal Klienta w modelu <strong>SaaS</strong> to gotowe narzędzie do obsługi klientów biura rachunkowego, kancelarii lub firmy doradczej – bez instalacji i bez własnych serwerów.</p><h2>Co zyskujesz</h2><ul><li>zgłaszanie i prowadzenie spraw z pełną historią zmian i komentarzami,</li><li>okresy rozliczeniowe z dokumentami klientów i podsumowaniem wysyłanym jednym kliknięciem,</li><li>rozliczenia i faktury opłacane kartą przez operatora płatności,</li><li>powiadomienia w czasie rzeczywistym i kalendarz spotkań,</li><li>własne logo i kolory Twojej marki.</li></ul><h2>Jak zacząć</h2><ol><li>Załóż konto i opisz swoje biuro.</li><li>Zaproś pracowników i pierwszych klientów.</li><li>Pracuj – wdrożenie i migrację danych bierzemy na siebie.</li></ol><p>Szczegóły oferty znajdziesz w załączniku. Masz pytania? <a href="mailto:konsultacje@portalklienta.pl">Napisz do nas</a>.</p>',
    createdAt: '2026-09-01T08:00:00Z',
    source: 'Portal Klienta',
    picture: true,
    files: ['Portal_Klienta_SaaS_oferta.pdf'],
  },
];

let attachmentId = 3100;

export const news: News[] = seeds.map((seed) => {
  const newsAttachments = (seed.files ?? []).map(
    (fileName) =>
      ({
        id: ++attachmentId,
        fileName,
        contentType: fileName.endsWith('.pdf')
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        blobName: `demo/news/${seed.id}/${fileName}`,
        newsId: seed.id,
        createdAt: seed.createdAt,
        createdById: 107,
      }) satisfies NewsAttachment,
  );
  return {
    id: seed.id,
    title: seed.title,
    introduction: seed.introduction,
    messageContent: seed.html,
    source: seed.source ?? null,
    status: seed.draft ? 'Draft' : 'Published',
    emailSentAt: seed.emailSentAt ?? null,
    newsPictureId: seed.picture ? seed.id + 200 : null,
    newsPictureToken: seed.picture ? `demo-news-picture-${seed.id}` : null,
    newsAttachments,
    newsAttachmentsTokens: newsAttachments.map(
      (a) =>
        ({
          newsAttachmentId: a.id,
          token: `demo-news-attachment-${a.id}`,
          attachmentFileName: a.fileName,
        }) satisfies NewsAttachmentToken,
    ),
    organisationId: seed.organisationId ?? null,
    isSummary: !!seed.summary,
    caseId: seed.summary?.caseId ?? null,
    month: seed.summary?.month ?? null,
    year: seed.summary?.year ?? null,
    createdAt: seed.createdAt,
    createdById: seed.summary ? 105 : 107,
  } satisfies News;
});
