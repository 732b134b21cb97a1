import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  createInvoiceBodyItemsItemNameMax,
  createInvoiceBodyItemsItemQuantityExclusiveMin,
  createInvoiceBodyItemsItemUnitMax,
} from '@portal/sdk/limits/invoices';
import type { VatRate } from '@portal/sdk/model';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { vatRateOptions } from '@/copy/case-labels';
import { formatAmount } from '@/copy/dates';
import { fromGrosze } from '@/lib/grosze';
import { lineAmounts } from '@/lib/invoice-math';
import { emptyItem, type InvoiceFormValues } from './form-values';
import { invoiceTexts } from './texts';

const texts = invoiceTexts.form;
const fields = texts.fields;
const zl = (grosze: number) => formatAmount(fromGrosze(grosze));

/** The invoice's lines: each with its amounts as computed, removable; a new one takes the last one's VAT rate. */
export function ItemsField({ form }: { form: UseFormReturnType<InvoiceFormValues> }) {
  const items = form.values.items;
  const priceProps = {
    decimalScale: 2,
    decimalSeparator: ',',
    thousandSeparator: ' ',
    suffix: texts.currencySuffix,
  };
  return (
    <Stack gap="sm">
      {items.map((item, i) => {
        const amounts =
          item.quantity !== '' && item.unitNetPrice !== ''
            ? lineAmounts({ quantity: item.quantity, unitNetPrice: item.unitNetPrice, vatRate: item.vatRate })
            : undefined;
        return (
          <Paper key={item.key} withBorder radius="sm" p="sm" component="fieldset" aria-label={texts.itemLegend(i + 1)}>
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm" component="legend" p={0}>
                {texts.itemLegend(i + 1)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={texts.removeItem(i + 1)}
                disabled={items.length === 1}
                onClick={() => form.removeListItem('items', i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <Stack gap="sm">
              <TextInput
                label={fields.itemName}
                withAsterisk
                maxLength={createInvoiceBodyItemsItemNameMax}
                {...form.getInputProps(`items.${i}.name`)}
              />
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <NumberInput
                  label={fields.quantity}
                  withAsterisk
                  min={createInvoiceBodyItemsItemQuantityExclusiveMin}
                  decimalScale={3}
                  decimalSeparator=","
                  {...form.getInputProps(`items.${i}.quantity`)}
                />
                <TextInput
                  label={fields.unit}
                  maxLength={createInvoiceBodyItemsItemUnitMax}
                  {...form.getInputProps(`items.${i}.unit`)}
                />
                <NumberInput
                  label={fields.unitNetPrice}
                  withAsterisk
                  // the contract bounds no price: that it is not negative is the form's own rule
                  min={0}
                  {...priceProps}
                  {...form.getInputProps(`items.${i}.unitNetPrice`)}
                />
                <Select
                  label={fields.vatRate}
                  data={vatRateOptions}
                  allowDeselect={false}
                  {...form.getInputProps(`items.${i}.vatRate`)}
                  onChange={(value) => form.setFieldValue(`items.${i}.vatRate`, value as VatRate)}
                />
              </SimpleGrid>
              {amounts && (
                <Text size="sm" c="dimmed">
                  {texts.lineAmounts(zl(amounts.net), zl(amounts.vat), zl(amounts.gross))}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      {typeof form.errors.items === 'string' && (
        <Alert color="red" variant="light" role="alert">
          {form.errors.items}
        </Alert>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem('items', emptyItem(items.at(-1)?.vatRate))}
      >
        {texts.addItem}
      </Button>
    </Stack>
  );
}
