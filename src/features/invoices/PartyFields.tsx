import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { getGetRegonCompanyByNipQueryOptions } from '@portal/sdk';
import { createInvoiceBodyBuyerNameMax, createInvoiceBodySellerNameMax } from '@portal/sdk/limits/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorStatus } from '@/lib/http/configure-http';
import { isValidNip, type InvoiceFormValues } from './form-values';
import { invoiceTexts } from './texts';

const texts = invoiceTexts.form;
const fields = texts.fields;
/** A NIP as people type it, with dashes (123-456-78-90): a choice of the form; the contract's rule is 10 digits. */
const NIP_AS_TYPED = 13;

/**
 * A party's fields; the buyer's can be filled from the REGON register by its NIP (`GET Regon/nip`): the name and
 * address found replace what was typed there, the rest stays.
 */
export function PartyFields({ form, side }: { form: UseFormReturnType<InvoiceFormValues>; side: 'seller' | 'buyer' }) {
  const queryClient = useQueryClient();
  const [lookup, setLookup] = useState<{ pending?: boolean; message?: string; found?: boolean }>({});
  const path = (field: string) => `${side}.${field}`;
  const nip = form.values[side].nip;

  const fillFromRegister = async () => {
    if (!isValidNip(nip)) return form.setFieldError(path('nip'), texts.errors.nip);
    setLookup({ pending: true });
    try {
      const company = await queryClient.fetchQuery(
        getGetRegonCompanyByNipQueryOptions({ nip: nip.replace(/[\s-]/g, '') }),
      );
      form.setFieldValue(path('name'), company.name);
      if (company.address)
        form.setFieldValue(path('address'), {
          street: company.address.street ?? '',
          houseNumber: company.address.houseNumber ?? '',
          flatNumber: company.address.flatNumber ?? '',
          postalCode: company.address.postalCode ?? '',
          city: company.address.city ?? '',
        });
      setLookup({ message: texts.nipFound, found: true });
    } catch (error) {
      setLookup({ message: errorStatus(error) === 404 ? texts.nipNotFound : texts.nipFailed });
    }
  };

  return (
    <Stack gap="sm">
      {/* on a phone the lookup button goes under the field rather than squeezing it */}
      <Group align="flex-end" gap="xs">
        <TextInput
          label={fields.nip}
          inputMode="numeric"
          maxLength={NIP_AS_TYPED}
          style={{ flex: '1 1 10rem' }}
          {...form.getInputProps(path('nip'))}
        />
        {side === 'buyer' && (
          <Button variant="light" onClick={fillFromRegister} loading={lookup.pending}>
            {texts.lookupNip}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {lookup.message && (
          <Text size="sm" c={lookup.found ? 'green.8' : 'red.8'}>
            {lookup.message}
          </Text>
        )}
      </div>
      <TextInput
        label={fields.name}
        withAsterisk
        maxLength={side === 'seller' ? createInvoiceBodySellerNameMax : createInvoiceBodyBuyerNameMax}
        {...form.getInputProps(path('name'))}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label={fields.street} {...form.getInputProps(path('address.street'))} />
        <TextInput label={fields.houseNumber} {...form.getInputProps(path('address.houseNumber'))} />
        <TextInput label={fields.flatNumber} {...form.getInputProps(path('address.flatNumber'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label={fields.postalCode} placeholder="00-000" {...form.getInputProps(path('address.postalCode'))} />
        <TextInput label={fields.city} style={{ gridColumn: 'span 2' }} {...form.getInputProps(path('address.city'))} />
      </SimpleGrid>
      <TextInput label={fields.email} type="email" {...form.getInputProps(path('email'))} />
      {side === 'seller' && (
        <TextInput label={fields.bankAccountNumber} {...form.getInputProps(path('bankAccountNumber'))} />
      )}
    </Stack>
  );
}
