import type { Case, SatisfactionScore } from '@portal/sdk/model';
import * as mocks from '@portal/sdk/mocks/satisfaction-scores';
import type { DemoDb } from '@/mocks/db/db';
import { isClientOnly, rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, forbidden, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf, type Sortable } from '@/mocks/shared/lists';
import { findUser, userRefOf } from '@/mocks/shared/records';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/satisfaction-scores'));

/** The messages of the rules the contract cannot express (in the 400 answer's `errors`, under `caseId`). */
export const satisfactionRuleMessages = {
  notDone: 'Ocenić można tylko zakończoną sprawę.',
  alreadyRated: 'Ta sprawa ma już Twoją ocenę. Możesz ją zmienić.',
  notYourCase: 'Możesz ocenić tylko swoją sprawę.',
} as const;

/**
 * The cases whose scores the acting user sees: an administrator all; a client their own; an expert the cases
 * they lead (an expert owner also those of their employees); a manager the cases they manage (or lead the managers
 * of); a patron the cases of their clients. Anybody else none.
 */
function visibleCase(db: DemoDb, userId: number | undefined): (item: Case) => boolean {
  const roles = rolesOf(db, userId);
  if (userId === undefined || roles.includes('Admin')) return () => true;
  if (isClientOnly(roles)) return (item) => item.clientId === userId;
  const experts = new Set<number>();
  if (roles.includes('ExpertEmployee') || roles.includes('ExpertOwner')) experts.add(userId);
  if (roles.includes('ExpertOwner'))
    db.users.filter((u) => u.expertOwnerId === userId).forEach((u) => experts.add(u.id));
  const manages = roles.includes('Manager');
  const patronises = roles.includes('Patron');
  return (item) =>
    (item.expertId !== null && item.expertId !== undefined && experts.has(item.expertId)) ||
    (manages && (item.managers.some((m) => m.id === userId) || item.managerLeaderId === userId)) ||
    (patronises && findUser(db, item.clientId)?.patronId === userId);
}

const sortKeys: Record<string, (score: SatisfactionScore) => Sortable> = {
  createdat: (s) => s.createdAt,
  score: (s) => s.score,
  case: (s) => s.case?.name,
};

/**
 * The satisfaction scores (src/mocks/db/seed-satisfaction.ts): a client scores their own finished cases, once
 * per case, and changes their score later; the lists show each user the scores of the cases they see.
 */
