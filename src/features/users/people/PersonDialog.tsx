import { Anchor, Modal, Stack, Text, Title } from '@mantine/core';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { mailtoHref, telHref } from '@/components/contact-links';
import { UserTile } from '@/components/users/UserTile';
import { fullName } from '@/copy/people';
import { peopleTexts } from './texts';

const texts = peopleTexts.card;

export interface PersonDialogProps {
  /** The person shown (kept while the dialog closes). */
  person: ApplicationUser | null;
  opened: boolean;
  viewerRoles: readonly UserRole[];
  onClose: () => void;
}

/** A person of the staff directory, read only: their tile (roles, title, departments …) and how to reach them. */
export function PersonDialog({ person, opened, viewerRoles, onClose }: PersonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={person ? fullName(person) : ''} size="lg">
      {person && (
        <Stack gap="md">
          <UserTile user={person} viewerRoles={viewerRoles} />
          <Stack gap={4} component="section" aria-label={texts.contact}>
            <Title order={3} size="h5">
              {texts.contact}
            </Title>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {`${texts.phone}: `}
              </Text>
              {person.phoneNumber ? (
                <Anchor href={telHref(person.phoneNumber)}>{person.phoneNumber}</Anchor>
              ) : (
                texts.none
              )}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" size="sm">
                {`${texts.email}: `}
              </Text>
              <Anchor href={mailtoHref(person.email)}>{person.email}</Anchor>
            </Text>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
