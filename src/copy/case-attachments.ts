/** Polish texts of case attachments: the case's own files and the documents of its accounting periods. */

/** The two sides that send files to a case. */
export type AttachmentSide = 'client' | 'expert';

export const caseAttachmentSideLabels = {
  client: 'Załączniki klienta',
  expert: 'Załączniki eksperta',
} as const satisfies Record<AttachmentSide, string>;

export const attachmentTexts = {
  sectionTitle: 'Załączniki',
  noAttachments: 'Brak załączników',
  deleteTitle: 'Usuń załącznik',
  deleteConfirm: (fileName: string) => `Czy na pewno chcesz usunąć załącznik ${fileName}?`,
  dropzone: 'Przeciągnij pliki tutaj lub kliknij, aby je wybrać',
  dropzoneHint: 'Możesz dodać kilka plików naraz; każdy może mieć własny opis.',
  descriptionComma: 'Opis nie może zawierać przecinka (opisy plików są wysyłane razem, oddzielone przecinkami)',
  downloadFailed: 'Nie udało się pobrać pliku.',
} as const;
