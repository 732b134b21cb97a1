import { Group, Stack, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { linkOptions, type NavigateOptions } from '@tanstack/react-router';
import { useId } from 'react';
import { CaseStatusTag } from '@/components/cases/CaseStatusTag';
import { AnchorLink } from '@/components/links';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { caseStatusLabel } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { inOrganisationContext } from '@/lib/org/organisation';
import { expertsTexts } from './texts';

const texts = expertsTexts.contacts;
const headers = expertsTexts.profile.columns;

/** Who looks at the contact screens: a client (their own cases) or a patron (their clients' cases). */
export type ContactViewer = 'client' | 'patron';

/** A shared case's page, in the viewer's case routes. */
export const sharedCaseLink = (viewer: ContactViewer, item: Pick<Case, 'id' | 'clientId'>) =>
  viewer === 'client'
    ? linkOptions({ to: '/yourCases/$id', params: { id: item.id } })
    : linkOptions({ to: '/patronClients/$clientId/cases/$id', params: { clientId: item.clientId, id: item.id } });

/** The cases grouped by client (a patron's view), the clients by name. */
const byClient = (cases: readonly Case[]) => {
  const groups = new Map<number, Case[]>();
  for (const item of cases) groups.set(item.clientId, [...(groups.get(item.clientId) ?? []), item]);
  return [...groups.values()].sort((a, b) =>
    fullName(a[0].client).localeCompare(fullName(b[0].client), 'pl', { sensitivity: 'base' }),
  );
};

function CaseLinks({ viewer, cases, label }: { viewer: ContactViewer; cases: readonly Case[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {cases.map((item) => (
        <Group component="li" key={item.id} gap={6} wrap="nowrap" align="flex-start">
          <AnchorLink {...sharedCaseLink(viewer, item)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </AnchorLink>
          <CaseStatusTag status={item.status} size="xs" />
        </Group>
      ))}
    </Stack>
  );
}

/** A card's short list of the cases shared with the expert: links, a patron's grouped under each client. */
export function SharedCaseLinks({ viewer, cases }: { viewer: ContactViewer; cases: readonly Case[] }) {
  const heading = useId();
  return (
    <Stack gap={6} mt="xs" role="group" aria-labelledby={heading}>
      <Text id={heading} size="sm" fw={600}>
        {texts.sharedCases}
      </Text>
      {cases.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noSharedCases}
        </Text>
      ) : viewer === 'client' ? (
        <CaseLinks viewer={viewer} cases={cases} label={texts.sharedCases} />
      ) : (
        byClient(cases).map((group) => {
          const client = texts.clientCases(fullName(group[0].client));
          return (
            <Stack key={group[0].clientId} gap={2}>
              <Text size="xs" c="dimmed">
                {client}
              </Text>
              <CaseLinks viewer={viewer} cases={group} label={client} />
            </Stack>
          );
        })
      )}
    </Stack>
  );
}

/** Cases as a table: name (a link to `link`), the client when asked, status and date. */
export function CasesTable({
  cases,
  label,
  link,
  showClient,
}: {
  cases: readonly Case[];
  label: string;
  link: (item: Case) => NavigateOptions;
  showClient: boolean;
}) {
  const columns: (ListColumn<Case> | false)[] = [
    { key: 'name', header: headers.name, value: (item) => item.name, link, minWidth: 220 },
    showClient && { key: 'client', header: headers.client, value: (item) => fullName(item.client) },
    {
      key: 'status',
      header: headers.status,
      value: (item) => caseStatusLabel(item.status, inOrganisationContext()),
      cell: (item) => <CaseStatusTag status={item.status} />,
      line: (item) => <CaseStatusTag status={item.status} size="sm" />,
    },
    {
      key: 'createdAt',
      header: headers.createdAt,
      nowrap: true,
      phone: 'hide',
      value: (item) => item.createdAt && formatDate(item.createdAt),
    },
  ];
  return <ListTable label={label} rows={cases} rowKey={(item) => item.id} columns={columns} minWidth={600} />;
}
