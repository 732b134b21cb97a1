import type { Address, UserLeasingSurvey } from '@portal/sdk/model';
import { accountingKindLabels, companyLegalFormLabels, taxFormLabels } from '@/copy/case-labels';
import { formatAmount, formatDate } from '@/copy/dates';
import type { DemoUser } from '@/mocks/db/types';
import { minimalPdf, type PdfLine } from '@/mocks/static-files/pdf';

// The leasing survey as the document the leasing company gets: every section, filled or not, on one A4 page in the
// demo's standard font (the text shrinks to fit a long survey; what still does not fit ends with a note).

const TOP = 770;
const BOTTOM_MARGIN = 40;
/** The width of a line of text (A4 less the margins), in points. */
const LINE_WIDTH = 451;
/** Helvetica's average width of a character, in ems (generous: a line wraps rather than run off the page). */
const AVERAGE_CHAR = 0.52;

/** An amount whose spaces do not break (the font prints them as spaces). */
const zl = (amount: number) => formatAmount(amount).replace(/ /g, '\u00a0');
const percent = (value: number) => `${String(value).replace('.', ',')}%`;
const yesNo = (value: boolean) => (value ? 'tak' : 'nie');
const addressText = (a: Address) =>
  [
    `${a.street ?? ''} ${a.houseNumber ?? ''}${a.flatNumber ? `/${a.flatNumber}` : ''}`,
    `${a.postalCode ?? ''} ${a.city ?? ''}`,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** "Label: value" for the values given; a field not given is left out. */
const facts = (pairs: [string, string | number | null | undefined | false][]) =>
  pairs
    .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false)
    .map(([label, value]) => `${label}: ${value}`);

const person = (p: {
  firstName: string;
  lastName: string;
  position?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
}) => [`${p.firstName} ${p.lastName}`, p.position, p.phoneNumber, p.email].filter(Boolean).join(', ');

/**
 * Each section's title and its paragraphs (a record's facts one paragraph, a list's items one each), each paragraph's
 * texts; null when the section was never saved (a list: when it is empty).
 */
