import { Badge, Box, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Lead, LeadOutcome } from '@portal/sdk/model';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { formatAmount, formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { leadOutcomeLabels } from '@/copy/case-labels';
import { leadOutcomeColors } from '@/copy/sales-labels';
import { useMoveLead } from './api';
import { boardColumns, COLUMNS, type BoardColumn } from './pipeline-views';
import { pipelineTexts } from './texts';

const texts = pipelineTexts;
const DRAG_TYPE = 'text/plain';
const wrapping = { overflowWrap: 'anywhere' } as const;

/**
 * A move the server accepted, shown until the leads reload: the lead stands at `to` while the leads still say
 * `from` (once reloaded they say `to` themselves).
 */
type Moves = ReadonlyMap<number, { from: LeadOutcome; to: LeadOutcome }>;

/**
 * The pipeline board: the leads in four columns by outcome (Brak → W toku → Wygrana / Przegrana), each with its
 * count and expected value. A card moves to another column by mouse (drag and drop) or by keyboard (its "Przenieś
 * do…" menu); the move is the lead's new outcome, saved on the server: the card goes once the server accepts, a
 * notice and the screen reader's live region say so, and a refusal leaves it where it was, with the server's words.
 */
export function PipelineBoard({ leads }: { leads: readonly Lead[] }) {
  const move = useMoveLead();
  const [moves, setMoves] = useState<Moves>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [focusLeadId, setFocusLeadId] = useState<number>();
  const dragged = useRef<number | undefined>(undefined);
  const outcomeOf = (lead: Lead) => {
    const moved = moves.get(lead.id);
    return moved?.from === lead.outcome ? moved.to : lead.outcome;
  };
  const columns = boardColumns(leads, outcomeOf);

  const moveTo = (lead: Lead, outcome: LeadOutcome, byKeyboard: boolean) => {
    if (outcomeOf(lead) === outcome || move.isPending) return;
    setAnnouncement('');
    setFocusLeadId(undefined);
    move.mutate(
      { id: lead.id, data: { outcome } },
      {
        onSuccess: () => {
          setMoves((before) => new Map(before).set(lead.id, { from: lead.outcome, to: outcome }));
          const said = texts.move.moved(fullName(lead), leadOutcomeLabels[outcome]);
          setAnnouncement(said);
          notifySaved(said, texts.move.done);
          if (byKeyboard) setFocusLeadId(lead.id);
        },
      },
    );
  };
  const dropOn = (outcome: LeadOutcome) => (event: DragEvent) => {
    event.preventDefault();
    const id = Number(event.dataTransfer?.getData(DRAG_TYPE)) || dragged.current;
    dragged.current = undefined;
    const lead = leads.find((l) => l.id === id);
    if (lead) moveTo(lead, outcome, false);
  };

  return (
    <Stack gap="sm">
      <MutationError error={move.error} />
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" role="group" aria-label={texts.board}>
        {columns.map((column) => (
          <Column key={column.outcome} column={column} onDrop={dropOn(column.outcome)}>
            {column.leads.map((lead) => (
              <LeadCard
                key={lead.id}
                lead={lead}
                outcome={column.outcome}
                moving={move.isPending && move.variables?.id === lead.id}
                focus={focusLeadId === lead.id}
                onDragStart={(event) => {
                  dragged.current = lead.id;
                  event.dataTransfer?.setData(DRAG_TYPE, String(lead.id));
                  if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
                }}
                onMove={(outcome) => moveTo(lead, outcome, true)}
              />
            ))}
          </Column>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Column({
  column,
  onDrop,
  children,
}: {
  column: BoardColumn;
  onDrop: (event: DragEvent) => void;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const [over, setOver] = useState(false);
  const label = leadOutcomeLabels[column.outcome];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      miw={0}
      bg="var(--mantine-color-default-hover)"
      style={{ borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined, borderWidth: over ? 2 : 1 }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        onDrop(event);
      }}
      data-outcome={column.outcome}
    >
      <Stack gap="xs">
        <div>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Title order={2} size="h4" id={headingId}>
              {label}
            </Title>
            <Badge variant="light" color={leadOutcomeColors[column.outcome]} tt="none">
              {texts.count(column.leads.length)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {texts.sum(formatAmount(column.expected))}
          </Text>
        </div>
        {column.leads.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {texts.empty}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
            {children}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface LeadCardProps {
  lead: Lead;
  outcome: LeadOutcome;
  moving: boolean;
  /** Takes the focus (its menu button): it has just been moved here by keyboard. */
  focus: boolean;
  onDragStart: (event: DragEvent) => void;
  onMove: (outcome: LeadOutcome) => void;
}

function LeadCard({ lead, outcome, moving, focus, onDragStart, onMove }: LeadCardProps) {
  const name = fullName(lead);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) menuButton.current?.focus();
  }, [focus]);
  const details: [string, string | null | undefined][] = [
    [texts.card.company, lead.companyName],
    [texts.card.product, lead.product?.name],
    [
      texts.card.value,
      lead.expectedValue === null || lead.expectedValue === undefined
        ? texts.card.noValue
        : formatAmount(lead.expectedValue),
    ],
    [texts.card.sales, lead.sales ? fullName(lead.sales) : null],
    [texts.card.created, lead.createdAt ? formatDate(lead.createdAt) : null],
  ];
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      draggable={!moving}
      onDragStart={onDragStart}
      style={{ cursor: moving ? 'progress' : 'grab', opacity: moving ? 0.6 : 1 }}
      aria-busy={moving}
      data-lead-id={lead.id}
    >
      <Stack gap={4}>
        <Text fw={600} style={wrapping}>
          {name}
        </Text>
        <Box component="dl" m={0} fz="sm">
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Group key={label} gap={4} wrap="nowrap" align="baseline">
                <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {`${label}:`}
                </Text>
                <Text component="dd" size="sm" m={0} style={wrapping}>
                  {value}
                </Text>
              </Group>
            ))}
        </Box>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              ref={menuButton}
              size="compact-sm"
              variant="light"
              leftSection={<IconArrowsExchange size={14} aria-hidden />}
              loading={moving}
              aria-label={texts.move.menuOf(name)}
              style={{ alignSelf: 'flex-start' }}
            >
              {texts.move.menu}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {COLUMNS.filter((other) => other !== outcome).map((other) => (
              <Menu.Item key={other} onClick={() => onMove(other)}>
                {leadOutcomeLabels[other]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Stack>
    </Paper>
  );
}
