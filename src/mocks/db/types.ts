import type {
  AccountingAttachmentType,
  AccountingType,
  ApplicationUser,
  CalendarEvent,
  Case,
  CaseAttachment,
  CaseCompanyDetails,
  CaseMessage,
  CasePeriod,
  CaseUpdateHistory,
  Department,
  ChatbotConversation,
  Lead,
  LeadSource,
  ManagerReport,
  ManagerTitle,
  MarketingCampaign,
  UserAccountingPotential,
  UserClientPotential,
  UserLeasingSurvey,
  Milestone,
  Invoice,
  InvoiceLogo,
  News,
  Offer,
  Notification,
  Organisation,
  OrganisationUser,
  Product,
  Profession,
  ProfilePicture,
  SatisfactionScore,
  Settlement,
  SettlementCardToken,
  SubscriptionDefinition,
} from '@portal/sdk/model';

/**
 * The records of the demo backend. Each record is kept in the shape the API answers with, so a handler can
 * return it as it is; where the model has no field for a relation the demo needs, the record type adds one
 * (and says so below).
 *
 * Where things live:
 * - Records with their own endpoints and lists are collections linked by id (cases, periods, messages,
 *   history, settlements, notifications …). A case does not embed its `periods`: they are in `casePeriods`.
 * - Child lists the API type requires inside its parent stay inside the parent: a period's
 *   `clientAttachments`/`expertAttachments`, a news item's `newsAttachments`/`newsAttachmentsTokens`, a case's
 *   `agreement`. `nextId('caseAttachments')` and `nextId('newsAttachments')` know about them.
 * - Small references (a case's `client`, `expert`, `managers`, `product`, `createdBy`; a user's `departments`,
 *   `organisations`, `managerTitle`, `profession`, `patron`) are copies, as the API answers: change them together
 *   with their id.
 * - A user's `organisations` mirror that user's rows of `organisationUsers` (the memberships).
 */
export interface DemoData {
  users: DemoUser[];
  /** The clients' companies (the model has no company entity; a case carries a copy as `companyDetails`). */
  companies: DemoCompany[];
  organisations: Organisation[];
  organisationUsers: OrganisationUser[];
  departments: Department[];
  managerTitles: ManagerTitle[];
  professions: Profession[];
  products: Product[];
  milestones: Milestone[];
  accountingTypes: AccountingType[];
  accountingAttachmentTypes: AccountingAttachmentType[];
  subscriptionDefinitions: SubscriptionDefinition[];
  cases: Case[];
  casePeriods: CasePeriod[];
  /** Attachments of cases outside any period (period attachments live in their period). */
  caseAttachments: CaseAttachment[];
  caseMessages: CaseMessage[];
  caseHistory: DemoCaseHistory[];
  settlements: Settlement[];
  /** Invoices of cases, their lines and recorded payments inside each. */
  invoices: Invoice[];
  /** The logos an invoice can print (their images are drawn by the demo, not stored). */
  invoiceLogos: InvoiceLogo[];
  /** Offers of cases, their attachments inside each (numbered across the offers). */
  offers: Offer[];
  /** Saved payment cards, keyed by `value` (the card token), not by id. */
  savedCards: DemoSavedCard[];
  news: News[];
  /** Uploaded news pictures and attachments, linked to a news item or not yet (the seed's files are drawn). */
  newsFiles: DemoNewsFile[];
  /** Sales leads; a case's `leadId` names one (a lead answers its `caseIds` from the cases). */
  leads: Lead[];
  /** The lead-source dictionary. */
  leadSources: LeadSource[];
  /** Marketing campaigns (their lead counts are counted from the leads when answered). */
  marketingCampaigns: MarketingCampaign[];
  /** Managers' daily reports, a planned and an actual one per manager and day at most. */
  managerReports: ManagerReport[];
  /** Conversations with the AI chatbot, their messages inside each. */
  chatbotConversations: ChatbotConversation[];
  /** The clients' sales potentials, one per client (`userId`). */
  clientPotentials: UserClientPotential[];
  /** The clients' accounting potentials, one per client (`userId`). */
  accountingPotentials: UserAccountingPotential[];
  /** The clients' leasing surveys, one per client (`userId`), saved section by section. */
  leasingSurveys: UserLeasingSurvey[];
  notifications: DemoNotification[];
  calendarEvents: CalendarEvent[];
  /** Uploaded profile pictures, each with its (small, cropped) image as a data URL. */
  profilePictures: DemoProfilePicture[];
  /** Sign-in data of the accounts registered or changed in the demo (the seeded people use the demo password). */
  accounts: DemoAccount[];
  /** The e-mails the demo "sent" (activation and password-reset links), newest last. */
  mails: DemoMail[];
  /** The clients' satisfaction scores of their finished cases (one per case). */
  satisfactionScores: SatisfactionScore[];
}

