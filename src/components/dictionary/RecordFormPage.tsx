import { Paper, Stack } from '@mantine/core';
import type { QueryKey, UseMutationResult, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import type { z } from 'zod';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { useLeaveOnceSaved } from '@/components/UnsavedChangesGuard';
import type { DictionaryRecord } from './RecordDictionary';
import { useEditRecord } from '@/lib/edit-record';
import { finished } from '@/lib/one-at-a-time';
import type { DictionaryField } from './fields';
import { RecordForm } from './RecordForm';
import type { DictionaryTexts } from './texts';

type Body = Record<string, unknown>;

export interface RecordFormPageProps<B> {
  fields: readonly DictionaryField[];
  schema: z.ZodType;
  /**
   * The record to edit, read fresh by the route (`useEditRecord`; key this page on its `version`), or none for a
   * new one.
   */
  record?: DictionaryRecord;
  /** The feature's create or update mutation (refreshing the dictionary's queries). */
  save: UseMutationResult<unknown, unknown, { id: number; data: B }> | UseMutationResult<unknown, unknown, { data: B }>;
  /** Where saving or cancelling leads: the dictionary's list. */
  back: NavigateOptions;
  /** How the saved record is named in the notice. */
  nameOf: (body: Body) => string;
  texts: Pick<DictionaryTexts, 'created' | 'saved'>;
  /** Beside the page's heading: where else the record is edited (a product's milestones). */
  actions?: ReactNode;
}

/** A dictionary record with many fields, created or edited on a page of its own. */
export function RecordFormPage<B>({
  fields,
  schema,
  record,
  save,
  back,
  nameOf,
  texts,
  actions,
}: RecordFormPageProps<B>) {
  const navigate = useNavigate();
  const { saved, markSaved } = useLeaveOnceSaved(() => void navigate(back));
  const mutation = save as UseMutationResult<unknown, unknown, { id?: number; data: Body }>;
  const send = (data: Body) =>
    mutation
      .mutateAsync(record ? { id: record.id, data } : { data }, {
        onSuccess: () => {
          notifySaved(nameOf(data), record ? texts.saved : texts.created);
          markSaved();
        },
      })
      .then(() => finished);
  return (
    <Stack gap="md">
      <PageHeader actions={actions} />
      <Paper withBorder radius="md" p="md" maw={720}>
        <RecordForm
          fields={fields}
          record={record as Body | undefined}
          schema={schema}
          onSave={send}
          pending={mutation.isPending}
          error={mutation.error}
          onCancel={() => void navigate(back)}
          guard={!saved}
        />
      </Paper>
    </Stack>
  );
}

export interface RecordEditPageProps<T extends DictionaryRecord, B, E = unknown> extends Omit<
  RecordFormPageProps<B>,
  'record' | 'actions'
> {
  /** The record's query options, as the route's loader fetched them fresh (`fetchRouteData`). */
  query: UseQueryOptions<T, E, T, QueryKey>;
  /** "Nie znaleziono produktu". */
  notFoundText: string;
  actions?: (record: T) => ReactNode;
}

/** A record's edit page: its form over the record as the server has it now, started again when it changes. */
export function RecordEditPage<T extends DictionaryRecord, B, E = unknown>({
  query,
  notFoundText,
  actions,
  ...page
}: RecordEditPageProps<T, B, E>) {
  const record = useEditRecord(query);
  return (
    <QueryState query={record} notFoundText={notFoundText}>
      {record.data && (
        <RecordFormPage key={record.version} {...page} record={record.data} actions={actions?.(record.data)} />
      )}
    </QueryState>
  );
}
