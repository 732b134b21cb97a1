import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Scope } from './series';
import { calendarTexts } from './texts';

const texts = calendarTexts.scope;

/** Which occurrences of a recurring event a change or deletion applies to: this one, or this and the later ones. */
export function ScopeDialog({
  action,
  onChoose,
  onClose,
  pending = false,
}: {
  /** Open for this action; closed when null. */
  action: 'edit' | 'delete' | null;
  onChoose: (scope: Scope) => void;
  onClose: () => void;
  pending?: boolean;
}) {
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action === 'delete' ? texts.deleteTitle : texts.editTitle}
      closeOnClickOutside={!pending}
    >
      <Stack>
        <Text size="sm">{action === 'delete' ? texts.deleteQuestion : texts.editQuestion}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {texts.cancel}
          </Button>
          <Button variant="light" onClick={() => onChoose('single')} loading={pending}>
            {texts.single}
          </Button>
          <Button onClick={() => onChoose('future')} loading={pending} color={action === 'delete' ? 'red' : undefined}>
            {texts.future}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