/** The collections of DemoData (the type makes sure none is missing). */
export const collectionNames: Record<keyof DemoData, true> = {
  users: true,
  companies: true,
  organisations: true,
  organisationUsers: true,
  departments: true,
  managerTitles: true,
  professions: true,
  products: true,
  milestones: true,
  accountingTypes: true,
  accountingAttachmentTypes: true,
  subscriptionDefinitions: true,
  cases: true,
  casePeriods: true,
  caseAttachments: true,
  caseMessages: true,
  caseHistory: true,
  settlements: true,
  invoices: true,
  invoiceLogos: true,
  offers: true,
  savedCards: true,
  news: true,
  newsFiles: true,
  leads: true,
  leadSources: true,
  marketingCampaigns: true,
  managerReports: true,
  chatbotConversations: true,
  clientPotentials: true,
  accountingPotentials: true,
  leasingSurveys: true,
  notifications: true,
  calendarEvents: true,
  profilePictures: true,
  accounts: true,
  mails: true,
  satisfactionScores: true,
};

/** A user; an expert employee also names the expert owner they work for. */
export type DemoUser = ApplicationUser & {
  /** Set for expert employees: the id of their expert owner. */
  expertOwnerId?: number | null;
};

/** A company of a client (legal and tax data, as a case's `companyDetails`). */
export type DemoCompany = CaseCompanyDetails & {
  id: number;
  clientId: number;
  /** Short name, as a case's `companyName`. */
  name: string;
};

/** A case history entry with the id of its author (the model gives only the author's name). */
export type DemoCaseHistory = CaseUpdateHistory & { createdById: number };

/** A notification with the id of the user it is addressed to; the demo numbers them (the API's `id` is optional). */
export type DemoNotification = Notification & { id: number; userId: number };

/** A saved payment card with the id of its owner. */
export type DemoSavedCard = SettlementCardToken & { userId: number };

/** What only the identity side knows of an account: its password and the one-time links sent to it. */
export interface DemoAccount {
  userId: number;
  password: string | null;
  /**
   * The latest link token of each purpose, with the moment it expires (ISO) and, once used, when (a used link is
   * refused as used, not as unknown).
   */
  tokens: { token: string; purpose: 'activate' | 'resetPassword'; expiresAt: string; usedAt?: string }[];
}

/** An e-mail of the demo: shown in the page as a notice, with the link it carries. */
export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link of the e-mail, a path of the portal (`/activate?…`). */
  link: string;
  sentAt: string;
}

/** A profile picture with its image (a data URL: the database is kept in the browser's storage). */
export type DemoProfilePicture = ProfilePicture & { dataUrl: string };

/**
 * An uploaded news picture or attachment: its details, and its bytes (base64) when small enough for the stored
 * database (bigger ones stay in the memory of the tab that received them).
 */
export interface DemoNewsFile {
  id: number;
  kind: 'picture' | 'attachment';
  fileName: string;
  contentType: string;
  /** The news item it belongs to, once saved with one. */
  newsId: number | null;
  createdAt: string;
  createdById: number | null;
  base64: string | null;
}
