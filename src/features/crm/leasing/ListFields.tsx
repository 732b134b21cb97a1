import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { FormArrayElement, GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import {
  saveApplicationUserLeasingSurveyObligationsBodyObligationsItemAmountMin as amountMin,
  saveApplicationUserLeasingSurveyObligationsBodyObligationsItemMonthlyInstallmentMin as installmentMin,
} from '@portal/sdk/limits/users';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { DayInput } from '@/components/DayInput';
import {
  newClientRow,
  newObligationRow,
  newRepresentativeRow,
  newShareholderRow,
  shareSum,
  type ClientsValues,
  type ObligationsValues,
  type RepresentativesValues,
  type ShareholdersValues,
} from './form-values';
import { amountProps, fieldGrid, PersonInputs, percentProps } from './RecordFields';
import { leasingTexts as texts } from './texts';

// The fields of the four list sections: customers, obligations, representatives, shareholders. Each row is a group
// of its own ("Klient 2") whose fields carry the row in their names ("Nazwa klienta 2").

interface RowTexts {
  row: (n: number) => string;
  /** A row's number as its fields' labels end ("klienta 2"). */
  of: (n: number) => string;
  add: string;
  remove: (n: number) => string;
  empty: string;
}

/** "Nazwa klienta 2": a field's label with its row. */
const named = (label: string, of: (n: number) => string, i: number) => `${label} ${of(i + 1)}`;

/** A row's field by its name in the row and its label: the props that label it and bind it to the form. */
type RowField = (name: string, label: string) => { label: string; 'aria-label': string } & GetInputPropsReturnType;

/**
 * The form's list `list`, each row removable, and "add" (a `newRow`) under them; the list's own message (a sum too
 * high) above it. A row's fields take their props from `field`.
 */
function Rows<K extends string, V extends Record<K, { key: string }[]>>({
  form,
  list,
  newRow,
  labels,
  footer,
  children,
}: {
  form: UseFormReturnType<V>;
  list: K;
  newRow: () => FormArrayElement<V, K>;
  labels: RowTexts;
  footer?: ReactNode;
  children: (field: RowField, index: number) => ReactNode;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = form.values[list];
  const error = form.errors[list];
  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {labels.empty}
        </Text>
      )}
      {rows.map((row, i) => (
        <Paper
          key={row.key}
          withBorder
          radius="sm"
          p="sm"
          component="fieldset"
          aria-label={labels.row(i + 1)}
          style={{ minInlineSize: 0 }}
        >
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={600} size="sm" component="legend" p={0}>
              {labels.row(i + 1)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={labels.remove(i + 1)}
              onClick={() => {
                form.removeListItem(list, i);
                // the button is gone with its row: the list's "add" keeps the keyboard's place
                addButton.current?.focus();
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          {children(
            (name, label) => ({
              label,
              'aria-label': named(label, labels.of, i),
              ...form.getInputProps(`${list}.${i}.${name}`),
            }),
            i,
          )}
        </Paper>
      ))}
      {footer}
      {error && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {error}
        </Alert>
      )}
      <Button
        ref={addButton}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem(list, newRow())}
      >
        {labels.add}
      </Button>
    </Stack>
  );
}

export function ClientsFields({ form }: { form: UseFormReturnType<ClientsValues> }) {
  const t = texts.clients;
  return (
    <Rows form={form} list="clients" newRow={newClientRow} labels={t}>
      {(field) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput withAsterisk {...field('name', t.name)} />
          <TextInput inputMode="numeric" {...field('nip', t.nip)} />
          <NumberInput {...percentProps} {...field('revenueSharePercent', t.revenueSharePercent)} />
        </SimpleGrid>
      )}
    </Rows>
  );
}

export function ObligationsFields({ form }: { form: UseFormReturnType<ObligationsValues> }) {
  const t = texts.obligations;
  return (
    <Rows form={form} list="obligations" newRow={newObligationRow} labels={t}>
      {(field) => (
        <SimpleGrid {...fieldGrid} spacing="sm">
          <TextInput withAsterisk {...field('creditor', t.creditor)} />
          <Autocomplete data={t.kinds} {...field('kind', t.kind)} />
          <NumberInput
            withAsterisk
            min={amountMin}
            clampBehavior="none"
            {...amountProps}
            {...field('amount', t.amount)}
          />
          <NumberInput
            min={installmentMin}
            clampBehavior="none"
            {...amountProps}
            {...field('monthlyInstallment', t.monthlyInstallment)}
          />
          <DayInput clearable {...field('endDate', t.endDate)} />
        </SimpleGrid>
      )}
    </Rows>
  );
}

export function RepresentativesFields({ form }: { form: UseFormReturnType<RepresentativesValues> }) {
  const t = texts.representatives;
  return (
    <Rows form={form} list="representatives" newRow={newRepresentativeRow} labels={t}>
      {(_field, i) => (
        <PersonInputs
          inputProps={(field) => form.getInputProps(`representatives.${i}.${field}`)}
          nameOf={(label) => named(label, t.of, i)}
        />
      )}
    </Rows>
  );
}

export function ShareholdersFields({ form }: { form: UseFormReturnType<ShareholdersValues> }) {
  const t = texts.shareholders;
  const sum = shareSum(form.values.shareholders);
  return (
    <Rows
      form={form}
      list="shareholders"
      newRow={newShareholderRow}
      labels={t}
      footer={
        <Text size="sm" fw={600} c={sum > 100 ? 'red' : undefined} aria-live="polite">
          {t.total(String(sum).replace('.', ','))}
        </Text>
      }
    >
      {(field, i) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput withAsterisk {...field('name', t.name)} />
          <NumberInput withAsterisk {...percentProps} {...field('sharePercent', t.sharePercent)} />
          <Checkbox
            label={t.isNaturalPerson}
            aria-label={t.isNaturalPersonOf(i + 1)}
            mt={{ base: 0, sm: 30 }}
            {...form.getInputProps(`shareholders.${i}.isNaturalPerson`, { type: 'checkbox' })}
          />
        </SimpleGrid>
      )}
    </Rows>
  );
}
