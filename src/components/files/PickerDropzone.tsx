import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { useRef, type ReactNode } from 'react';

export interface PickerDropzoneProps extends Pick<
  DropzoneProps,
  'onDrop' | 'onReject' | 'accept' | 'maxSize' | 'multiple' | 'disabled'
> {
  /** Names the drop area. */
  label: string;
  /** Names its file input. */
  inputLabel: string;
  icon: ReactNode;
  /** What to do here ("Przeciągnij pliki tutaj…"), and a line under it. */
  text: string;
  hint: ReactNode;
  /** The button's text, and its accessible name when the text alone does not say what it picks for. */
  pick: string;
  pickLabel?: string;
}

/**
 * Where files are dropped, or picked with the button. The area itself is a labelled group, not a control: a
 * keyboard or screen-reader user reaches the button, which is the one control here (a focusable area around a file
 * input would nest two controls).
 */
export function PickerDropzone({
  label,
  inputLabel,
  icon,
  text,
  hint,
  pick,
  pickLabel,
  disabled,
  ...dropzone
}: PickerDropzoneProps) {
  const openPicker = useRef<() => void>(null);
  return (
    <Dropzone
      {...dropzone}
      disabled={disabled}
      openRef={openPicker}
      activateOnKeyboard={false}
      role="group"
      aria-label={label}
      inputProps={{ 'aria-label': inputLabel }}
      p="md"
    >
      <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }}>
        {icon}
        <Stack gap={0}>
          <Text size="sm">{text}</Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <Button
          variant="light"
          size="xs"
          disabled={disabled}
          aria-label={pickLabel}
          style={{ pointerEvents: 'auto' }}
          onClick={(event) => {
            event.stopPropagation();
            openPicker.current?.();
          }}
        >
          {pick}
        </Button>
      </Group>
    </Dropzone>
  );
}
