import { Badge } from '@mantine/core';
import type { UserStatus } from '@portal/sdk/model';
import { statusColors } from '@/components/users/UserTile';
import { userStatusLabels } from '@/copy/user-status';
import { wrappingBadge } from '@/components/wrapping-badge';

/** A user's status, in the words and colours of their tile. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" tt="none" styles={wrappingBadge} style={{ flexShrink: 0 }}>
      {userStatusLabels[status]}
    </Badge>
  );
}
