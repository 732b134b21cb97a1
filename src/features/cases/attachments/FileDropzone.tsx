import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { caseTexts } from '@/features/cases/texts';

const texts = caseTexts.attachments.upload;

export interface FileDropzoneProps {
  /** What the files are for ("Załączniki klienta"): names the drop area, its button and its file input. */
  label: string;
  hint: string;
  onDrop: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Where files are dropped, or picked with the "Wybierz pliki" button. The area itself is a labelled group, not a
 * control: a keyboard or screen-reader user reaches the button, which is the one control here (a focusable area
 * around a file input would nest two controls).
 */
export function FileDropzone({ label, hint, onDrop, disabled = false }: FileDropzoneProps) {
  const openPicker = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={onDrop}
      multiple
      disabled={disabled}
      openRef={openPicker}
      activateOnKeyboard={false}
      role="group"
      aria-label={texts.addFiles(label)}
      inputProps={{ 'aria-label': label }}
      p="md"
    >
      <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }}>
        <IconUpload size={28} aria-hidden />
        <Stack gap={0}>
          <Text size="sm">{texts.dropzone}</Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <Button
          variant="light"
          size="xs"
          disabled={disabled}
          aria-label={texts.pickFiles(label)}
          style={{ pointerEvents: 'auto' }}
          onClick={(event) => {
            event.stopPropagation();
            openPicker.current?.();
          }}
        >
          {texts.pick}
        </Button>
      </Group>
    </Dropzone>
  );
}
