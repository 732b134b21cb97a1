import { Alert, Input, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { config } from '@/lib/config';
import { loadCardSdk } from '@/lib/card-sdk/load';
import type { CardSdk, SecureFieldType } from '@/lib/card-sdk/types';
import { cardFormTexts as texts } from './card-sdk-texts';

export type CardSdkState =
  { state: 'loading' } | { state: 'ready'; sdk: CardSdk } | { state: 'failed'; message: string };

/** The card provider's SDK for this screen: loaded on first use, "Timeout" when it never comes. */
export function useCardSdk(): CardSdkState {
  const [state, setState] = useState<CardSdkState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadCardSdk()
      .then((entry) => live && setState({ state: 'ready', sdk: entry(config.cardProvider.posId) }))
      .catch((error: Error) => live && setState({ state: 'failed', message: error.message }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const labels: Record<SecureFieldType, string> = { number: texts.number, date: texts.expiry, cvv: texts.cvv };

/**
 * The provider's secure fields (its frames; the card data never reaches the portal), under Polish labels, in a
 * box styled as the portal's inputs. Each kind is added once per SDK and removed with the component.
 */
export function SecureCardFields({ sdk, types }: { sdk: CardSdk; types: SecureFieldType[] }) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const key = types.join();
  useEffect(() => {
    const forms = sdk.secureForms({ lang: 'pl' });
    const fields = key.split(',').map((type) =>
      forms
        .add(type as SecureFieldType, {
          placeholder: texts.placeholders,
          frameTitle: labels[type as SecureFieldType],
          style: { basic: { fontSize: '16px' } },
        })
        .render(`#${base}-${type}`),
    );
    return () => fields.forEach((field) => field.remove());
  }, [sdk, base, key]);
  return (
    <SimpleGrid cols={{ base: 1, xs: types.length > 1 ? 2 : 1 }} spacing="sm" maw={types.length > 1 ? undefined : 240}>
      {types.map((type) => (
        <Input.Wrapper
          key={type}
          label={labels[type]}
          labelElement="div"
          style={type === 'number' ? { gridColumn: '1 / -1' } : undefined}
        >
          <div id={`${base}-${type}`} className="secure-field" />
        </Input.Wrapper>
      ))}
    </SimpleGrid>
  );
}

/** What needs the SDK, once it is there: a skeleton while it loads, its failure ("Timeout") if it never comes. */
export function CardSdkGate({ sdk, children }: { sdk: CardSdkState; children: (sdk: CardSdk) => ReactNode }) {
  if (sdk.state === 'loading')
    return (
      <div role="status" aria-live="polite">
        <Text size="sm" c="dimmed" mb="xs">
          {texts.loading}
        </Text>
        <Skeleton height={36} />
      </div>
    );
  if (sdk.state === 'failed')
    return (
      <Alert color="red" title={texts.sdkFailed} role="alert">
        {sdk.message}
      </Alert>
    );
  return children(sdk.sdk);
}

/** A section that takes card data: its title, what the payer should know, then `children` once the SDK is there. */
export function CardSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: (sdk: CardSdk) => ReactNode;
}) {
  const sdk = useCardSdk();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      <CardSdkGate sdk={sdk}>{children}</CardSdkGate>
    </Paper>
  );
}
