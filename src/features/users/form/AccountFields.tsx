import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { clientSizeLabels } from '@/copy/case-labels';
import { fullName } from '@/copy/people';
import { capitalise, roleLabels } from '@/copy/roles';
import { departmentsQuery, managerTitlesQuery, patronsQuery } from './api';
import { roleOptions } from './role-slugs';
import { userFormTexts } from './texts';
import { showsClientFields, showsTitle, type UserFormValues } from './user-form';

const fields = userFormTexts.fields;
const hints = userFormTexts.hints;
const roleLabel = (role: keyof typeof roleLabels) => capitalise(roleLabels[role]);
const options = <T extends { id: number }>(items: readonly T[] | undefined, label: (item: T) => string) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: label(item) }));

type UserForm = UseFormReturnType<UserFormValues>;

/**
 * The user's roles (picked by the administrator, or fixed: shown, with why), and what the administrator gives
 * with them: a manager's title, the departments, a client's patron and size.
 */
export function AccountFields({
  form,
  admin,
  locked,
  note,
}: {
  form: UserForm;
  admin: boolean;
  locked: boolean;
  note?: string;
}) {
  return (
    <Stack gap="md">
      {locked ? (
        <TextInput
          label={fields.roles}
          description={note ?? hints.lockedRoles}
          value={form.values.roles.map(roleLabel).join(', ')}
          readOnly
        />
      ) : (
        <MultiSelect
          label={fields.roles}
          description={hints.roles}
          placeholder={hints.pickRoles}
          withAsterisk
          data={roleOptions()}
          {...form.getInputProps('roles')}
        />
      )}
      {admin && <StaffGivenFields form={form} />}
    </Stack>
  );
}

function StaffGivenFields({ form }: { form: UserForm }) {
  const titles = useQuery(managerTitlesQuery());
  const departments = useQuery(departmentsQuery());
  const patrons = useQuery(patronsQuery());
  const { roles } = form.values;
  // a list to pick from, searched by typing
  const picker = (name: 'managerTitleId' | 'departmentIds' | 'patronId') => ({
    searchable: true,
    clearable: true,
    nothingFoundMessage: hints.nothingFound,
    ...form.getInputProps(name),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {showsTitle(roles) && (
        <Select
          label={fields.managerTitleId}
          placeholder={hints.pickTitle}
          data={options(titles.data, (title) => title.name)}
          {...picker('managerTitleId')}
        />
      )}
      <MultiSelect
        label={fields.departmentIds}
        placeholder={hints.pickDepartments}
        data={options(departments.data, (department) => department.name)}
        {...picker('departmentIds')}
      />
      {showsClientFields(roles) && (
        <>
          <Select
            label={fields.patronId}
            placeholder={hints.pickPatron}
            data={options(patrons.data, fullName)}
            {...picker('patronId')}
          />
          <Select
            label={fields.clientSize}
            placeholder={hints.pickClientSize}
            data={Object.entries(clientSizeLabels).map(([value, label]) => ({ value, label }))}
            clearable
            {...form.getInputProps('clientSize')}
          />
        </>
      )}
    </SimpleGrid>
  );
}
