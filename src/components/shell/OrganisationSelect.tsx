import { Select } from '@mantine/core';
import { useListOrganisationsOfContextUser } from '@portal/sdk';
import { resolveOrganisationId, storeOrganisationId } from '../../lib/org/organisation';
import { shellTexts } from './texts';

/** Shown only when the user has more than one organisation; switching stores the id and reloads the root page. */
export function OrganisationSelect() {
  const { data: organisations = [] } = useListOrganisationsOfContextUser();
  if (organisations.length < 2) return null;
  return (
    <Select
      aria-label={shellTexts.header.organisation}
      size="xs"
      w={200}
      allowDeselect={false}
      value={String(resolveOrganisationId())}
      data={organisations.map((org) => ({ value: String(org.id), label: org.name }))}
      onChange={(value) => {
        if (value === null) return;
        storeOrganisationId(Number(value));
        window.location.assign('/');
      }}
    />
  );
}
