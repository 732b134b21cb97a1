import type { Offer, OfferAttachment } from '@portal/sdk/model';
import { cases } from './seed-cases';

/** The seeded offers the demo and the tests talk about. */
export const offerIds = {
  /** Published: the Instagram campaign of Anna Kowalska (case 1003), with two attachments. */
  instagramCampaign: 6001,
  /** A draft for Jan Mazur's working-capital loan (case 1024). */
  workingCapitalLoan: 6002,
  /** Published: the settlement demand of Ewa Dąbrowska's Swiss-franc loan (case 1010). */
  settlementDemand: 6003,
} as const;

/** The public id of the Instagram campaign's published offer (its link works without signing in). */
export const instagramPublicationId = '3f1c2a7e-8b4d-4c6a-9e21-5d7f0b8a1c03';

const attachment = (
  id: number,
  offerId: number,
  fileName: string,
  description: string,
  createdAt: string,
  createdById: number,
): OfferAttachment => ({
  id,
  offerId,
  fileName,
  contentType: 'application/pdf',
  blobName: `offer-${id}`,
  description,
  createdAt,
  createdById,
});

const caseRef = (id: number) => ({ id, name: cases.find((c) => c.id === id)!.name });

/** The demo's offers: what the staff prepared for the cases being offered (status Offering). */
export const offers: Offer[] = [
  {
    id: offerIds.instagramCampaign,
    caseId: 1003,
    case: caseRef(1003),
    title: 'Kampania na Instagramie – kolekcja wnętrz',
    introduction:
      'Szanowna Pani, dziękujemy za zaufanie. Przedstawiamy ofertę kampanii promującej nową kolekcję Studia Wnętrz Kowalska.',
    content: [
      'Strategia kampanii i dobór grup odbiorców.',
      'Przygotowanie 18 postów i 12 relacji (grafiki i teksty).',
      'Prowadzenie płatnych kampanii przez 6 tygodni (budżet reklamowy rozliczany osobno).',
      'Cotygodniowe raporty wyników i podsumowanie po zakończeniu kampanii.',
    ].join('\n'),
    netPrice: 3200,
    vatRate: 'VAT23',
    grossPrice: 3936,
    validUntil: '2026-12-31',
    status: 'Published',
    publicationId: instagramPublicationId,
    publishedAt: '2026-10-20T10:15:00Z',
    attachments: [
      attachment(
        6101,
        offerIds.instagramCampaign,
        'harmonogram_kampanii.pdf',
        'Harmonogram publikacji na 6 tygodni',
        '2026-10-19T14:00:00Z',
        130,
      ),
      attachment(
        6102,
        offerIds.instagramCampaign,
        'przyklady_postow.pdf',
        'Przykładowe projekty postów',
        '2026-10-19T14:05:00Z',
        130,
      ),
    ],
    createdAt: '2026-10-19T13:30:00Z',
    createdById: 130,
    updatedAt: '2026-10-20T10:15:00Z',
    updatedById: 130,
  },
  {
    id: offerIds.workingCapitalLoan,
    caseId: 1024,
    case: caseRef(1024),
    title: 'Pozyskanie kredytu obrotowego',
    introduction: 'Oferta pomocy w przygotowaniu wniosku i negocjacjach z bankami.',
    content: [
      'Analiza zdolności kredytowej firmy.',
      'Przygotowanie wniosku kredytowego z załącznikami.',
      'Zapytania ofertowe do trzech banków i porównanie warunków.',
    ].join('\n'),
    netPrice: 4500,
    vatRate: 'VAT23',
    grossPrice: 5535,
    validUntil: '2027-01-15',
    status: 'Draft',
    publicationId: null,
    publishedAt: null,
    attachments: [],
    createdAt: '2026-11-05T09:00:00Z',
    createdById: 131,
  },
  {
    id: offerIds.settlementDemand,
    caseId: 1010,
    case: caseRef(1010),
    title: 'Wezwanie banku do ugody',
    introduction: 'Proponujemy przygotowanie wezwania do zawarcia ugody w sprawie kredytu we frankach szwajcarskich.',
    content: [
      'Analiza umowy kredytu i historii spłat.',
      'Wyliczenie roszczeń wobec banku.',
      'Przygotowanie i wysłanie wezwania do ugody.',
      'Udział w rozmowach z bankiem.',
    ].join('\n'),
    netPrice: 2500,
    vatRate: 'VAT23',
    grossPrice: 3075,
    validUntil: '2026-12-15',
    status: 'Published',
    publicationId: 'b7d4e2a1-6c3f-4d8e-a5b9-2e1f0c9d8a10',
    publishedAt: '2026-10-23T11:00:00Z',
    attachments: [
      attachment(
        6103,
        offerIds.settlementDemand,
        'wzor_wezwania_do_ugody.pdf',
        'Wzór wezwania do ugody',
        '2026-10-23T10:40:00Z',
        103,
      ),
    ],
    createdAt: '2026-10-22T15:20:00Z',
    createdById: 103,
    updatedAt: '2026-10-23T11:00:00Z',
    updatedById: 103,
  },
];
