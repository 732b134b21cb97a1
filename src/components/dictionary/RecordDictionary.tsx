import { Button, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { NavigateOptions } from '@tanstack/react-router';
import type { z } from 'zod';
import { ButtonLink } from '@/components/links';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import type { RowActionsOf } from '@/components/lists/RowActions';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { PageHeader } from '@/components/shell/PageHeader';
import { useDialogTarget } from '@/components/use-dialog-target';
import { finished } from '@/lib/one-at-a-time';
import { cellText, type DictionaryField } from './fields';
import { RecordForm } from './RecordForm';
import { dictionaryTexts, type DictionaryTexts } from './texts';

export interface DictionaryRecord {
  id: number;
}

type Body = Record<string, unknown>;

export interface RecordDictionaryProps<T extends DictionaryRecord, B, U = B> {
  list: UseQueryResult<T[]>;
  fields: readonly DictionaryField<keyof T & string>[];
  /** The record's name in buttons, confirmations and notices; it also orders the list. */
  nameOf?: (record: T) => string;
  /** Edited in a dialog (needs create, update and the contract's body schema) … */
  create?: UseMutationResult<unknown, unknown, { data: B }>;
  /** A PUT, or a merge-patch (its body `U`, every field optional) that leaves the fields not shown as they are. */
  update?: UseMutationResult<unknown, unknown, { id: number; data: U }>;
  schema?: z.ZodType;
  /** … or, where a record has many fields, on pages of its own (RecordFormPage). */
  pages?: { create: NavigateOptions; edit: (record: T) => NavigateOptions };
  remove: UseMutationResult<unknown, unknown, { id: number }>;
  /** A row's actions besides edit and delete, as icon buttons ("Kamienie milowe: Pełna księgowość"). */
  buttons?: RowActionsOf<T>['buttons'];
  /** Columns after those of the fields (a field may leave its own out: `column: false`): a count, a tag, a link. */
  columns?: readonly ListColumn<T>[];
  texts: DictionaryTexts;
}

const byName =
  <T,>(nameOf: (record: T) => string) =>
  (a: T, b: T) =>
    nameOf(a).localeCompare(nameOf(b), 'pl');
const defaultName = (record: DictionaryRecord) => String((record as { name?: unknown }).name ?? record.id);

/**
 * A dictionary of records described by their fields (professions, products, departments …): the list by name with
 * a column per field, add and edit in a dialog (or on pages), validated by the contract, delete after confirmation.
 * The mutations come from the feature's api.ts and refresh what they change.
 */
export function RecordDictionary<T extends DictionaryRecord, B = Body, U = B>({
  list,
  fields,
  nameOf = defaultName,
  create,
  update,
  schema,
  pages,
  remove,
  buttons,
  columns: extraColumns = [],
  texts,
}: RecordDictionaryProps<T, B, U>) {
  const dialog = useDialogTarget<T>();
  const items = [...(list.data ?? [])].sort(byName(nameOf));
  const columns: ListColumn<T>[] = [
    ...fields
      .filter((field) => field.column !== false)
      .map((field) => ({
        key: field.key,
        header: field.label,
        value: (record: T) => cellText(field, record as Record<string, unknown>),
        ...(field.keyColumn && { phone: 'key' as const }),
      })),
    ...extraColumns,
  ];
  const addButton = pages ? (
    <ButtonLink
      {...(pages.create as object)}
      to={pages.create.to as never}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {texts.add}
    </ButtonLink>
  ) : (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
      {texts.add}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader actions={addButton} />
      <MutationError error={remove.error} />
      <ListResults
        query={list}
        count={texts.count ?? dictionaryTexts.count}
        empty={texts.empty}
        emptyAction={addButton}
      >
        {() => (
          <ListTable
            label={texts.list}
            rows={items}
            rowKey={(record) => record.id}
            columns={columns}
            striped
            highlightOnHover
            actions={{
              name: nameOf,
              buttons,
              edit: (record) => (pages ? pages.edit(record) : () => dialog.open(record)),
              remove: (record) => ({
                title: texts.deleteTitle,
                message: texts.deleteConfirm(nameOf(record)),
                onConfirm: () =>
                  remove.mutate({ id: record.id }, { onSuccess: () => notifySaved(nameOf(record), texts.deleted) }),
              }),
            }}
          />
        )}
      </ListResults>
      {!pages && create && update && schema && (
        <RecordDialog
          opened={dialog.opened}
          opening={dialog.opening}
          record={dialog.target}
          fields={fields}
          schema={schema}
          nameOf={nameOf}
          save={(dialog.target ? update : create) as RecordDialogProps<T>['save']}
          texts={texts}
          onClose={dialog.close}
        />
      )}
    </Stack>
  );
}

interface RecordDialogProps<T extends DictionaryRecord> {
  opened: boolean;
  /** The dialog's openings: each starts a new form. */
  opening: number;
  record: T | null;
  fields: readonly DictionaryField[];
  schema: z.ZodType;
  nameOf: (record: T) => string;
  save:
    | UseMutationResult<unknown, unknown, { id: number; data: never }>
    | UseMutationResult<unknown, unknown, { data: never }>;
  texts: DictionaryTexts;
  onClose: () => void;
}

/** Add or edit in a dialog; a refused save keeps it open with what was typed. */
function RecordDialog<T extends DictionaryRecord>({
  opened,
  opening,
  record,
  fields,
  schema,
  nameOf,
  save,
  texts,
  onClose,
}: RecordDialogProps<T>) {
  // a failure of the last opening is not shown at the next
  const close = () => {
    save.reset();
    onClose();
  };
  const send = (data: Body) => {
    const done = {
      onSuccess: () => {
        notifySaved(nameOf({ id: record?.id ?? 0, ...record, ...data } as T), record ? texts.saved : texts.created);
        close();
      },
    };
    const saved = record
      ? (save as UseMutationResult<unknown, unknown, { id: number; data: Body }>).mutateAsync(
          { id: record.id, data },
          done,
        )
      : (save as UseMutationResult<unknown, unknown, { data: Body }>).mutateAsync({ data }, done);
    return saved.then(() => finished);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={record ? texts.editTitle : texts.add}
      closeOnClickOutside={!save.isPending}
    >
      <RecordForm
        key={opening}
        fields={fields}
        record={(record ?? undefined) as Body | undefined}
        schema={schema}
        onSave={send}
        pending={save.isPending}
        error={save.error}
        onCancel={close}
      />
    </Modal>
  );
}
