import { Divider, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import {
  accountingKindLabels,
  clientProfileLabels,
  clientSizeLabels,
  companyLegalFormLabels,
  formatAddress,
  taxFormLabels,
} from '../../../copy/case-details';
import { optionalDate, personName } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

/** The client and the company the case is run for, with its legal and tax data. */
export function ClientCompanySection({ caseItem }: { caseItem: Case }) {
  const company = caseItem.companyDetails;
  return (
    <Section title="Klient i firma">
      <InfoList
        items={[
          ['Klient', personName(caseItem.client)],
          ['E-mail klienta', caseItem.client.email],
          ['Nazwa firmy', caseItem.companyName],
        ]}
      />
      <Divider my="sm" />
      {company ? (
        <InfoList
          items={[
            ['Pełna nazwa', company.registeredName],
            ['NIP', company.nip],
            ['REGON', company.regon],
            ['KRS', company.krs],
            ['Forma prawna', company.legalForm && companyLegalFormLabels[company.legalForm]],
            ['Forma opodatkowania', company.taxForm && taxFormLabels[company.taxForm]],
            ['Rodzaj księgowości', company.accountingKind && accountingKindLabels[company.accountingKind]],
            ['Wielkość firmy', company.clientSize && clientSizeLabels[company.clientSize]],
            ['Profil klienta', company.clientProfile && clientProfileLabels[company.clientProfile]],
            ['Adres', company.address ? formatAddress(company.address) : undefined],
            ['Data rozpoczęcia działalności', optionalDate(company.businessStartDate)],
            ['PKD', company.pkdCode],
          ]}
        />
      ) : (
        <Text c="dimmed">Brak danych firmy.</Text>
      )}
    </Section>
  );
}
