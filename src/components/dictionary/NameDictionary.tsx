import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySaved } from '@/components/notify-saved';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useDialogTarget } from '@/components/use-dialog-target';
import type { z } from 'zod';
import { contractValidation } from '@/lib/validation';
import { confirmAction } from '@/components/confirm';
import { MutationError } from '@/components/MutationError';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { dictionaryTexts, type DictionaryTexts } from './texts';
import { FormActions } from '@/components/FormActions';

export interface Named {
  id: number;
  name: string;
}
type NameBody = { name: string };

export interface NameDictionaryProps {
  list: UseQueryResult<Named[]>;
  create: UseMutationResult<unknown, unknown, { data: NameBody }>;
  update: UseMutationResult<unknown, unknown, { id: number; data: NameBody }>;
  remove: UseMutationResult<unknown, unknown, { id: number }>;
  /** The contract's create/PUT body (its rules validate the form). */
  schema: z.ZodType;
  texts: DictionaryTexts;
}

/**
 * A dictionary of named records (professions, manager titles …): the list by name, add and rename in a dialog
 * validated by the contract, delete after confirmation. The mutations refresh the list (the feature's api.ts).
 */
export function NameDictionary({ list, create, update, remove, schema, texts }: NameDictionaryProps) {
  const { title } = usePageTrail();
  const dialog = useDialogTarget<Named>();
  const items = [...(list.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pl'));

  const confirmDelete = (item: Named) =>
    confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteConfirm(item.name),
      destructive: true,
      onConfirm: () => remove.mutate({ id: item.id }, { onSuccess: () => notifySaved(item.name, texts.deleted) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
          {texts.add}
        </Button>
      </Group>
      <MutationError error={remove.error} />
      <QueryState query={list}>
        {items.length === 0 ? (
          <Text c="dimmed" role="status">
            {texts.empty}
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {dictionaryTexts.count(items.length)}
            </Text>
            <Table striped highlightOnHover aria-label={texts.list}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{dictionaryTexts.name}</Table.Th>
                  <Table.Th w={120}>{dictionaryTexts.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={dictionaryTexts.edit(item.name)}
                          onClick={() => dialog.open(item)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={dictionaryTexts.remove(item.name)}
                          onClick={() => confirmDelete(item)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </QueryState>
      <NameDialog
        opened={dialog.opened}
        opening={dialog.opening}
        item={dialog.target}
        save={dialog.target ? update : create}
        schema={schema}
        texts={texts}
        onClose={dialog.close}
      />
    </Stack>
  );
}

interface NameDialogProps {
  item: Named | null;
  save: NameDictionaryProps['create'] | NameDictionaryProps['update'];
  schema: z.ZodType;
  texts: DictionaryTexts;
  onClose: () => void;
}

/** Add or rename; a refused save keeps the dialog open with what was typed. */
function NameDialog({
  opened,
  opening,
  item,
  save,
  schema,
  texts,
  onClose,
}: NameDialogProps & { opened: boolean; opening: number }) {
  // a failure of the last opening is not shown at the next
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={item ? texts.editTitle : texts.add}
      closeOnClickOutside={!save.isPending}
    >
      <NameForm key={opening} item={item} save={save} schema={schema} texts={texts} onClose={close} />
    </Modal>
  );
}

/** The dialog's form, new at each opening. */
function NameForm({ item, save, schema, texts, onClose }: NameDialogProps) {
  const form = useForm<NameBody>({ initialValues: { name: item?.name ?? '' }, validate: contractValidation(schema) });
  const submit = form.onSubmit(({ name }) => {
    const data = { name: name.trim() };
    const done = {
      onSuccess: () => {
        notifySaved(data.name, item ? texts.saved : texts.created);
        onClose();
      },
    };
    if (item) (save as NameDictionaryProps['update']).mutate({ id: item.id, data }, done);
    else (save as NameDictionaryProps['create']).mutate({ data }, done);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={dictionaryTexts.name} required data-autofocus {...form.getInputProps('name')} />
        <MutationError error={save.error} />
        <FormActions onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}
