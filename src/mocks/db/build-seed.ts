import { calendarEvents } from './seed-calendar';
import { caseAttachments } from './seed-attachments';
import { cases } from './seed-cases';
import {
  accountingAttachmentTypes,
  accountingTypes,
  milestones,
  products,
  subscriptionDefinitions,
} from './seed-catalogue';
import { companies } from './seed-companies';
import { caseHistory } from './seed-history';
import { invoiceLogos, invoices } from './seed-invoices';
import { caseMessages } from './seed-messages';
import { savedCards, settlements } from './seed-money';
import { news } from './seed-news';
import { notifications } from './seed-notifications';
import { offers } from './seed-offers';
import { departments, managerTitles, organisations, organisationUsers, professions, users } from './seed-people';
import { casePeriods } from './seed-periods';
import { leads, leadSources, marketingCampaigns } from './seed-sales';
import { satisfactionScores } from './seed-satisfaction';
import { managerReports } from './seed-manager-reports';
import { chatbotConversations } from './seed-chatbot';
import { accountingPotentials, clientPotentials, leasingSurveys, vetroLinks } from './seed-crm';
import type { DemoData } from './types';

const seed: DemoData = {
  // a client's Vetro link is read with the user (seed-crm.ts)
  users: users.map((user) => {
    const vetro = vetroLinks.find((link) => link.userId === user.id);
    return vetro ? { ...user, vetro } : user;
  }),
  companies,
  organisations,
  organisationUsers,
  departments,
  managerTitles,
  professions,
  products,
  milestones,
  accountingTypes,
  accountingAttachmentTypes,
  subscriptionDefinitions,
  cases,
  casePeriods,
  caseAttachments,
  caseMessages,
  caseHistory,
  settlements,
  invoices,
  invoiceLogos,
  offers,
  savedCards,
  news,
  newsFiles: [],
  leads,
  leadSources,
  marketingCampaigns,
  managerReports,
  chatbotConversations,
  clientPotentials,
  accountingPotentials,
  leasingSurveys,
  notifications,
  calendarEvents,
  profilePictures: [],
  accounts: [],
  mails: [],
  satisfactionScores,
};

/**
 * The demo data built from the seed modules: the one source of seed.json, which the demo loads instead (see
 * write-seed.ts; seed.test.ts fails when the two differ). Not loaded by the demo itself.
 */
export const buildSeed = (): DemoData => JSON.parse(JSON.stringify(seed)) as DemoData;
