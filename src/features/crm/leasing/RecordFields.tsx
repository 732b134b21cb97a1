import { NumberInput, Radio, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import {
  saveApplicationUserLeasingSurveyBasicInfoBodyDownPaymentPercentMax as downPaymentMax,
  saveApplicationUserLeasingSurveyBasicInfoBodyDownPaymentPercentMin as downPaymentMin,
  saveApplicationUserLeasingSurveyBasicInfoBodyPeriodMonthsMax as periodMax,
  saveApplicationUserLeasingSurveyBasicInfoBodyPurposeMax as purposeMax,
  saveApplicationUserLeasingSurveyBasicInfoBodySubjectMax as subjectMax,
  saveApplicationUserLeasingSurveyBasicInfoBodyValueMin as valueMin,
  saveApplicationUserLeasingSurveyCompanyBodyEmployeeCountMin as employeeCountMin,
} from '@portal/sdk/limits/users';
import { DayInput } from '@/components/DayInput';
import { personFieldTexts } from '@/components/users/texts';
import { accountingKindLabels, companyLegalFormLabels, taxFormLabels } from '@/copy/case-labels';
import { optionsOf } from '@/copy/sales-labels';
import type { BasicInfoValues, CompanyValues, FinancesValues, PersonValues } from './form-values';
import { leasingTexts as texts } from './texts';

// The fields of the four record sections: basic information, company, decisive person, finances.

/** The grid the fields sit in: one column on a phone, two from a tablet on. */
export const fieldGrid = { cols: { base: 1, sm: 2 }, spacing: 'md' } as const;

/** An amount in zł: two decimals, spaces between thousands. */
export const amountProps = {
  decimalScale: 2,
  decimalSeparator: ',',
  thousandSeparator: ' ',
  suffix: texts.currencySuffix,
} as const;

/** A percentage 0–100 (the contract's bounds), said by the form, never changed behind the user's back. */
export const percentProps = {
  min: 0,
  max: 100,
  decimalScale: 2,
  decimalSeparator: ',',
  suffix: texts.percentSuffix,
  clampBehavior: 'none',
} as const;

const condition = texts.basicInfo;

export function BasicInfoFields({ form }: { form: UseFormReturnType<BasicInfoValues> }) {
  const f = texts.basicInfo;
  return (
    <Stack gap="md">
      <TextInput
        label={f.subject}
        description={f.subjectHint}
        withAsterisk
        maxLength={subjectMax}
        {...form.getInputProps('subject')}
      />
      <SimpleGrid {...fieldGrid}>
        <NumberInput
          label={f.value}
          withAsterisk
          min={valueMin}
          clampBehavior="none"
          {...amountProps}
          {...form.getInputProps('value')}
        />
        <Radio.Group label={f.condition} {...form.getInputProps('condition')}>
          <Group gap="lg" mt={6}>
            <Radio value="new" label={condition.isNew} />
            <Radio value="used" label={condition.used} />
          </Group>
        </Radio.Group>
        <NumberInput
          label={f.periodMonths}
          withAsterisk
          min={1}
          max={periodMax}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('periodMonths')}
        />
        <NumberInput
          label={f.downPaymentPercent}
          {...percentProps}
          min={downPaymentMin}
          max={downPaymentMax}
          {...form.getInputProps('downPaymentPercent')}
        />
      </SimpleGrid>
      <Textarea label={f.purpose} autosize minRows={2} maxLength={purposeMax} {...form.getInputProps('purpose')} />
    </Stack>
  );
}

const legalFormOptions = optionsOf(companyLegalFormLabels);
const taxFormOptions = optionsOf(taxFormLabels);
const accountingKindOptions = optionsOf(accountingKindLabels);

