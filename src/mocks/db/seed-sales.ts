import type { Lead, LeadSource, MarketingCampaign } from '@portal/sdk/model';

// The sales story of the demo: where leads come from, the campaigns that bring them and the leads themselves.

const CREATED = '2026-07-22T08:00:00Z';

/** The lead-source dictionary; "Targi Energetyczne 2025" is no longer offered for new leads. */
export const leadSources = [
  { id: 1, name: 'Strona internetowa', description: 'Formularz kontaktowy portalu.', isActive: true, createdAt: CREATED },
  { id: 2, name: 'Polecenie klienta', description: null, isActive: true, createdAt: CREATED },
  { id: 3, name: 'LinkedIn', description: 'Kampanie i wiadomości na LinkedIn.', isActive: true, createdAt: CREATED },
  { id: 4, name: 'Partner – biuro rachunkowe', description: null, isActive: true, createdAt: CREATED },
  { id: 5, name: 'Targi Energetyczne 2025', description: 'Stoisko na targach.', isActive: false, createdAt: CREATED },
] satisfies LeadSource[];

/**
 * The campaigns (they come from the marketing system: the API cannot create one). `leadsCount`, `wonLeadsCount`
 * and `lostLeadsCount` are counted from the leads when answered.
 */
export const marketingCampaigns = [
  {
    id: 1,
    name: 'Jesień z księgowością',
    description: 'Pierwsze trzy miesiące KPiR w cenie dwóch.',
    targetKind: 'Campaign',
    targetUserIds: [],
    startDate: '2026-09-01',
    endDate: '2026-11-30',
    budget: 12000,
    departmentId: 1,
    productId: 2,
    leadSourceId: 1,
    isActive: true,
    leadsCount: 0,
    wonLeadsCount: 0,
    lostLeadsCount: 0,
    createdAt: '2026-08-20T10:00:00Z',
  },
  {
    id: 2,
    name: 'Frankowicze – bezpłatna analiza umowy',
    description: 'Reklama w wyszukiwarce i na LinkedIn.',
    targetKind: 'Campaign',
    targetUserIds: [],
    startDate: '2026-08-01',
    endDate: '2026-10-31',
    budget: 20000,
    departmentId: 2,
    productId: 4,
    leadSourceId: 3,
    isActive: false,
    leadsCount: 0,
    wonLeadsCount: 0,
    lostLeadsCount: 0,
    createdAt: '2026-07-25T10:00:00Z',
  },
  {
    id: 3,
    name: 'Leasing dla klientów portalu',
    description: 'Oferta leasingu wysłana wybranym klientom portalu.',
    targetKind: 'ApplicationUser',
    targetUserIds: [101, 110, 112],
    startDate: '2026-10-15',
    endDate: null,
    budget: 5000,
    departmentId: 5,
    productId: 20,
    leadSourceId: 2,
    isActive: true,
    leadsCount: 0,
    wonLeadsCount: 0,
    lostLeadsCount: 0,
    createdAt: '2026-10-10T10:00:00Z',
  },
  {
    id: 4,
    name: 'Rekrutacja IT – webinar',
    description: null,
    targetKind: 'Campaign',
    targetUserIds: [],
    startDate: '2026-11-02',
    endDate: '2026-12-20',
    budget: 8000,
    departmentId: 4,
    productId: 19,
    leadSourceId: 1,
    isActive: true,
    leadsCount: 0,
    wonLeadsCount: 0,
    lostLeadsCount: 0,
    createdAt: '2026-10-28T10:00:00Z',
  },
] satisfies MarketingCampaign[];

/** About 40 leads over the last four months (written by the leads work of issue 34). */
export const leads: Lead[] = [];
