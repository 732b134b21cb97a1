import { Select } from '@mantine/core';
import { useListOrganisationsOfContextUser } from '@portal/sdk';
import { resolveOrganisationId, switchOrganisation } from '@/lib/org/organisation';
import { shellTexts } from './texts';

/**
 * Shown only when the user has more than one organisation; switching stores the id and reloads the root page.
 * Organisation 0 (none chosen: the user's own roles) is a choice of its own, so the current one always shows.
 * With `label` (the phone's menu) the label is visible; in the header it is the field's name only.
 */
export function OrganisationSelect({ label }: { label?: string }) {
  const { data: organisations = [] } = useListOrganisationsOfContextUser();
  if (organisations.length < 2) return null;
  return (
    <Select
      label={label}
      aria-label={label ? undefined : shellTexts.header.organisation}
      size={label ? 'sm' : 'xs'}
      w={label ? undefined : 200}
      allowDeselect={false}
      value={String(resolveOrganisationId())}
      data={[
        { value: '0', label: shellTexts.header.noOrganisation },
        ...organisations.filter((org) => org.id !== 0).map((org) => ({ value: String(org.id), label: org.name })),
      ]}
      onChange={(value) => value !== null && switchOrganisation(Number(value))}
    />
  );
}
