import { Avatar } from '@mantine/core';
import { useDownloadProfilePictureThumbnail } from '@portal/sdk';
import type { PersonName } from '@portal/sdk/model';
import { fullName } from '@/copy/people';
import { useObjectUrl } from '@/components/files/use-object-url';
import { initialsOf, Mark } from '@/components/shell/Mark';

/** The profile picture's default size (spec 000 section 9). */
export const USER_AVATAR_SIZE = 48;
/** Profile picture thumbnails are cached for 5 seconds (spec 000 section 9). */
export const PROFILE_PICTURE_CACHE_MS = 5_000;

/** How long a downloaded profile picture stays in the cache (and counts as fresh). */
export const profilePictureCache = { staleTime: PROFILE_PICTURE_CACHE_MS, gcTime: PROFILE_PICTURE_CACHE_MS };

export interface UserAvatarProps {
  person: PersonName;
  /** Pixels; 48 unless given (the message list's 30). */
  size?: number;
  /** Beside the name it shows (the header's user menu): hidden from screen readers, the initials not read either. */
  decorative?: boolean;
}

/** A person's profile picture thumbnail when they have one, else their initials. */
export function UserAvatar({ person, size = USER_AVATAR_SIZE, decorative = false }: UserAvatarProps) {
  const pictureId = person.profileImageId ?? undefined;
  const picture = useDownloadProfilePictureThumbnail(pictureId as number, {
    query: { enabled: pictureId !== undefined, ...profilePictureCache },
  });
  const src = useObjectUrl(picture.data);
  const name = fullName(person).trim();
  const avatar = { src, name, color: 'initials', size, radius: 'xl' } as const;
  return decorative ? (
    <Avatar {...avatar} alt="" aria-hidden>
      <Mark text={initialsOf(name)} />
    </Avatar>
  ) : (
    <Avatar {...avatar} alt={name} />
  );
}
