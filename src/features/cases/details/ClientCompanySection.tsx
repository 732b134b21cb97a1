import { Divider, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import {
  accountingKindLabels,
  clientProfileLabels,
  clientSizeLabels,
  companyLegalFormLabels,
  taxFormLabels,
} from '@/copy/case-labels';
import { caseTexts } from '@/features/cases/texts';
import { formatAddress, optionalDate, personName } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

const texts = caseTexts.details.clientCompany;

/** The client and the company the case is run for, with its legal and tax data (`forClient`: what is filled in). */
export function ClientCompanySection({ caseItem, forClient = false }: { caseItem: Case; forClient?: boolean }) {
  const company = caseItem.companyDetails;
  return (
    <Section title={texts.title}>
      <InfoList
        items={[
          [caseTexts.fields.client, personName(caseItem.client)],
          [texts.clientEmail, caseItem.client.email],
          [caseTexts.fields.companyName, caseItem.companyName],
        ]}
        hideEmpty={forClient}
      />
      <Divider my="sm" />
      {company ? (
        <InfoList
          items={[
            [texts.registeredName, company.registeredName],
            [caseTexts.details.nip, company.nip],
            [texts.regon, company.regon],
            [texts.krs, company.krs],
            [texts.legalForm, company.legalForm && companyLegalFormLabels[company.legalForm]],
            [texts.taxForm, company.taxForm && taxFormLabels[company.taxForm]],
            [caseTexts.details.accountingKind, company.accountingKind && accountingKindLabels[company.accountingKind]],
            [texts.clientSize, company.clientSize && clientSizeLabels[company.clientSize]],
            [texts.clientProfile, company.clientProfile && clientProfileLabels[company.clientProfile]],
            [texts.address, formatAddress(company.address)],
            [texts.businessStartDate, optionalDate(company.businessStartDate)],
            [texts.pkd, company.pkdCode],
          ]}
          hideEmpty={forClient}
        />
      ) : (
        <Text c="dimmed">{texts.noCompany}</Text>
      )}
    </Section>
  );
}
