import { Badge, Group } from '@mantine/core';
import type { Organisation, OrganisationInput } from '@portal/sdk/model';
import { CreateOrganisationBody } from '@portal/sdk/zod/organisations';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RecordDictionary } from '@/components/dictionary/RecordDictionary';
import { AnchorLink } from '@/components/links';
import { resolveOrganisationId, switchOrganisation, WHITE_LABEL_ORGANISATION_ID } from '@/lib/org/organisation';
import { organisationsQuery, useCreateOrganisation, useDeleteOrganisation, usePatchOrganisation } from './api';
import { organisationColumns as columns, organisationTexts, switchTexts } from './texts';

/** Its name, leading to its members, with the white-label mark and whether the portal works in it now. */
function OrganisationName({ organisation, current }: { organisation: Organisation; current: boolean }) {
  return (
    <Group gap={6}>
      <AnchorLink to="/organisations/$organisationId/users" params={{ organisationId: organisation.id }}>
        {organisation.name}
      </AnchorLink>
      {organisation.id === WHITE_LABEL_ORGANISATION_ID && (
        <Badge variant="light" color="teal" tt="none">
          {columns.whiteLabel}
        </Badge>
      )}
      {current && (
        <Badge variant="outline" color="gray" tt="none">
          {columns.current}
        </Badge>
      )}
    </Group>
  );
}

/**
 * `/organisations` (administrators): every organisation with its number of members; add and edit in a dialog,
 * delete after confirmation (the server refuses one that still has members or cases, and says so), switch the
 * portal to one (spec 000 section 9: the id is stored and the main page loads again), its members from its name.
 */
export function OrganisationsScreen() {
  const current = resolveOrganisationId();
  return (
    <RecordDictionary<Organisation, OrganisationInput>
      list={useQuery(organisationsQuery())}
      fields={[
        { kind: 'text', key: 'name', label: columns.name, required: true, column: false, maxLength: 200 },
        { kind: 'text', key: 'nip', label: columns.nip, description: columns.nipHint, column: false, maxLength: 10 },
      ]}
      columns={[
        {
          key: 'name',
          header: columns.name,
          value: (organisation) => organisation.name,
          cell: (organisation) => (
            <OrganisationName organisation={organisation} current={organisation.id === current} />
          ),
        },
        { key: 'nip', header: columns.nip, value: (organisation) => organisation.nip, phone: 'hide', nowrap: true },
        {
          key: 'members',
          header: columns.members,
          value: (organisation) => organisation.userCount ?? 0,
          align: 'right',
          phone: 'labelled',
        },
      ]}
      buttons={(organisation) => [
        {
          label: switchTexts.label,
          icon: <IconSwitchHorizontal size={16} aria-hidden />,
          run: () => switchOrganisation(organisation.id),
          disabled: organisation.id === current,
          hint: organisation.id === current ? switchTexts.current : switchTexts.label,
        },
      ]}
      create={useCreateOrganisation()}
      update={usePatchOrganisation()}
      remove={useDeleteOrganisation()}
      schema={CreateOrganisationBody}
      texts={organisationTexts}
    />
  );
}
