import type { UserRole } from '@portal/sdk/model';

/**
 * The ids of the seed records that the demo, its people and the tests talk about, so that nobody repeats a bare
 * number. The seed modules use them where they name such a record; seed.test.ts checks that each record is what
 * its name here says.
 */
export const ids = {
  person: {
    /** The demo sign-in, one per role (../people.ts). Anna Kowalska, the client of cases 1001–1007. */
    client: 101,
    /** Piotr Nowak, the patron of the client. */
    patron: 102,
    /** Katarzyna Wiśniewska, Senior Manager of the client's cases, in three organisations. */
    manager: 103,
    ambassador: 104,
    /** Magdalena Kamińska, the expert of the accounting case, an employee of the expert owner. */
    expertEmployee: 105,
    /** Marcin Lewandowski, the expert of the loan lawsuit. */
    expertOwner: 106,
    /** Agnieszka Zielińska, in every organisation. */
    admin: 107,
    /** Mazur (Mazur Transport), a client other than the demo client. */
    otherClient: 110,
    /** Dariusz Majewski, Manager ds. Klienta in the white-label organisation. */
    clientManager: 130,
    /** Olszewska, Kierownik Zespołu: the manager leader of every managed case. */
    managerLeader: 131,
    /** The patron of clients 113–116. */
    otherPatron: 140,
    /** The other employee of the expert owner. */
    otherExpertEmployee: 122,
    /** Monika Król, an expert employee of another expert owner (Robert Zając). */
    otherOfficeExpert: 121,
    /** Sebastian Stępień, Dyrektor ds. Rozwoju Biznesu: a manager of no department. */
    businessDirector: 132,
    /** Krzysztof Szymański (Szymański IT Consulting), a client of cases 1012, 1025 and 1030, in no organisation. */
    itConsultingClient: 112,
    /** A client who has not filled in the first-login data. */
    newClient: 199,
  },
  organisation: { main: 20010, partner: 20020, expertOffice: 20030 },
  case: {
    /** The client's accounting case: periods, comments and history; expert 105, manager 103. */
    accounting: 1001,
    /** The client's Swiss-franc loan lawsuit; expert 106, managers 103 and 131. */
    loanLawsuit: 1002,
    /** The client's new recruitment case, without an expert. */
    recruitment: 1004,
    /** The other client's accounting case. */
    otherClientAccounting: 1008,
    /** The other client's dispute. */
    otherClientDispute: 1009,
    /** Szymański IT Consulting's accounting case: its one period (November) has no status; expert 105. */
    itConsultingAccounting: 1012,
    /** Szymański's defence against the bank's lawsuit, with client and expert files; expert 106. */
    bankLawsuitDefence: 1025,
  },
  /** The accounting periods of the accounting case (2026). */
  period: { august: 2001, september: 2002, october: 2003, november: 2004 },
  attachment: {
    /** The client's power of attorney in the loan lawsuit. */
    powerOfAttorney: 5101,
    /** An invoice file the other client sent in their dispute. */
    otherClientInvoices: 5110,
    /** A sales invoice in the November period of the accounting case. */
    novemberSalesInvoice: 5216,
  },
  product: {
    /** Pełna księgowość. */
    fullAccounting: 1,
    /** Księga przychodów i rozchodów, the product of the accounting case. */
    accounting: 2,
    /** Kadry i płace. */
    payroll: 3,
    /** Kredyt frankowy – pozew przeciwko bankowi, the product of the loan lawsuit. */
    loanLawsuit: 4,
    /** Sprawa cywilna. */
    civilLawsuit: 11,
    /** Windykacja należności. */
    debtCollection: 15,
    /** Konsultacja z ekspertem, in no department. */
    consultation: 26,
  },
  lead: {
    /** Tomasz Kaczmarek (Solarpol), lost; from the inactive source 5 ("Targi Energetyczne 2025"). */
    fromInactiveSource: 1,
    /** Agata Lis (Lis Fotowoltaika), won but not a client yet. */
    wonWithoutClient: 2,
    /** Małgorzata Jankowska, won and converted: client 115, cases 1015 and 1028. */
    converted: 6,
    /** Jan Mazur, won in campaign 3: client 110 (a target of the campaign), no case yet. */
    campaignClient: 26,
    /** Filip Majchrzak (Majchrzak Eko-Dom), the newest lead: outcome None, manager 103, campaign 1. */
    newest: 40,
  },
  /** Companies of the demo REGON register that are nobody's client yet (src/mocks/regon), by NIP. */
  registerCompany: {
    /** Nordvik Okna sp. z o.o., Warszawa, active. */
    newLead: '5250272110',
    /** Transbud Kaczor sp. z o.o., closed on 2025-06-30 (endDate). */
    closed: '6794121091',
  },
} as const;

/** The demo person of each role (the sign-in buttons, the development OpenID provider). */
export const demoPersonIds = {
  Client: ids.person.client,
  Patron: ids.person.patron,
  Manager: ids.person.manager,
  Ambassador: ids.person.ambassador,
  ExpertEmployee: ids.person.expertEmployee,
  ExpertOwner: ids.person.expertOwner,
  Admin: ids.person.admin,
} as const satisfies Record<UserRole, number>;

/** The news item of the SaaS landing page (/landing/saas, `News/saasLanding`); not one of the users' news. */
export const SAAS_LANDING_NEWS_ID = 3010;
