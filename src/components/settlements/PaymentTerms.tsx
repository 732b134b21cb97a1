import { Text } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { cardFormTexts } from './card-sdk-texts';

const terms = cardFormTexts.terms;

/** Paying means accepting the platform's terms, with the payment carried out by the card provider (spec 000 §2). */
export function PaymentTerms() {
  return (
    <Text size="sm">
      {terms.before}
      <AnchorLink to="/polityka-prywatnosci" target="_blank" underline="always">
        {terms.link}
      </AnchorLink>
      {terms.after}
    </Text>
  );
}
