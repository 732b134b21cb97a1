import type { Case } from '@portal/sdk/model';
import { CaseStatusTag } from '@/components/cases/CaseStatusTag';
import { staffCaseLink } from '@/components/lists/case-link';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable } from '@/components/lists/ListTable';
import { caseStatusLabel } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import { useEveryPage } from '@/lib/every-page';
import { clientCasesPage } from './api';
import { crmTexts } from './texts';

const texts = crmTexts.cases;

/**
 * "Sprawy": the client's cases, newest first, each leading to its page: every case for an administrator, a manager's
 * own (the cases they look after).
 */
export function ClientCasesTab({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const cases = useEveryPage<Case>(clientCasesPage(isAdmin, clientId));
  return (
    <ListResults query={cases} count={texts.count} empty={isAdmin ? texts.empty : texts.emptyManager}>
      {(items) => (
        <ListTable
          label={texts.table}
          minWidth={0}
          rows={items}
          rowKey={(item) => item.id}
          columns={[
            {
              key: 'name',
              header: texts.columns.name,
              value: (item) => item.name,
              link: (item) => staffCaseLink(item.id, isAdmin),
            },
            { key: 'product', header: texts.columns.product, value: (item) => item.product?.name },
            {
              key: 'status',
              header: texts.columns.status,
              value: (item) => caseStatusLabel(item.status),
              cell: (item) => <CaseStatusTag status={item.status} />,
            },
            {
              key: 'createdAt',
              header: texts.columns.createdAt,
              nowrap: true,
              value: (item) => item.createdAt && formatDate(item.createdAt),
            },
          ]}
        />
      )}
    </ListResults>
  );
}
