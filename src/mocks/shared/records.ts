/** Records as other records and answers show them: people as references, a case with its periods. */
import type {
  ApplicationUser,
  ApplicationUserMinimal,
  Case,
  CasePeriod,
  ManagerRef,
  PersonName,
  UserRef,
} from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { notFound } from './answers';

export const findUser = (db: DemoDb, id: number | null | undefined): DemoUser | undefined =>
  id === null || id === undefined ? undefined : db.users.find((user) => user.id === id);

export function userRefOf(db: DemoDb, id: number): UserRef;
export function userRefOf(db: DemoDb, id: number | null | undefined): UserRef | null;
export function userRefOf(db: DemoDb, id: number | null | undefined): UserRef | null {
  const user = findUser(db, id);
  if (!user) return null;
  const { firstName, lastName, email, profileImageId } = user;
  return { id: user.id, firstName, lastName, email, profileImageId: profileImageId ?? null };
}

export function managerRefOf(db: DemoDb, id: number): ManagerRef | null {
  const user = findUser(db, id);
  if (!user) return null;
  const title = user.managerTitle ? { id: user.managerTitle.id, name: user.managerTitle.name } : null;
  return { ...userRefOf(db, id)!, managerTitle: title };
}

/** The author of a change or comment; "Portal Klienta" when the call had no acting user. */
export function personNameOf(db: DemoDb, id: number | undefined): PersonName {
  const user = findUser(db, id);
  return {
    firstName: user?.firstName ?? 'Portal',
    lastName: user?.lastName ?? 'Klienta',
    profileImageId: user?.profileImageId ?? null,
  };
}

export const fullNameOf = (db: DemoDb, id: number | null | undefined): string | null => {
  const user = findUser(db, id);
  return user ? `${user.firstName} ${user.lastName}` : null;
};

/** A user as the API answers (without the demo's own `expertOwnerId`). */
export const applicationUserOf = ({ expertOwnerId: _owner, ...user }: DemoUser): ApplicationUser => user;

export const minimalUserOf = (db: DemoDb, user: DemoUser): ApplicationUserMinimal => ({
  ...managerRefOf(db, user.id)!,
  roles: [...user.roles],
  status: user.status,
  isDeleted: user.isDeleted,
});

export function findCase(db: DemoDb, id: number | undefined): Case {
  const item = id === undefined ? undefined : db.cases.find((c) => c.id === id);
  if (!item) throw notFound('Nie znaleziono sprawy');
  return item;
}

/** Newest period first. */
export const periodOrder = (a: CasePeriod, b: CasePeriod) => b.year - a.year || b.month - a.month;

/** A case as GET /Case/{id} answers: joined with its accounting periods (newest first). */
export const caseView = (db: DemoDb, item: Case): Case => ({
  ...item,
  periods: db.casePeriods.filter((p) => p.caseId === item.id).sort(periodOrder),
});
