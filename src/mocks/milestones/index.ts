import * as mocks from '@portal/sdk/mocks/milestones';
import type { Milestone } from '@portal/sdk/model';
import type { MockContext } from '@/mocks/shared/context';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound, refused } from '@/mocks/shared/answers';
import { crud, usedBy } from '@/mocks/shared/crud';
import { intParam, nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/milestones'));

const cases = ['sprawę', 'sprawy', 'spraw'] as const;
const texts = {
  notOfProduct: 'To nie jest kamień milowy tego produktu.',
  twice: 'Ten kamień milowy jest na liście więcej niż raz.',
};

const byOrder = (a: Milestone, b: Milestone) => a.productId - b.productId || (a.order ?? 0) - (b.order ?? 0);

export const milestonesHandlers = ({ db }: MockContext) => {
  const reachedBy = (milestone: Milestone) =>
    db.cases.filter((c) => c.milestones?.some((m) => m.id === milestone.id)).length;
  // the cases that reached a milestone keep a copy of it
  const copyToCases = (milestone: Milestone) => {
    for (const item of db.cases)
      item.milestones = item.milestones?.map((m) => (m.id === milestone.id ? structuredClone(milestone) : m));
  };
  return [
    ...crud(db, 'milestones', {
      resource: 'Milestone',
      mocks,
      schemas,
      what: 'kamień milowy',
      audited: true,
      filter: (milestone, request) => {
        const productId = intParam(searchParams(request).get('productId'));
        return productId === undefined || milestone.productId === productId;
      },
      sort: byOrder,
      onWrite: copyToCases,
    }),
    /**
     * The product's milestones become the list sent, in its order (numbered from 0): an item with an id changes that
     * milestone of the product, one without an id adds one, and the product's milestones left out are removed,
     * unless a case has reached one (400 naming it).
     */
    mocks.getCreateOrUpdateMilestonesForProductMockHandler(async ({ request, params }) => {
      const productId = intParam(params.productId);
      if (!db.products.some((p) => p.id === productId)) throw notFound('Nie znaleziono: produkt');
      const current = db.milestones.filter((m) => m.productId === productId);
      const items = await validBody((await schemas()).CreateOrUpdateMilestonesForProductBody, request, (list) =>
        Object.fromEntries(
          list.map((item, index) => [
            `[${index}].id`,
            item.id == null
              ? undefined
              : !current.some((m) => m.id === item.id)
                ? [texts.notOfProduct]
                : list.findIndex((i) => i.id === item.id) < index
                  ? [texts.twice]
                  : undefined,
          ]),
        ),
      );
      const kept = new Set(items.map((item) => item.id));
      for (const removed of current.filter((m) => !kept.has(m.id))) {
        const refusal = usedBy(`kamienia milowego „${removed.name}”`, [[reachedBy(removed), cases]]);
        if (refusal) throw refused(refusal);
      }

      const by = actingUserId(request) ?? null;
      const ordered = items
        .map((item, index) => ({ item, index }))
        .sort((a, b) => a.item.order - b.item.order || a.index - b.index);
      const saved = ordered.map(({ item }, order): Milestone => {
        const stored = current.find((m) => m.id === item.id);
        const values = {
          name: item.name,
          order,
          ...(item.description !== undefined && { description: item.description }),
        };
        return stored
          ? Object.assign(stored, values, { updatedAt: nowIso(), updatedById: by })
          : {
              id: db.nextId('milestones'),
              productId: productId!,
              description: null,
              ...values,
              createdAt: nowIso(),
              createdById: by,
            };
      });
      const others = db.milestones.filter((m) => m.productId !== productId);
      db.milestones.splice(0, db.milestones.length, ...others, ...saved);
      saved.forEach(copyToCases);
      db.save();
      return structuredClone(saved);
    }),
  ];
};
