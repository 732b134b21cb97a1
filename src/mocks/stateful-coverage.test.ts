import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import contract from '@portal/sdk/openapi.json';
import { createDb } from './db/db';
import { statefulHandlers } from './handlers';

// The back office's screens (people and administration, CRM and sales) are served from the demo's records: every
// operation of their API tags has a stateful handler, so none of them reaches the faker fallback.
const TAGS = [
  'users',
  'organisations',
  'departments',
  'products',
  'milestones',
  'subscription-definitions',
  'accounting-types',
  'manager-titles',
  'leads',
  'marketing-campaigns',
  'manager-reports',
  'chatbot',
  'regon',
];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = { tags?: string[]; operationId?: string };

/** `/api/Department/{id}` as MSW writes it: `*\/api/Department/:id`. */
const mswPath = (path: string) => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the demo backend of the back office', () => {
  it('answers every operation of their tags from its records, not from faker', () => {
    const served = new Set(
      statefulHandlers(createDb(null)).map((handler) => {
        const { method, path } = (handler as HttpHandler).info;
        return `${String(method).toUpperCase()} ${String(path)}`;
      }),
    );
    const paths = contract.paths as unknown as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    const missing = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]?.tags?.some((tag) => TAGS.includes(tag)))
        .filter((method) => !served.has(`${method.toUpperCase()} ${mswPath(path)}`))
        .map((method) => `${item[method]!.operationId} (${method.toUpperCase()} ${path})`),
    );
    expect(missing).toEqual([]);
  });
});