export const satisfactionScoresHandlers = ({ db }: MockContext) => {
  const caseOf = (id: number) => db.cases.find((c) => c.id === id);
  const find = (id: string | readonly string[] | undefined) => {
    const score = db.satisfactionScores.find((s) => s.id === intParam(id));
    if (!score) throw notFound('Nie znaleziono oceny');
    return score;
  };
  const canSee = (request: Request, score: SatisfactionScore) => {
    const item = caseOf(score.caseId);
    return !!item && visibleCase(db, actingUserId(request))(item);
  };
  const visible = (request: Request, score: SatisfactionScore) => {
    if (!canSee(request, score)) throw forbidden();
    return score;
  };
  /** Only the client of the case writes its score (an administrator may correct one). */
  const assertWriter = (request: Request, item: { clientId?: number | null }) => {
    const userId = actingUserId(request);
    if (userId === undefined || rolesOf(db, userId).includes('Admin')) return;
    if (item.clientId !== userId) throw forbidden();
  };
  const answerFields = (input: Partial<SatisfactionScore>) => ({
    score: input.score!,
    expertScore: input.expertScore ?? null,
    managerScore: input.managerScore ?? null,
    recommendationScore: input.recommendationScore ?? null,
    comment: input.comment?.trim() || null,
  });

  return [
    mocks.getListSatisfactionScoresMockHandler(async ({ request }) => {
      const query = validQuery((await schemas()).ListSatisfactionScoresQueryParams, request);
      const sees = visibleCase(db, actingUserId(request));
      const found = db.satisfactionScores.filter((score) => {
        const item = caseOf(score.caseId);
        const day = score.createdAt?.slice(0, 10) ?? '';
        return (
          !!item &&
          sees(item) &&
          (query.clientId === undefined || score.clientId === query.clientId) &&
          (query.expertId === undefined || score.expertId === query.expertId) &&
          (!query.from || day >= query.from) &&
          (!query.to || day <= query.to) &&
          matchesSearch(
            query.search ?? null,
            score.case?.name,
            score.comment,
            score.client?.firstName,
            score.client?.lastName,
          )
        );
      });
      const key = sortKeys[(query.sortBy ?? '').toLowerCase()] ?? sortKeys.createdat;
      const sign = sortDirectionOf(new URL(request.url).searchParams) === 0 ? 1 : -1;
      found.sort((a, b) => sign * (compareValues(key(a), key(b)) || a.id - b.id));
      return pageOf(found, new URL(request.url).searchParams);
    }),

    mocks.getListSatisfactionScoresForCaseMockHandler(({ request, params }) => {
      const item = caseOf(intParam(params.caseId) ?? 0);
      if (!item) throw notFound('Nie znaleziono sprawy');
      if (!visibleCase(db, actingUserId(request))(item)) throw forbidden();
      return db.satisfactionScores
        .filter((s) => s.caseId === item.id)
        .sort((a, b) => compareValues(b.createdAt, a.createdAt) || b.id - a.id);
    }),

    mocks.getGetSatisfactionScoreMockHandler(({ request, params }) => visible(request, find(params.id))),

    mocks.getCreateSatisfactionScoreMockHandler(async ({ request }) => {
      const input = await validBody((await schemas()).CreateSatisfactionScoreBody, request);
      const item = caseOf(input.caseId);
      if (!item) throw badRequest({ caseId: ['Nie znaleziono sprawy.'] });
      assertWriter(request, item);
      if (item.status !== 'Done') throw badRequest({ caseId: [satisfactionRuleMessages.notDone] });
      if (db.satisfactionScores.some((s) => s.caseId === item.id))
        throw badRequest({ caseId: [satisfactionRuleMessages.alreadyRated] });
      const score: SatisfactionScore = {
        id: db.nextId('satisfactionScores'),
        caseId: item.id,
        case: { id: item.id, name: item.name },
        clientId: item.clientId,
        client: userRefOf(db, item.clientId),
        expertId: item.expertId ?? null,
        ...answerFields(input),
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      };
      db.satisfactionScores.push(score);
      db.save();
      return score;
    }),

    mocks.getUpdateSatisfactionScoreMockHandler(async ({ request, params }) => {
      const score = find(params.id);
      // the score's own client when its case is gone
      assertWriter(request, caseOf(score.caseId) ?? score);
      const input = await validBody((await schemas()).UpdateSatisfactionScoreBody, request);
      if (input.caseId !== score.caseId) throw badRequest({ caseId: ['Nie można przenieść oceny do innej sprawy.'] });
      Object.assign(score, answerFields(input), { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
      db.save();
      return score;
    }),

    mocks.getPatchSatisfactionScoreMockHandler(async ({ request, params }) => {
      const score = find(params.id);
      // the score's own client when its case is gone
      assertWriter(request, caseOf(score.caseId) ?? score);
      const input = await validBody((await schemas()).PatchSatisfactionScoreBody, request);
      Object.assign(score, input, 'comment' in input ? { comment: answerFields(input).comment } : {}, {
        updatedAt: nowIso(),
        updatedById: actingUserId(request) ?? null,
      });
      db.save();
      return score;
    }),

    mocks.getDeleteSatisfactionScoreMockHandler(({ request, params }) => {
      const score = find(params.id);
      // the score's own client when its case is gone
      assertWriter(request, caseOf(score.caseId) ?? score);
      db.satisfactionScores.splice(db.satisfactionScores.indexOf(score), 1);
      db.save();
    }),
  ];
};
