import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  patchApplicationUserBodyFirstNameMax as nameMax,
  patchApplicationUserBodyPhoneNumberMax as phoneMax,
} from '@portal/sdk/limits/users';
import { getListProfessionsQueryOptions } from '@portal/sdk';
import { useQuery } from '@tanstack/react-query';
import { DayInput } from '@/components/DayInput';
import { latestAdultBirthDate, type PersonFormValues } from './person-form';
import { personFieldTexts } from './texts';

/** The contract gives the postal code as a pattern (`^[0-9]{2}-[0-9]{3}$`), with no length of its own. */
const POSTAL_CODE_FORMAT = '00-000';

const fields = personFieldTexts.fields;
const hints = personFieldTexts.hints;

/** A form holding the person fields (the profile's, a user form's): what these fields use of it. */
export type PersonForm = Pick<UseFormReturnType<PersonFormValues>, 'getInputProps' | 'values'>;

export interface EmailFieldOptions {
  /** The e-mail is shown, not changed here (it changes by its own call). */
  readOnly?: boolean;
  /** What the field's description says instead of the profile's. */
  description?: string;
}

/** First and last name, birth date, profession, phone and e-mail (required unless `phoneOptional`). */
export function PersonalFields({
  form,
  today,
  email = {},
  phoneOptional = false,
}: {
  form: PersonForm;
  today: string;
  email?: EmailFieldOptions;
  phoneOptional?: boolean;
}) {
  const professions = useQuery(getListProfessionsQueryOptions());
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={fields.firstName}
        withAsterisk
        autoComplete="given-name"
        maxLength={nameMax}
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label={fields.lastName}
        withAsterisk
        autoComplete="family-name"
        maxLength={nameMax}
        {...form.getInputProps('lastName')}
      />
      <DayInput
        label={fields.birthDate}
        placeholder={hints.day}
        clearable
        // the calendar opens on the last birth day of an adult; a later day typed is refused with a message
        defaultDate={latestAdultBirthDate(today)}
        {...form.getInputProps('birthDate')}
      />
      <Select
        label={fields.professionId}
        placeholder={hints.profession}
        data={(professions.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        searchable
        clearable
        {...form.getInputProps('professionId')}
      />
      <TextInput
        label={fields.phoneNumber}
        withAsterisk={!phoneOptional}
        type="tel"
        autoComplete="tel"
        maxLength={phoneMax}
        {...form.getInputProps('phoneNumber')}
      />
      <TextInput
        label={fields.email}
        description={email.description ?? hints.email}
        withAsterisk={!email.readOnly}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
        readOnly={email.readOnly}
      />
    </SimpleGrid>
  );
}

/** The five parts of one address (`addressOfResidence` or `mailingAddress`). */
function AddressParts({ form, name }: { form: PersonForm; name: 'addressOfResidence' | 'mailingAddress' }) {
  // a mailing address is not where the browser's autofill of the home address goes
  const auto = (token: string) => (name === 'addressOfResidence' ? token : 'off');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
      <TextInput
        label={fields.street}
        withAsterisk
        autoComplete={auto('address-line1')}
        {...form.getInputProps(`${name}.street`)}
      />
      <TextInput label={fields.houseNumber} withAsterisk {...form.getInputProps(`${name}.houseNumber`)} />
      <TextInput
        label={fields.flatNumber}
        description={hints.flatNumber}
        {...form.getInputProps(`${name}.flatNumber`)}
      />
      <TextInput
        label={fields.postalCode}
        withAsterisk
        placeholder={POSTAL_CODE_FORMAT}
        autoComplete={auto('postal-code')}
        maxLength={POSTAL_CODE_FORMAT.length}
        {...form.getInputProps(`${name}.postalCode`)}
      />
      <TextInput
        label={fields.city}
        withAsterisk
        autoComplete={auto('address-level2')}
        {...form.getInputProps(`${name}.city`)}
      />
    </SimpleGrid>
  );
}

/**
 * The address of residence and the mailing address: the same unless "the address is different" is ticked, which
 * shows the mailing address's own fields. `residenceNote` says under its heading when it may be left empty.
 */
export function AddressFields({ form, residenceNote }: { form: PersonForm; residenceNote?: string }) {
  const heading = (text: string) => (
    <Text component="h3" fw={600} size="md" m={0}>
      {text}
    </Text>
  );
  return (
    <Stack gap="md">
      {heading(personFieldTexts.sections.residence)}
      {residenceNote && (
        <Text size="sm" c="dimmed" mt={-8}>
          {residenceNote}
        </Text>
      )}
      <AddressParts form={form} name="addressOfResidence" />
      <Checkbox label={fields.isAddressDifferent} {...form.getInputProps('isAddressDifferent', { type: 'checkbox' })} />
      {form.values.isAddressDifferent && (
        <>
          {heading(personFieldTexts.sections.mailing)}
          <AddressParts form={form} name="mailingAddress" />
        </>
      )}
    </Stack>
  );
}

/** The cooperation begin date (defaults to today). */
export function CooperationField({ form }: { form: PersonForm }) {
  return (
    <DayInput
      label={fields.cooperationBeginDate}
      description={hints.cooperation}
      placeholder={hints.day}
      withAsterisk
      maw={320}
      {...form.getInputProps('cooperationBeginDate')}
    />
  );
}
