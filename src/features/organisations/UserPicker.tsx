import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ApplicationUser } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fullName } from '@/copy/people';
import { userSearchQuery } from './api';
import { memberTexts as texts } from './texts';

export interface UserPickerProps {
  /** Users who are members already: they are not offered. */
  members: ReadonlySet<number>;
  value: number | null;
  onChange: (userId: number | null) => void;
  error?: string;
}

/**
 * A user to add to an organisation, found by what is typed (name or e-mail, searched by the server a moment after
 * typing stops). Members already, and deactivated accounts, are not offered.
 */
export function UserPicker({ members, value, onChange, error }: UserPickerProps) {
  const [search, setSearch] = useState('');
  const [sent] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<ApplicationUser | null>(null);
  const found = useQuery(userSearchQuery(sent));
  const offered = (found.data?.items ?? []).filter((user) => !members.has(user.id) && !user.isDeleted);
  // the chosen one stays among the options whatever is searched next, so the field keeps showing it
  const users = picked && !offered.some((user) => user.id === picked.id) ? [picked, ...offered] : offered;
  const searching = found.isFetching || sent !== search;
  return (
    <Select<number>
      label={texts.fields.user}
      description={texts.fields.userHint}
      placeholder={texts.fields.userPlaceholder}
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
      nothingFoundMessage={searching ? texts.searching : texts.nothingFound}
      rightSection={searching ? <Loader size="xs" aria-hidden /> : undefined}
      value={value}
      onChange={(userId) => {
        setPicked(users.find((user) => user.id === userId) ?? null);
        onChange(userId);
      }}
      error={error}
    />
  );
}
