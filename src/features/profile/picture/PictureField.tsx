import { Alert, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useDownloadProfilePicture } from '@portal/sdk';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { mutationErrorText } from '@/components/MutationError';
import { PickerDropzone } from '@/components/files/PickerDropzone';
import { useObjectUrl } from '@/components/files/use-object-url';
import { profilePictureCache } from '@/components/users/UserAvatar';
import { useCreateProfilePicture } from '@/features/profile/api';
import { profileTexts } from '@/features/profile/texts';
import { PICTURE_HEIGHT, PICTURE_WIDTH, type CropRect } from './crop';
import { PictureCropper } from './PictureCropper';
import { pictureTools, type OpenedPicture } from './picture-tools';

const texts = profileTexts.picture;

/** The picture types the portal takes, and the largest file picked (before it is cut down to the frame). */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PICKED_BYTES = 10 * 1024 * 1024;

export interface PictureFieldProps {
  /** The uploaded picture's id (`profileImageId`), null when none. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** A server message about the picture. */
  error?: string;
  /** A picked picture is being cropped (not uploaded yet): the form should not be saved meanwhile. */
  onCroppingChange?: (cropping: boolean) => void;
}

/**
 * The profile picture: picked (or dropped), cropped to 175 × 150 in the browser, previewed and uploaded at once;
 * the form keeps only the uploaded picture's id. It can be changed or removed again.
 */
export function PictureField({ value, onChange, error, onCroppingChange }: PictureFieldProps) {
  const upload = useCreateProfilePicture();
  const [opened, setOpened] = useState<OpenedPicture>();
  const [replacing, setReplacing] = useState(false);
  const [problem, setProblem] = useState<string>();
  // the picture just cut, shown at once (the server's copy is fetched only after a reload)
  const [cropped, setCropped] = useState<{ id: number; blob: Blob }>();

  const pick = async (files: File[]) => {
    setProblem(undefined);
    const [file] = files;
    if (!file) return;
    try {
      setOpened(await pictureTools.open(file));
      onCroppingChange?.(true);
    } catch {
      setProblem(texts.unreadable);
    }
  };
  const reject = ([rejection]: FileRejection[]) =>
    setProblem(rejection?.errors.some((e) => e.code === 'file-too-large') ? texts.tooLarge : texts.notImage);
  const close = () => {
    if (opened) pictureTools.close(opened);
    setOpened(undefined);
    onCroppingChange?.(false);
  };
  const crop = async (rect: CropRect) => {
    if (!opened) return;
    setProblem(undefined);
    try {
      const blob = await pictureTools.crop(opened, rect);
      const file = new File([blob], 'zdjecie-profilowe.jpg', { type: blob.type || 'image/jpeg' });
      const picture = await upload.mutateAsync({ data: { file } });
      setCropped({ id: picture.id, blob });
      onChange(picture.id);
      setReplacing(false);
      close();
    } catch (failure) {
      setProblem(mutationErrorText(failure, texts.uploadFailed) ?? texts.uploadFailed);
    }
  };

  const message = problem ?? error;
  return (
    <Stack gap="sm">
      {opened ? (
        <PictureCropper picture={opened} onCrop={crop} onCancel={close} busy={upload.isPending} />
      ) : value !== null && !replacing ? (
        <Stack gap="xs">
          <PicturePreview id={value} local={cropped?.id === value ? cropped.blob : undefined} />
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => setReplacing(true)}>
              {texts.change}
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
              {texts.remove}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PickerDropzone
          onDrop={pick}
          onReject={reject}
          accept={PICTURE_TYPES}
          maxSize={MAX_PICKED_BYTES}
          multiple={false}
          label={texts.dropzone}
          inputLabel={texts.input}
          icon={<IconPhoto size={28} aria-hidden />}
          text={texts.dropzone}
          hint={texts.dropzoneHint}
          pick={texts.pick}
        />
      )}
      {replacing && !opened && (
        <Group>
          <Button variant="default" size="xs" onClick={() => setReplacing(false)}>
            {texts.cancel}
          </Button>
        </Group>
      )}
      {message && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {message}
        </Alert>
      )}
    </Stack>
  );
}

/** The saved picture at its size: the one just cut when there is one, else the server's. */
function PicturePreview({ id, local }: { id: number; local?: Blob }) {
  const stored = useDownloadProfilePicture(id, { query: { enabled: !local, ...profilePictureCache } });
  const src = useObjectUrl(local ?? stored.data);
  return src ? (
    <Image src={src} alt={texts.current} w={PICTURE_WIDTH} h={PICTURE_HEIGHT} radius="sm" />
  ) : (
    <Text size="sm" c="dimmed">
      {stored.isError ? texts.none : texts.loading}
    </Text>
  );
}