function sections(survey: UserLeasingSurvey): [string, string[][] | null | undefined][] {
  const { basicInfo: b, company: c, decisivePerson: d, finances: f } = survey;
  const list = <T>(items: T[], line: (item: T, i: number) => string) =>
    items.length ? items.map((item, i) => [`${i + 1}. ${line(item, i)}`]) : null;
  const totalShare = survey.shareholders.reduce((sum, s) => sum + Math.round(s.sharePercent * 100), 0) / 100;
  return [
    [
      'Podstawowe informacje',
      b && [
        facts([
          ['Przedmiot leasingu', b.subject],
          ['Wartość netto', zl(b.value)],
          ['Stan', b.isNew ? 'nowy' : 'używany'],
          ['Okres', `${b.periodMonths} mies.`],
          ['Wpłata własna', b.downPaymentPercent != null && percent(b.downPaymentPercent)],
          ['Cel', b.purpose],
        ]),
      ],
    ],
    [
      'Firma',
      c && [
        facts([
          ['Nazwa', c.name],
          ['NIP', c.nip],
          ['REGON', c.regon],
          ['KRS', c.krs],
          ['Forma prawna', c.legalForm && companyLegalFormLabels[c.legalForm]],
          ['Forma opodatkowania', c.taxForm && taxFormLabels[c.taxForm]],
          ['Data założenia', c.foundedAt],
          ['Adres', c.address && addressText(c.address)],
          ['Liczba pracowników', c.employeeCount],
          ['Branża', c.industry],
        ]),
      ],
    ],
    ['Osoba decyzyjna', d && [[person(d)]]],
    [
      'Finanse',
      f && [
        facts([
          ['Księgowość', f.accountingKind && accountingKindLabels[f.accountingKind]],
          ['Przychód w zeszłym roku', f.revenueLastYear != null && zl(f.revenueLastYear)],
          ['Zysk netto w zeszłym roku', f.netProfitLastYear != null && zl(f.netProfitLastYear)],
          ['Przychód w bieżącym roku', f.revenueCurrentYear != null && zl(f.revenueCurrentYear)],
          ['Zysk netto w bieżącym roku', f.netProfitCurrentYear != null && zl(f.netProfitCurrentYear)],
          ['Zaległości podatkowe', f.hasTaxArrears != null && yesNo(f.hasTaxArrears)],
          ['Zaległości w ZUS', f.hasSocialInsuranceArrears != null && yesNo(f.hasSocialInsuranceArrears)],
        ]),
      ],
    ],
    [
      'Klienci',
      list(survey.clients, (k) =>
        [
          k.name,
          k.nip && `NIP ${k.nip}`,
          k.revenueSharePercent != null && `${percent(k.revenueSharePercent)} przychodów`,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    ],
    [
      'Zobowiązania',
      list(survey.obligations, (o) =>
        [
          o.creditor,
          o.kind,
          `kwota ${zl(o.amount)}`,
          o.monthlyInstallment != null && `rata ${zl(o.monthlyInstallment)}/mies.`,
          o.endDate && `do ${o.endDate}`,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    ],
    ['Reprezentanci', list(survey.representatives, person)],
    [
      'Wspólnicy',
      survey.shareholders.length
        ? [
            ...list(survey.shareholders, (s) =>
              [s.name, s.isNaturalPerson ? 'osoba fizyczna' : 'osoba prawna', percent(s.sharePercent)].join(', '),
            )!,
            [`Razem: ${percent(totalShare)}`],
          ]
        : null,
    ],
  ];
}

/**
 * A paragraph's texts as lines of at most `max` characters: texts joined by "; " while they fit, long ones broken at
 * spaces (not at the non-breaking ones of an amount).
 */
function wrapped(texts: string[], max: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string, separator: string) => {
    if (line && line.length + separator.length + word.length > max) {
      lines.push(line + separator.trimEnd());
      line = '';
    }
    line = line ? line + separator + word : word;
  };
  for (const text of texts) {
    text.split(' ').forEach((word, i) => push(word, i === 0 ? '; ' : ' '));
  }
  if (line) lines.push(line);
  return lines;
}

/** The lines of the document in the body's font size; headings and the title a little larger. */
function layout(survey: UserLeasingSurvey, client: DemoUser, size: number): PdfLine[] {
  const max = Math.floor(LINE_WIDTH / (size * AVERAGE_CHAR));
  const body = (paragraphs: string[][]) =>
    paragraphs.flatMap((texts) => wrapped(texts, max)).map((text) => ({ text, size }));
  return [
    { text: 'Ankieta leasingowa', size: size + 6 },
    ...body([
      [`Klient: ${client.firstName} ${client.lastName} (nr ${client.id})`],
      [`Ostatnia zmiana: ${survey.updatedAt ? formatDate(survey.updatedAt) : 'ankieta nie była zapisywana'}`],
    ]),
    ...sections(survey).flatMap(([title, paragraphs], i) => [
      { text: `${i + 1}. ${title}`, size: size + 2 },
      ...body(paragraphs ?? [['Nie wypełniono.']]),
    ]),
  ];
}

/** How far down the page the lines reach (minimalPdf steps 1.8 of the next line's size). */
const heightOf = (lines: PdfLine[]) => lines.slice(1).reduce((sum, { size }) => sum + Math.round(size * 1.8), 0);

/** The survey as a PDF document (latin1 bytes): the largest body size from 9 to 6 points at which it fits. */
export function leasingSurveyPdf(survey: UserLeasingSurvey, client: DemoUser): ArrayBuffer {
  const room = TOP - BOTTOM_MARGIN;
  const title = `Ankieta leasingowa – ${client.firstName} ${client.lastName}`;
  const fitting = [9, 8, 7].map((size) => layout(survey, client, size)).find((lines) => heightOf(lines) <= room);
  let lines = fitting ?? layout(survey, client, 6);
  if (heightOf(lines) > room) {
    // the page is full: the lines that fit, and where the rest is
    const rest = { text: '(dalsza część ankiety w portalu)', size: 6 };
    while (heightOf([...lines, rest]) > room) lines = lines.slice(0, -1);
    lines = [...lines, rest];
  }
  return minimalPdf(title, lines).buffer as ArrayBuffer;
}
