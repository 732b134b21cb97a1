import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ApplicationUser, ApplicationUserPage } from '@portal/sdk/model';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { fullName } from '@/copy/people';
import { userPickerTexts } from './texts';

export interface UserPickerProps<E = unknown> {
  /** The server's search for what was typed (the first page of matches). */
  query: (search: string) => UseQueryOptions<ApplicationUserPage, E, ApplicationUserPage, QueryKey>;
  /** Users not to offer, by id (deactivated accounts never are). */
  excluded?: ReadonlySet<number>;
  label: string;
  description: string;
  placeholder: string;
  nothingFound: string;
  value: number | null;
  onChange: (user: ApplicationUser | null) => void;
  error?: string;
}

/**
 * A user found by what is typed (searched by the server a moment after typing stops), shown by name with their
 * e-mail under it; deactivated accounts, and those excluded, are not offered.
 */
export function UserPicker<E = unknown>({
  query,
  excluded,
  label,
  description,
  placeholder,
  nothingFound,
  value,
  onChange,
  error,
}: UserPickerProps<E>) {
  const [search, setSearch] = useState('');
  const [sent] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<ApplicationUser | null>(null);
  const found = useQuery(query(sent));
  const offered = (found.data?.items ?? []).filter((user) => !excluded?.has(user.id) && !user.isDeleted);
  // the chosen one stays among the options whatever is searched next, so the field keeps showing it
  const users = picked && !offered.some((user) => user.id === picked.id) ? [picked, ...offered] : offered;
  const searching = found.isFetching || sent !== search;
  return (
    <Select<number>
      label={label}
      description={description}
      placeholder={placeholder}
      withAsterisk
      searchable
      clearable
      data-autofocus
      searchValue={search}
      onSearchChange={setSearch}
      // the server has searched: every option it found is shown
      filter={({ options }) => options}
      data={users.map((user) => ({ value: user.id, label: fullName(user) }))}
      renderOption={({ option }) => {
        const user = users.find((u) => u.id === option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {user?.email && (
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            )}
          </Stack>
        );
      }}
      nothingFoundMessage={searching ? userPickerTexts.searching : nothingFound}
      rightSection={searching ? <Loader size="xs" aria-hidden /> : undefined}
      value={value}
      onChange={(userId) => {
        const user = users.find((u) => u.id === userId) ?? null;
        setPicked(user);
        onChange(user);
      }}
      error={error}
    />
  );
}
