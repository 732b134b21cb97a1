import { ActionIcon, Group, Paper, Stack, Text, TextInput, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { Milestone } from '@portal/sdk/model';
import { CreateOrUpdateMilestonesForProductBody } from '@portal/sdk/zod/milestones';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { FormActions } from '@/components/FormActions';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { UnsavedChangesGuard, useLeaveOnceSaved } from '@/components/UnsavedChangesGuard';
import { useEditRecord } from '@/lib/edit-record';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { contractValidation } from '@/lib/validation';
import { milestonesQuery, productQuery, useSaveMilestones } from './api';
import { milestoneTexts as texts } from './texts';

interface Item {
  /** Stable across moves (a new milestone has no id yet). */
  key: string;
  id: number | null;
  name: string;
  description?: string | null;
}
interface Values {
  milestones: Item[];
}

const elementId = (key: string, part: 'name' | 'up' | 'down' | 'remove') => `milestone-${key}-${part}`;
const ADD_ID = 'milestone-add';
const bodyOf = ({ milestones }: Values) =>
  milestones.map(({ id, name, description }, order) => ({ id, name: name.trim(), description, order }));
const validate = contractValidation<Values>(
  z.object({ milestones: CreateOrUpdateMilestonesForProductBody }),
  (values) => ({
    milestones: bodyOf(values),
  }),
);

/** `/milestones/{id}/edit`: the milestones of product {id}, in order, saved as one list. */
export function MilestonesScreen({ productId }: { productId: number }) {
  const product = useQuery(productQuery(productId));
  const milestones = useEditRecord(milestonesQuery(productId));
  return (
    <Stack gap="md">
      <PageHeader intro={product.data && texts.intro(product.data.name)} />
      <QueryState query={milestones} notFoundText={texts.notFound}>
        {milestones.data && (
          <MilestonesForm key={milestones.version} productId={productId} milestones={milestones.data} />
        )}
      </QueryState>
    </Stack>
  );
}

function MilestonesForm({ productId, milestones }: { productId: number; milestones: Milestone[] }) {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/products' });
  const { saved, markSaved } = useLeaveOnceSaved(back);
  const save = useSaveMilestones();
  const once = useOneAtATime();
  const form = useForm<Values>({
    initialValues: {
      milestones: [...milestones]
        .sort((a, b) => a.order - b.order)
        .map(({ id, name, description }) => ({ key: String(id), id, name, description })),
    },
    validate,
  });
  const items = form.values.milestones;
  const itemName = (index: number) => items[index].name.trim() || dictionaryTexts.item(texts.item, index + 1);

  // a moved milestone's button keeps the focus (the browser drops it when the row is moved in the page), unless it
  // reached the end of the list (then its other button takes it); a new milestone's input takes it; a removed one's
  // place goes to the next one's delete button (the last one's to the one before, else to "add")
  const [focus, setFocus] = useState<string[]>([]);
  useEffect(() => {
    const target = focus
      .map((id) => document.getElementById(id))
      .find((element) => element && !element.hasAttribute('disabled'));
    target?.focus();
  }, [focus]);
  const move = (index: number, up: boolean) => {
    form.reorderListItem('milestones', { from: index, to: up ? index - 1 : index + 1 });
    setFocus([elementId(items[index].key, up ? 'up' : 'down'), elementId(items[index].key, up ? 'down' : 'up')]);
  };
  const remove = (index: number) => {
    const next = [items[index + 1], items[index - 1]].flatMap((item) => (item ? [elementId(item.key, 'remove')] : []));
    form.removeListItem('milestones', index);
    setFocus([...next, ADD_ID]);
  };
  const add = () => {
    const key = randomId();
    form.insertListItem('milestones', { key, id: null, name: '' });
    setFocus([elementId(key, 'name')]);
  };

  const send = (values: Values) =>
    once(() =>
      save
        .mutateAsync(
          { productId, data: bodyOf(values) },
          {
            onSuccess: () => {
              notifySaved(texts.saved);
              markSaved();
            },
          },
        )
        .then(() => finished),
    );

  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack>
          <Stack gap={6} role="group" aria-label={texts.list}>
            {items.length === 0 && <Text c="dimmed">{texts.empty}</Text>}
            {items.map((item, index) => (
              <Group key={item.key} gap={4} wrap="nowrap" align="flex-start">
                <Text w={28} ta="right" pt={6} c="dimmed" aria-hidden>
                  {index + 1}.
                </Text>
                <TextInput
                  id={elementId(item.key, 'name')}
                  flex={1}
                  aria-label={dictionaryTexts.item(texts.item, index + 1)}
                  {...form.getInputProps(`milestones.${index}.name`)}
                />
                <ActionIcon
                  id={elementId(item.key, 'up')}
                  variant="subtle"
                  size="lg"
                  disabled={index === 0}
                  onClick={() => move(index, true)}
                  aria-label={dictionaryTexts.moveUp(itemName(index))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  id={elementId(item.key, 'down')}
                  variant="subtle"
                  size="lg"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, false)}
                  aria-label={dictionaryTexts.moveDown(itemName(index))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  color="red"
                  id={elementId(item.key, 'remove')}
                  onClick={() => remove(index)}
                  aria-label={dictionaryTexts.removeItem(itemName(index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            id={ADD_ID}
            onClick={add}
            style={{ alignSelf: 'flex-start' }}
          >
            {texts.add}
          </Button>
          <MutationError error={save.error} />
          <FormActions onCancel={back} pending={save.isPending} />
          <UnsavedChangesGuard dirty={form.isDirty() && !saved} />
        </Stack>
      </form>
    </Paper>
  );
}
