import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApplicationUser, ProblemDetails, RegonCompany } from '@portal/sdk/model';
import { IconBuildingBank, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink, ButtonLink } from '@/components/links';
import { mutationErrorText } from '@/components/MutationError';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { fullName } from '@/copy/people';
import { registryNumberMessages } from '@/copy/sales-labels';
import { validationMessages } from '@/copy/validation';
import { errorStatus } from '@/lib/http/configure-http';
import { isValidNip, normalNip } from '@/lib/registry-numbers';
import { regonCompanyQuery } from './api';
import { AssignToClientDialog } from './AssignToClientDialog';
import { CompanyDetails } from './CompanyDetails';
import type { GovZoneSearch } from './search';
import { govZoneTexts as texts } from './texts';

/** The NIP field: what was typed (dashes and spaces allowed) checked with its check digit before anything is sent. */
function NipForm({ nip, onSearch }: { nip: string | undefined; onSearch: (nip: string) => void }) {
  const form = useForm({
    initialValues: { nip: nip ?? '' },
    // a NIP from the address that fails its check shows why at once
    initialErrors: nip && !isValidNip(nip) ? { nip: registryNumberMessages.nip } : {},
    validate: {
      nip: (value) =>
        !value.trim() ? validationMessages.required : isValidNip(value) ? null : registryNumberMessages.nip,
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={form.onSubmit((values) => onSearch(normalNip(values.nip)!))}
        noValidate
        role="search"
        aria-label={texts.form.title}
      >
        <Stack gap="sm" align="flex-start">
          <TextInput
            label={texts.form.nip}
            description={texts.form.nipHint}
            placeholder={texts.form.nipPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            w="100%"
            maw="24rem"
            {...form.getInputProps('nip')}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {texts.form.search}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** Why nothing was found: the server's words for a NIP it does not know (404) or refuses (400). */
function NotFound({ error }: { error: unknown }) {
  const status = errorStatus(error);
  const title =
    status === 404
      ? ((error as { body?: ProblemDetails }).body?.title ?? texts.notFound)
      : (mutationErrorText(error) ?? registryNumberMessages.nip);
  return (
    <Alert color={status === 404 ? 'gray' : 'red'} title={title} role="alert">
      {status === 404 ? texts.notFoundHint : null}
    </Alert>
  );
}

/** The company of the NIP with what can be done with it, or why there is none. */
function Lookup({ nip, isAdmin }: { nip: string; isAdmin: boolean }) {
  const query = useQuery(regonCompanyQuery(nip));
  const [assigning, setAssigning] = useState(false);
  const [assigned, setAssigned] = useState<ApplicationUser | null>(null);
  const status = errorStatus(query.error);
  if (status === 404 || status === 400) return <NotFound error={query.error} />;
  return (
    <QueryState query={query}>
      {query.data && (
        <CompanyDetails
          company={query.data}
          actions={
            <Stack gap="sm">
              <Group gap="sm">
                <ButtonLink
                  to="/leads"
                  search={{ add: query.data.nip }}
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                >
                  {texts.actions.createLead}
                </ButtonLink>
                <Button
                  variant="default"
                  leftSection={<IconBuildingBank size={16} aria-hidden />}
                  onClick={() => setAssigning(true)}
                >
                  {texts.actions.assign}
                </Button>
              </Group>
              {assigned && <AssignedNotice company={query.data} client={assigned} />}
              <AssignToClientDialog
                company={query.data}
                isAdmin={isAdmin}
                opened={assigning}
                onClose={() => setAssigning(false)}
                onAssigned={(client) => {
                  setAssigning(false);
                  setAssigned(client);
                }}
              />
            </Stack>
          }
        />
      )}
    </QueryState>
  );
}

/** What the assignment did, with the way to the client's survey (it stays: a toast's link would not). */
function AssignedNotice({ company, client }: { company: RegonCompany; client: ApplicationUser }) {
  return (
    <Alert color="green" variant="light" role="status" title={texts.assign.done(company.name, fullName(client))}>
      <AnchorLink to="/crm" search={{ client: client.id, tab: 'leasing' }} underline="always">
        {texts.assign.open}
      </AnchorLink>
    </Alert>
  );
}

/**
 * `/govZone` (administrators and managers): a company looked up in the REGON register by its NIP (checked with its
 * check digit before it is sent; the NIP in the address, so the result survives a reload), with "Utwórz lead"
 * (the leads' add dialog, the NIP looked up again there) and "Przypisz do klienta" (the company part of a client's
 * leasing survey).
 */
export function GovZoneScreen({ search, isAdmin }: { search: GovZoneSearch; isAdmin: boolean }) {
  const navigate = useNavigate();
  const nip = search.nip;
  return (
    <Stack gap="md">
      <PageHeader intro={texts.intro} />
      <NipForm
        key={nip ?? ''}
        nip={nip}
        onSearch={(next) => void navigate({ to: '/govZone', search: { nip: next } })}
      />
      {nip && isValidNip(nip) && <Lookup key={nip} nip={nip} isAdmin={isAdmin} />}
    </Stack>
  );
}
