import { Accordion, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { accountingKindLabels, vatRateLabels } from '@/copy/case-labels';
import { caseTexts } from '@/features/cases/texts';
import { formatAddress, optionalAmount, optionalDate, yesNo } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

const texts = caseTexts.details.billing;
const { accountingKind, notes } = caseTexts.details;

const Missing = ({ children }: { children: string }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/** The accounting type's name, with its kind when the name does not already say it. */
const withKind = (name: string, kind: string) => (name === kind ? name : `${name} (${kind})`);

/**
 * VAT payer, accounting type, and the invoice settings, pricing policy and subscription of the case. The client
 * (`forClient`) sees what is filled in: not the pricing policy (the firm's internal matter), no empty parts.
 */
export function BillingSection({ caseItem, forClient = false }: { caseItem: Case; forClient?: boolean }) {
  const invoice = caseItem.invoiceSettings;
  const pricing = caseItem.pricingPolicy;
  const subscription = caseItem.subscription;
  const accountingType = caseItem.accountingType;
  return (
    <Section title={texts.title}>
      <InfoList
        items={[
          [caseTexts.fields.isVatPayer, yesNo(caseItem.isVatPayer)],
          [accountingKind, accountingType && withKind(accountingType.name, accountingKindLabels[accountingType.kind])],
          [texts.accountingDocumentsType, caseItem.accountingAttachmentType?.name],
        ]}
        hideEmpty={forClient}
      />
      {(!forClient || invoice || subscription) && (
        <Accordion multiple defaultValue={['invoice', 'pricing', 'subscription']} variant="contained" mt="md">
          {!(forClient && !invoice) && (
            <Accordion.Item value="invoice">
              <Accordion.Control>{texts.invoice.title}</Accordion.Control>
              <Accordion.Panel>
                {invoice ? (
                  <InfoList
                    items={[
                      [texts.invoice.buyer, invoice.buyerName],
                      [texts.invoice.buyerNip, invoice.buyerNip],
                      [texts.invoice.buyerAddress, formatAddress(invoice.buyerAddress)],
                      [texts.invoice.buyerEmail, invoice.buyerEmail],
                      [texts.invoice.itemName, invoice.itemName],
                      [texts.invoice.netAmount, optionalAmount(invoice.netAmount)],
                      [texts.vatRate, invoice.vatRate && vatRateLabels[invoice.vatRate]],
                      [
                        texts.invoice.paymentTerm,
                        invoice.paymentTermDays == null
                          ? undefined
                          : texts.invoice.paymentTermDays(invoice.paymentTermDays),
                      ],
                      [
                        texts.invoice.issueDay,
                        invoice.issueDayOfMonth == null
                          ? undefined
                          : texts.invoice.issueDayOfMonth(invoice.issueDayOfMonth),
                      ],
                      [texts.invoice.autoIssue, yesNo(invoice.autoIssue)],
                      [texts.invoice.sendToClient, yesNo(invoice.sendToClient)],
                      [notes, invoice.notes],
                    ]}
                    hideEmpty={forClient}
                  />
                ) : (
                  <Missing>{texts.invoice.none}</Missing>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {!forClient && (
            <Accordion.Item value="pricing">
              <Accordion.Control>{texts.pricing.title}</Accordion.Control>
              <Accordion.Panel>
                {pricing ? (
                  <InfoList
                    items={[
                      [texts.pricing.netAmount, optionalAmount(pricing.netAmount)],
                      [texts.vatRate, pricing.vatRate && vatRateLabels[pricing.vatRate]],
                      [texts.pricing.hourlyRate, optionalAmount(pricing.hourlyRate)],
                      [texts.pricing.includedHours, pricing.includedHours],
                      [
                        texts.pricing.successFee,
                        pricing.successFeePercent == null ? undefined : `${pricing.successFeePercent}%`,
                      ],
                      [texts.pricing.validFrom, optionalDate(pricing.validFrom)],
                      [texts.pricing.validTo, optionalDate(pricing.validTo)],
                      [notes, pricing.notes],
                    ]}
                  />
                ) : (
                  <Missing>{texts.pricing.none}</Missing>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {!(forClient && !subscription) && (
            <Accordion.Item value="subscription">
              <Accordion.Control>{texts.subscription.title}</Accordion.Control>
              <Accordion.Panel>
                {subscription ? (
                  <InfoList
                    items={[
                      [texts.subscription.title, subscription.subscriptionDefinition?.name],
                      [texts.subscription.begin, optionalDate(subscription.beginDate)],
                      [texts.subscription.end, optionalDate(subscription.endDate)],
                      [texts.subscription.monthlyNetAmount, optionalAmount(subscription.monthlyNetAmount)],
                      [texts.subscription.promotion, yesNo(subscription.isPromotion)],
                    ]}
                    hideEmpty={forClient}
                  />
                ) : (
                  <Missing>{texts.subscription.none}</Missing>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          )}
        </Accordion>
      )}
    </Section>
  );
}
