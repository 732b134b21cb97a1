import type {
  ApplicationUser,
  ApplicationUserMinimal,
  Case,
  CasePeriod,
  ManagerRef,
  PersonName,
  UserRef,
  ValidationProblemDetails,
} from '@portal/sdk/model';
import { HttpResponse } from 'msw';
import type { DemoDb } from '../db/db';
import type { DemoUser } from '../db/types';

/** Answers to throw from a handler (MSW answers a thrown response as it is). */
export const notFound = (title = 'Nie znaleziono') => HttpResponse.json({ title, status: 404 }, { status: 404 });
export const forbidden = () => HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 });
/** A 400 answer shaped as ValidationProblemDetails (openapi/schemas/common.yaml): messages per field. */
export const badRequest = (errors: Record<string, string[]>) =>
  HttpResponse.json({ title: 'Nieprawidłowe dane', status: 400, errors } satisfies ValidationProblemDetails, {
    status: 400,
  });

export const nowIso = () => new Date().toISOString();

// ---------------------------------------------------------------- request parameters

export const searchParams = (request: Request) => new URL(request.url).searchParams;

/** A whole number from a query or path parameter; undefined when absent or not a number. */
export function intParam(value: string | readonly string[] | null | undefined): number | undefined {
  if (value === null || value === undefined || Array.isArray(value)) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) ? n : undefined;
}

export function boolParam(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  return value.toLowerCase() === 'true' || value === '1';
}

/** 0 = oldest first / ascending, 1 = newest first / descending (the default). */
export const sortDirectionOf = (params: URLSearchParams): 0 | 1 => (params.get('sortDirection') === '0' ? 0 : 1);

/** Page size when the call gives none (the contract's default of the PageSize parameter). */
export const DEFAULT_PAGE_SIZE = 25;

/** One page of `items` as the API's `*Page` schemas: `page` from 1, `pageSize` 1–200. */
export function pageOf<T>(items: T[], params: URLSearchParams) {
  const page = Math.max(1, intParam(params.get('page')) ?? 1);
  const pageSize = Math.min(200, Math.max(1, intParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE));
  return { items: items.slice((page - 1) * pageSize, page * pageSize), totalCount: items.length, page, pageSize };
}

/** Text for case-insensitive search: lower case, without Polish diacritics. */
export const plain = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export const matchesSearch = (needle: string | null, ...haystack: (string | null | undefined)[]) =>
  !needle?.trim() || haystack.some((text) => plain(text).includes(plain(needle.trim())));

/** Compares for sorting: strings the Polish way, nulls last. */
export function compareValues(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'pl');
}

/** Records ordered by `createdAt` (0 oldest first, 1 newest first), ties by id. */
export const byCreatedAt =
  (direction: 0 | 1) =>
  <T extends { createdAt?: string; id?: number }>(a: T, b: T) => {
    const order = compareValues(a.createdAt, b.createdAt) || compareValues(a.id, b.id);
    return direction === 0 ? order : -order;
  };

/** The request body as JSON, or undefined when it has none or is not JSON. */
export const jsonBody = async <T>(request: Request): Promise<T | undefined> => {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/** A bare JSON value sent as the body (`"InProgress"`, `12`); plain text is taken as it is. */
export const bareBody = async (request: Request): Promise<unknown> => {
  const text = (await request.text()).trim();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

// ---------------------------------------------------------------- people, as other records show them

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

// ---------------------------------------------------------------- cases

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
