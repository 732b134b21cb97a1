import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Address, ApplicationUser } from '@portal/sdk/model';
import type { ReactNode } from 'react';
import { formatDate } from '@/copy/dates';
import { cooperationFields } from './person-form';
import { personDetailTexts as texts, personFieldTexts } from './texts';

// The read-only parts of a person's details: the profile, a user's details, a client's details.

/** A titled section of the details (a region named by its title). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A label and its value. */
export type Fact = [string, ReactNode];

/** Label and value pairs; a value not given says so. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {value || texts.notGiven}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** "ul. Marszałkowska 84/12", "00-514 Warszawa"; nothing when the address is not given. */
export function addressLines(address: Address | null | undefined): ReactNode {
  if (!address?.street && !address?.city) return null;
  const flat = address.flatNumber ? `/${address.flatNumber}` : '';
  return (
    <>
      {`${address.street ?? ''} ${address.houseNumber ?? ''}${flat}`.trim()}
      <br />
      {`${address.postalCode ?? ''} ${address.city ?? ''}`.trim()}
    </>
  );
}

/** An address on its lines, or that it is not given. */
export function AddressLines({ address }: { address: Address | null | undefined }) {
  const lines = addressLines(address);
  if (!lines)
    return (
      <Text size="sm" c="dimmed">
        {texts.notGiven}
      </Text>
    );
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
      {lines}
    </Text>
  );
}

/** The address of residence and the mailing address (the residence's, unless it differs), a section each. */
export function AddressSections({ user }: { user: ApplicationUser }) {
  const titles = personFieldTexts.sections;
  return (
    <>
      <DetailSection title={titles.residence}>
        <AddressLines address={user.addressOfResidence} />
      </DetailSection>
      <DetailSection title={titles.mailing}>
        {user.isAddressDifferent ? (
          <AddressLines address={user.mailingAddress} />
        ) : (
          <Text size="sm">{texts.sameAddress}</Text>
        )}
      </DetailSection>
    </>
  );
}

/**
 * The begin date of each product the user cooperates in (`{product}CooperationBeginDate`); with `oneWhenSame`,
 * one date when every product has the same (the usual case).
 */
export function CooperationDates({ user, oneWhenSame = false }: { user: ApplicationUser; oneWhenSame?: boolean }) {
  const dated = cooperationFields.filter((field) => user[field]);
  if (dated.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {texts.noCooperation}
      </Text>
    );
  const days = dated.map((field) => formatDate(user[field]!));
  if (oneWhenSame && new Set(days).size === 1 && dated.length === cooperationFields.length)
    return <Facts facts={[[personFieldTexts.fields.cooperationBeginDate, days[0]]]} />;
  return <Facts facts={dated.map((field, index) => [texts.cooperationProducts[field], days[index]])} />;
}
