import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  List,
  Loader,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDownloadNewsPictureThumbnail } from '@portal/sdk';
import { IconPaperclip, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useObjectUrl } from '@/components/files/use-object-url';
import { MutationError, mutationErrorText } from '@/components/MutationError';
import { errorStatus } from '@/lib/http/configure-http';
import { useCreateNewsAttachment, useCreateNewsPicture } from '@/features/news/admin/api';
import { newsFormTexts } from '@/features/news/admin/texts';
import type { FormFile } from './form-values';

const THUMBNAIL = { w: 175, h: 150 };
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The item's picture: a thumbnail of the one it has (or of the one just chosen), and buttons to choose one,
 * replace it or remove it. A chosen file is uploaded at once (`NewsPicture`, multipart) and named by id when the
 * item is saved; the server's objection to a file shows here.
 */
export function PictureField({
  value,
  localFile,
  onChange,
}: {
  value: FormFile | null;
  /** The file of `value` when it was chosen here (not stored with the item yet). */
  localFile: File | undefined;
  onChange: (picture: FormFile | null, file?: File) => void;
}) {
  const texts = newsFormTexts.picture;
  const upload = useCreateNewsPicture();
  const pick = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { data: { file } },
      { onSuccess: (picture) => onChange({ id: picture.id, fileName: picture.fileName }, file) },
    );
  };
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md">
        {value ? (
          <PictureThumbnail picture={value} file={localFile} />
        ) : (
          <Stack
            w={THUMBNAIL.w}
            h={THUMBNAIL.h}
            align="center"
            justify="center"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <IconPhoto size={32} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed" ta="center" px="xs">
              {texts.none}
            </Text>
          </Stack>
        )}
        <Stack gap="xs">
          <FileButton onChange={pick} accept={PICTURE_TYPES}>
            {(props) => (
              <Button
                variant="light"
                leftSection={<IconPhoto size={16} aria-hidden />}
                loading={upload.isPending}
                {...props}
              >
                {value ? texts.replace : texts.add}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onChange(null)}
            >
              {texts.remove}
            </Button>
          )}
          <Text size="xs" c="dimmed" maw={320}>
            {texts.hint}
          </Text>
        </Stack>
      </Group>
      <MutationError error={upload.error} />
    </Stack>
  );
}

function PictureThumbnail({ picture, file }: { picture: FormFile; file?: File }) {
  // a stored picture is read with its token; one just chosen is shown from the file itself
  const stored = useDownloadNewsPictureThumbnail(
    picture.id,
    { Token: picture.token ?? '' },
    { query: { enabled: !file && !!picture.token, staleTime: Infinity } },
  );
  const src = useObjectUrl(file ?? stored.data);
  const alt = newsFormTexts.picture.alt;
  if (!src) return <Skeleton {...THUMBNAIL} radius="md" aria-label={alt} />;
  return <Image src={src} {...THUMBNAIL} fit="cover" radius="md" alt={alt} />;
}

/** The item's attachments by name, each removable; chosen files are uploaded at once, several at a time. */
export function AttachmentsField({ value, onChange }: { value: FormFile[]; onChange: (files: FormFile[]) => void }) {
  const texts = newsFormTexts.attachments;
  const upload = useCreateNewsAttachment();
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState<{ names: string[]; error: unknown }>();
  const pick = async (files: File[]) => {
    if (!files.length) return;
    setUploading(true);
    setFailed(undefined);
    const added: FormFile[] = [];
    const names: string[] = [];
    let error: unknown;
    for (const file of files) {
      try {
        const attachment = await upload.mutateAsync({ data: { file } });
        added.push({ id: attachment.id, fileName: attachment.fileName });
      } catch (e) {
        names.push(file.name);
        error = e;
      }
    }
    setUploading(false);
    if (names.length) setFailed({ names, error });
    if (added.length) onChange([...value, ...added]);
  };
  return (
    <Stack gap="sm">
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      ) : (
        <List aria-label={texts.listLabel} listStyleType="none" p={0} spacing={4}>
          {value.map((file) => (
            <List.Item key={file.id}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden />
                  <Text size="sm">{file.fileName}</Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={texts.remove(file.fileName)}
                  onClick={() => onChange(value.filter((f) => f.id !== file.id))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group>
        <FileButton multiple onChange={(files) => void pick(files)}>
          {(props) => (
            <Button
              variant="light"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={uploading}
              {...props}
            >
              {texts.add}
            </Button>
          )}
        </FileButton>
        {uploading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{texts.uploading}</Text>
          </Group>
        )}
      </Group>
      {failed && (
        // which files did not go, with the server's reason when it gave one (other failures have their toast)
        <Alert color="red" variant="light" role="alert" py="xs">
          {texts.failed(failed.names.join(', '))}
          {errorStatus(failed.error) === 400 && ` ${mutationErrorText(failed.error)}`}
        </Alert>
      )}
    </Stack>
  );
}
