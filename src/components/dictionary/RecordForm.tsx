import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { z } from 'zod';
import { DayInput } from '@/components/DayInput';
import { FormActions } from '@/components/FormActions';
import { MutationError } from '@/components/MutationError';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { contractValidation } from '@/lib/validation';
import { bodyOf, initialValues, type DictionaryField, type FormValues } from './fields';
import { dictionaryTexts } from './texts';

type Form = UseFormReturnType<FormValues>;
type FieldOf<K extends DictionaryField['kind']> = Extract<DictionaryField, { kind: K }>;

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function ReferenceInput({ field, form }: { field: FieldOf<'reference'>; form: Form }) {
  return (
    <Select
      label={field.label}
      description={field.description}
      placeholder={field.placeholder}
      maxDropdownHeight={field.dropdownHeight}
      data={field.useOptions()}
      searchable
      clearable
      nothingFoundMessage={dictionaryTexts.nothingFound}
      {...form.getInputProps(field.key)}
    />
  );
}

/** An ordered list of texts: each item in its own input, moved up or down, removed; one more added at the end. */
function ListInput({ field, form }: { field: FieldOf<'list'>; form: Form }) {
  const items = form.values[field.key] as string[];
  const itemName = (index: number) => items[index] || dictionaryTexts.item(field.itemLabel, index + 1);
  const move = (from: number, to: number) => form.reorderListItem(field.key, { from, to });
  const error = form.errors[field.key];
  const errorId = useId();
  return (
    <Stack gap={6} role="group" aria-label={field.label} aria-describedby={error ? errorId : undefined}>
      <Text size="sm" fw={500}>
        {field.label}
      </Text>
      {items.map((_, index) => (
        <Group key={index} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={dictionaryTexts.item(field.itemLabel, index + 1)}
            maxLength={field.maxLength}
            {...form.getInputProps(`${field.key}.${index}`)}
          />
          <ActionIcon
            variant="subtle"
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
            aria-label={dictionaryTexts.moveUp(itemName(index))}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={index === items.length - 1}
            onClick={() => move(index, index + 1)}
            aria-label={dictionaryTexts.moveDown(itemName(index))}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => form.removeListItem(field.key, index)}
            aria-label={dictionaryTexts.removeItem(itemName(index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => form.insertListItem(field.key, '')}
        style={{ alignSelf: 'flex-start' }}
      >
        {dictionaryTexts.addItem}
      </Button>
      {error && (
        <Text id={errorId} size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function FieldInput({ field, form }: { field: DictionaryField; form: Form }) {
  const common = {
    label: field.label,
    description: field.description,
    required: field.required,
    'data-autofocus': field.autoFocus || undefined,
    ...form.getInputProps(field.key),
  };
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <Textarea {...common} maxLength={field.maxLength} rows={3} />
      ) : (
        <TextInput {...common} maxLength={field.maxLength} />
      );
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} clampBehavior="none" allowDecimal={false} />;
    case 'money':
      return (
        <NumberInput
          {...common}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          thousandSeparator=" "
          suffix={dictionaryTexts.currency}
        />
      );
    case 'boolean':
      return (
        <Switch
          label={field.label}
          description={field.description}
          {...form.getInputProps(field.key, { type: 'checkbox' })}
        />
      );
    case 'date':
      return <DayInput {...common} clearable onChange={(day) => form.setFieldValue(field.key, day || null)} />;
    case 'enum':
      return <Select {...common} data={options(field.labels)} />;
    case 'reference':
      return <ReferenceInput field={field} form={form} />;
    case 'list':
      return <ListInput field={field} form={form} />;
  }
}

export interface RecordFormProps {
  fields: readonly DictionaryField[];
  /** The record being edited; a new one when absent. */
  record?: Record<string, unknown>;
  /** The contract's create/PUT body: its rules validate the form (Polish messages). */
  schema: z.ZodType;
  /**
   * Sends the body, one at a time (a double click saves once); the failure of the last attempt shows under the
   * form, with everything typed kept. Resolves with `finished` once saved, when the form is done.
   */
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  /** On a page of its own: ask before leaving it with unsaved changes. */
  guard?: boolean;
}

/** A dictionary record's form, built from its fields: in a dialog or on a page of its own. */
export function RecordForm({
  fields,
  record,
  schema,
  onSave,
  pending,
  error,
  onCancel,
  guard = false,
}: RecordFormProps) {
  const form = useForm<FormValues>({
    initialValues: initialValues(fields, record),
    validate: contractValidation(schema, (values: FormValues) => bodyOf(fields, values, schema)),
  });
  const once = useOneAtATime();
  return (
    <form onSubmit={form.onSubmit((values) => once(() => onSave(bodyOf(fields, values, schema))))} noValidate>
      <Stack>
        {fields.map((field, index) => (
          <FieldInput key={field.key} field={index === 0 ? { ...field, autoFocus: true } : field} form={form} />
        ))}
        <MutationError error={error} />
        <FormActions onCancel={onCancel} pending={pending} />
        {guard && <UnsavedChangesGuard dirty={form.isDirty()} />}
      </Stack>
    </form>
  );
}
