import { IconUpload } from '@tabler/icons-react';
import { PickerDropzone } from '@/components/files/PickerDropzone';
import { caseTexts } from '@/features/cases/texts';

const texts = caseTexts.attachments.upload;

export interface FileDropzoneProps {
  /** What the files are for ("Załączniki klienta"): names the drop area, its button and its file input. */
  label: string;
  hint: string;
  onDrop: (files: File[]) => void;
  disabled?: boolean;
}

/** Where a case's files are dropped, or picked with the "Wybierz pliki" button (several at once). */
export function FileDropzone({ label, hint, onDrop, disabled = false }: FileDropzoneProps) {
  return (
    <PickerDropzone
      onDrop={onDrop}
      multiple
      disabled={disabled}
      label={texts.addFiles(label)}
      inputLabel={label}
      icon={<IconUpload size={28} aria-hidden />}
      text={texts.dropzone}
      hint={hint}
      pick={texts.pick}
      pickLabel={texts.pickFiles(label)}
    />
  );
}
