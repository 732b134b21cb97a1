import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SettlementCardToken } from '@portal/sdk/model';
import { IconBrandMastercard, IconBrandVisa, IconCreditCard, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { confirmAction } from '@/components/confirm';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { savedCardsQuery, useDeleteSavedCard } from '@/features/settlements/api';
import { cardExpiry, cardLabel } from '@/features/settlements/card-label';
import { cardTexts } from './card-texts';

const brandIcons: Record<string, typeof IconCreditCard> = { VISA: IconBrandVisa, MASTERCARD: IconBrandMastercard };

/** "4444 33•• •••• 1111": the provider's mask, grouped as printed on the card. */
const groupedMask = (masked: string) => masked.replace(/\*/g, '•').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The client's saved cards: 1, 2 or 3 to a row (phone, medium, large screens). A card is removed after the
 * confirmation; its button goes with it, so the focus moves to the list's heading (not to the page's body).
 */
export function SavedCards() {
  const cards = useQuery(savedCardsQuery());
  const remove = useDeleteSavedCard();
  const heading = useRef<HTMLHeadingElement>(null);
  const askToRemove = (card: SettlementCardToken) =>
    confirmAction({
      title: cardTexts.removeCard(cardLabel(card)),
      message: cardTexts.removeQuestion,
      destructive: true,
      onConfirm: () =>
        remove.mutate(
          { params: { token: card.value } },
          {
            onSuccess: () => {
              notifySaved(cardTexts.removed(cardLabel(card)), cardTexts.removedTitle);
              heading.current?.focus();
            },
          },
        ),
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-cards">
      <Title order={2} size="h3" id="saved-cards" ref={heading} tabIndex={-1}>
        {cardTexts.savedTitle}
      </Title>
      <QueryState query={cards}>
        {cards.data?.cardTokens.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {cards.data.cardTokens.map((card) => (
              <CardTile
                key={card.value}
                card={card}
                onRemove={() => askToRemove(card)}
                removing={remove.isPending && remove.variables?.params.token === card.value}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{cardTexts.none}</Text>
        )}
      </QueryState>
    </Stack>
  );
}

function CardTile({
  card,
  onRemove,
  removing,
}: {
  card: SettlementCardToken;
  onRemove: () => void;
  removing: boolean;
}) {
  const Brand = brandIcons[card.cardBrand.toUpperCase()] ?? IconCreditCard;
  const name = cardLabel(card);
  const expired = card.status === 'EXPIRED';
  return (
    <Paper withBorder radius="md" p="md" aria-label={name} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Brand size={36} stroke={1.5} aria-hidden />
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" ff="monospace">
              {groupedMask(card.cardNumberMasked)}
            </Text>
          </div>
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={cardTexts.removeCard(name)}
          onClick={onRemove}
          loading={removing}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="xs" mt="sm">
        <Text size="sm">{cardTexts.expires(cardExpiry(card))}</Text>
        <Badge color={expired ? 'gray' : 'green'} variant="light">
          {cardTexts.status[card.status]}
        </Badge>
        {card.preferred && (
          <Badge color="blue" variant="light">
            {cardTexts.preferred}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