export function CompanyFields({ form }: { form: UseFormReturnType<CompanyValues> }) {
  const f = texts.company;
  const address = personFieldTexts.fields;
  const numberField = (name: 'nip' | 'regon' | 'krs', description: string, required = false) => (
    <TextInput
      label={f[name]}
      description={description}
      withAsterisk={required}
      inputMode="numeric"
      {...form.getInputProps(name)}
    />
  );
  return (
    <Stack gap="md">
      <TextInput label={f.name} withAsterisk {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {numberField('nip', f.numberHint, true)}
        {numberField('regon', f.regonHint)}
        {numberField('krs', f.numberHint)}
      </SimpleGrid>
      <SimpleGrid {...fieldGrid}>
        <Select label={f.legalForm} data={legalFormOptions} clearable {...form.getInputProps('legalForm')} />
        <Select label={f.taxForm} data={taxFormOptions} clearable {...form.getInputProps('taxForm')} />
        <DayInput label={f.foundedAt} clearable {...form.getInputProps('foundedAt')} />
        <NumberInput
          label={f.employeeCount}
          min={employeeCountMin}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('employeeCount')}
        />
      </SimpleGrid>
      <TextInput label={f.industry} {...form.getInputProps('industry')} />
      <Text component="h3" fw={600} size="md" m={0}>
        {f.address}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        <TextInput label={address.street} {...form.getInputProps('address.street')} />
        <TextInput label={address.houseNumber} {...form.getInputProps('address.houseNumber')} />
        <TextInput label={address.flatNumber} {...form.getInputProps('address.flatNumber')} />
        <TextInput
          label={address.postalCode}
          placeholder={texts.postalCodeFormat}
          maxLength={texts.postalCodeFormat.length}
          {...form.getInputProps('address.postalCode')}
        />
        <TextInput label={address.city} {...form.getInputProps('address.city')} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A person's five fields (the decisive person, a representative); `nameOf` gives each its full accessible name where
 * several persons are on the form ("Imię reprezentanta 2").
 */
export function PersonInputs({
  inputProps,
  nameOf,
}: {
  inputProps: (field: keyof PersonValues) => GetInputPropsReturnType;
  nameOf?: (label: string) => string;
}) {
  const f = texts.person;
  const input = (
    field: keyof PersonValues,
    extra: { withAsterisk?: boolean; type?: string; autoComplete?: string },
  ) => <TextInput label={f[field]} aria-label={nameOf?.(f[field])} {...extra} {...inputProps(field)} />;
  return (
    <SimpleGrid {...fieldGrid}>
      {input('firstName', { withAsterisk: true, autoComplete: 'off' })}
      {input('lastName', { withAsterisk: true, autoComplete: 'off' })}
      {input('position', {})}
      {input('phoneNumber', { type: 'tel', autoComplete: 'off' })}
      {input('email', { type: 'email', autoComplete: 'off' })}
    </SimpleGrid>
  );
}

export function DecisivePersonFields({ form }: { form: UseFormReturnType<PersonValues> }) {
  return <PersonInputs inputProps={(field) => form.getInputProps(field)} />;
}

export function FinancesFields({ form }: { form: UseFormReturnType<FinancesValues> }) {
  const f = texts.finances;
  const yesNo = [
    { value: 'yes', label: f.yes },
    { value: 'no', label: f.no },
  ];
  const amount = (name: 'revenueLastYear' | 'netProfitLastYear' | 'revenueCurrentYear' | 'netProfitCurrentYear') => (
    <NumberInput label={f[name]} {...amountProps} {...form.getInputProps(name)} />
  );
  const answer = (name: 'hasTaxArrears' | 'hasSocialInsuranceArrears') => (
    <Select label={f[name]} data={yesNo} clearable placeholder={f.notGiven} {...form.getInputProps(name)} />
  );
  return (
    <SimpleGrid {...fieldGrid}>
      <Select
        label={f.accountingKind}
        data={accountingKindOptions}
        clearable
        {...form.getInputProps('accountingKind')}
        style={{ gridColumn: '1 / -1' }}
      />
      {amount('revenueLastYear')}
      {amount('netProfitLastYear')}
      {amount('revenueCurrentYear')}
      {amount('netProfitCurrentYear')}
      {answer('hasTaxArrears')}
      {answer('hasSocialInsuranceArrears')}
    </SimpleGrid>
  );
}
