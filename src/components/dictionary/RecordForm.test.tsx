import { MantineProvider } from '@mantine/core';
import { CreateSubscriptionDefinitionBody } from '@portal/sdk/zod/subscription-definitions';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { vatRateLabels } from '@/copy/case-labels';
import { cellText, type DictionaryField } from './fields';
import { RecordForm } from './RecordForm';

// A record of every kind of field: the contract's subscription definition, with a day and an ordered list added.
const schema = CreateSubscriptionDefinitionBody.extend({
  startsOn: z.iso.date().nullish(),
  steps: z.array(z.string().max(20)).min(1),
});
const products = [
  { value: '1', label: 'Księgowość pełna' },
  { value: '2', label: 'Kadry i płace' },
];
const fields: DictionaryField[] = [
  { kind: 'text', key: 'name', label: 'Nazwa', required: true },
  { kind: 'text', key: 'description', label: 'Opis', multiline: true },
  { kind: 'reference', key: 'productId', label: 'Produkt', useOptions: () => products, text: () => null },
  { kind: 'money', key: 'monthlyPrice', label: 'Cena miesięczna' },
  { kind: 'enum', key: 'vatRate', label: 'Stawka VAT', labels: vatRateLabels },
  { kind: 'number', key: 'billingPeriodMonths', label: 'Okres rozliczeniowy (mies.)', min: 1, max: 12 },
  { kind: 'boolean', key: 'isActive', label: 'Aktywna', default: true },
  { kind: 'date', key: 'startsOn', label: 'Od dnia' },
  { kind: 'list', key: 'steps', label: 'Kroki', itemLabel: 'Krok' },
];

function renderForm(record?: Record<string, unknown>) {
  const onSave = vi.fn();
  render(
    <MantineProvider env="test">
      <RecordForm
        fields={fields}
        record={record}
        schema={schema}
        onSave={onSave}
        pending={false}
        error={null}
        onCancel={() => {}}
      />
    </MantineProvider>,
  );
  return { onSave, save: () => userEvent.click(screen.getByRole('button', { name: 'Zapisz' })) };
}

describe("a dictionary record's form, built from its fields", () => {
  it("checks the contract's rules in Polish and keeps what was typed", async () => {
    const { onSave, save } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Opis' }), 'Abonament dla małych firm');
    await save();
    expect(screen.getByRole('textbox', { name: /Nazwa/ })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(screen.getByText('Wybierz co najmniej jedną pozycję')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Opis' })).toHaveValue('Abonament dla małych firm');
    await userEvent.type(screen.getByRole('textbox', { name: 'Okres rozliczeniowy (mies.)' }), '13');
    await save();
    expect(screen.getByRole('textbox', { name: 'Okres rozliczeniowy (mies.)' })).toHaveAccessibleDescription(
      'Największa dozwolona wartość to 12',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends each kind as the contract takes it: numbers, ids, a day, a yes/no, an ordered list', async () => {
    const { onSave, save } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwa/ }), '  Abonament Standard ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Produkt' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kadry i płace' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cena miesięczna' }), '1234,5');
    await userEvent.click(screen.getByRole('combobox', { name: 'Stawka VAT' }));
    await userEvent.click(await screen.findByRole('option', { name: '23%' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Okres rozliczeniowy (mies.)' }), '3');
    await userEvent.click(screen.getByRole('switch', { name: 'Aktywna' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Od dnia' }), '2026-03-01');
    await userEvent.tab();
    const steps = screen.getByRole('group', { name: 'Kroki' });
    await userEvent.click(within(steps).getByRole('button', { name: 'Dodaj pozycję' }));
    await userEvent.type(within(steps).getByRole('textbox', { name: 'Krok 1' }), 'Umowa');
    await userEvent.click(within(steps).getByRole('button', { name: 'Dodaj pozycję' }));
    await userEvent.type(within(steps).getByRole('textbox', { name: 'Krok 2' }), 'Dokumenty');
    await userEvent.click(within(steps).getByRole('button', { name: 'Przesuń wyżej: Dokumenty' }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      name: 'Abonament Standard',
      description: null,
      productId: 2,
      monthlyPrice: 1234.5,
      vatRate: 'VAT23',
      billingPeriodMonths: 3,
      isActive: false,
      startsOn: '2026-03-01',
      steps: ['Dokumenty', 'Umowa'],
    });
  });

  it("starts from the record's values, and the list shows them as the firm reads them", async () => {
    const record = {
      name: 'Abonament Plus',
      productId: 1,
      monthlyPrice: 99.9,
      vatRate: 'ZW',
      billingPeriodMonths: 1,
      isActive: true,
      startsOn: '2026-01-01',
      steps: ['Umowa', 'Dokumenty'],
    };
    const { onSave, save } = renderForm(record);
    expect(screen.getByRole('textbox', { name: /Nazwa/ })).toHaveValue('Abonament Plus');
    expect(screen.getByRole('combobox', { name: 'Produkt' })).toHaveValue('Księgowość pełna');
    expect(screen.getByRole('textbox', { name: 'Cena miesięczna' })).toHaveValue('99,90 zł');
    expect(screen.getByRole('combobox', { name: 'Stawka VAT' })).toHaveValue('zw. (zwolniony)');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń pozycję: Umowa' }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ productId: 1, monthlyPrice: 99.9, steps: ['Dokumenty'] });

    const text = (key: string) =>
      cellText(
        fields.find((f) => f.key === key)!,
        record,
      );
    expect([text('monthlyPrice'), text('vatRate'), text('isActive'), text('startsOn'), text('steps')]).toEqual([
      expect.stringMatching(/^99,90\s?zł$/),
      'zw. (zwolniony)',
      'Tak',
      '2026-01-01',
      'Umowa, Dokumenty',
    ]);
  });
});
