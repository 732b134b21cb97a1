import * as mocks from '@portal/sdk/mocks/leads';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { byCreatedAt } from '@/mocks/shared/lists';
import { userRefOf } from '@/mocks/shared/records';
import { intParam, searchParams } from '@/mocks/shared/request';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/leads'));

/**
 * Leads: a paged standard resource, filtered by the list's query (the demo keeps no lead sources or campaigns,
 * so a lead names none).
 */
export const leadsHandlers = ({ db }: MockContext) =>
  crud(db, 'leads', {
    resource: 'Lead',
    mocks,
    schemas,
    what: 'lead',
    audited: true,
    sort: byCreatedAt(1),
    filter: (lead, request) => {
      const query = searchParams(request);
      const is = (name: 'leadSourceId' | 'marketingCampaignId' | 'salesId') =>
        !query.has(name) || lead[name] === intParam(query.get(name));
      // `from` and `to` are days, both included
      const createdOn = (lead.createdAt ?? '').slice(0, 10);
      return (
        (!query.get('outcome') || lead.outcome === query.get('outcome')) &&
        (!query.get('source') || lead.source === query.get('source')) &&
        is('leadSourceId') &&
        is('marketingCampaignId') &&
        is('salesId') &&
        (!query.get('from') || createdOn >= query.get('from')!) &&
        (!query.get('to') || createdOn <= query.get('to')!)
      );
    },
    paged: {
      search: (lead) => [`${lead.firstName} ${lead.lastName}`, lead.email, lead.companyName, lead.phoneNumber],
      sortKeys: {
        lastname: (lead) => lead.lastName,
        createdat: (lead) => lead.createdAt,
        outcome: (lead) => lead.outcome,
      },
    },
    derive: (lead) => {
      const product = db.products.find((p) => p.id === lead.productId);
      return {
        outcome: lead.outcome ?? 'None',
        product: product ? { id: product.id, name: product.name } : null,
        sales: userRefOf(db, lead.salesId),
        client: userRefOf(db, lead.clientId),
        leadSource: null,
        marketingCampaign: null,
      };
    },
  });
