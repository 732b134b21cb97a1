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
import { caseMessages } from './seed-messages';
import { savedCards, settlements } from './seed-money';
import { news } from './seed-news';
import { notifications } from './seed-notifications';
import { departments, managerTitles, organisations, organisationUsers, professions, users } from './seed-people';
import { casePeriods } from './seed-periods';
import type { DemoData } from './types';

const seed: DemoData = {
  users,
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
  savedCards,
  news,
  notifications,
  calendarEvents,
};

/**
 * A fresh demo database in its initial state (deterministic: the same data on every call). It is a JSON copy,
 * so no two records share an object (as after loading from storage) and every embedded copy can change alone.
 */
export function createSeed(): DemoData {
  return JSON.parse(JSON.stringify(seed)) as DemoData;
}
