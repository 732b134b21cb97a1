import { Accordion, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { accountingKindLabels, formatAddress, formatMoney, vatRateLabels, yesNo } from '../../../copy/case-details';
import { optionalDate } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

const Missing = ({ children }: { children: string }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

const money = (amount: number | null | undefined) => (amount == null ? undefined : formatMoney(amount));

/** VAT payer, accounting type, and the invoice settings, pricing policy and subscription of the case. */
export function BillingSection({ caseItem }: { caseItem: Case }) {
  const invoice = caseItem.invoiceSettings;
  const pricing = caseItem.pricingPolicy;
  const subscription = caseItem.subscription;
  const accountingType = caseItem.accountingType;
  return (
    <Section title="Rozliczenia i księgowość">
      <InfoList
        items={[
          ['Płatnik VAT', yesNo(caseItem.isVatPayer)],
          [
            'Rodzaj księgowości',
            accountingType && `${accountingType.name} (${accountingKindLabels[accountingType.kind]})`,
          ],
          ['Typ dokumentów księgowych', caseItem.accountingAttachmentType?.name],
        ]}
      />
      <Accordion multiple defaultValue={['invoice', 'pricing', 'subscription']} variant="contained" mt="md">
        <Accordion.Item value="invoice">
          <Accordion.Control>Ustawienia faktur</Accordion.Control>
          <Accordion.Panel>
            {invoice ? (
              <InfoList
                items={[
                  ['Nabywca', invoice.buyerName],
                  ['NIP nabywcy', invoice.buyerNip],
                  ['Adres nabywcy', invoice.buyerAddress ? formatAddress(invoice.buyerAddress) : undefined],
                  ['E-mail nabywcy', invoice.buyerEmail],
                  ['Pozycja na fakturze', invoice.itemName],
                  ['Kwota netto', money(invoice.netAmount)],
                  ['Stawka VAT', invoice.vatRate && vatRateLabels[invoice.vatRate]],
                  ['Termin płatności', invoice.paymentTermDays == null ? undefined : `${invoice.paymentTermDays} dni`],
                  [
                    'Dzień wystawienia',
                    invoice.issueDayOfMonth == null ? undefined : `${invoice.issueDayOfMonth}. dzień miesiąca`,
                  ],
                  ['Wystawiaj automatycznie', yesNo(invoice.autoIssue)],
                  ['Wysyłaj do klienta', yesNo(invoice.sendToClient)],
                  ['Uwagi', invoice.notes],
                ]}
              />
            ) : (
              <Missing>Brak ustawień faktur.</Missing>
            )}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="pricing">
          <Accordion.Control>Polityka cenowa</Accordion.Control>
          <Accordion.Panel>
            {pricing ? (
              <InfoList
                items={[
                  ['Wynagrodzenie netto', money(pricing.netAmount)],
                  ['Stawka VAT', pricing.vatRate && vatRateLabels[pricing.vatRate]],
                  ['Stawka godzinowa netto', money(pricing.hourlyRate)],
                  ['Godziny w cenie', pricing.includedHours],
                  ['Premia za sukces', pricing.successFeePercent == null ? undefined : `${pricing.successFeePercent}%`],
                  ['Obowiązuje od', optionalDate(pricing.validFrom)],
                  ['Obowiązuje do', optionalDate(pricing.validTo)],
                  ['Uwagi', pricing.notes],
                ]}
              />
            ) : (
              <Missing>Brak polityki cenowej.</Missing>
            )}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="subscription">
          <Accordion.Control>Abonament</Accordion.Control>
          <Accordion.Panel>
            {subscription ? (
              <InfoList
                items={[
                  ['Abonament', subscription.subscriptionDefinition?.name],
                  ['Początek', optionalDate(subscription.beginDate)],
                  ['Koniec', optionalDate(subscription.endDate)],
                  ['Opłata miesięczna netto', money(subscription.monthlyNetAmount)],
                  ['Promocja pierwszego miesiąca', yesNo(subscription.isPromotion)],
                ]}
              />
            ) : (
              <Missing>Brak abonamentu.</Missing>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Section>
  );
}
