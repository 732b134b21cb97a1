import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { attachmentTypesQuery } from '@/features/cases/api';

/** The accounting attachment types as select options (inactive ones stay shown for documents that have them). */
export function useAttachmentTypeOptions(): ComboboxItem[] {
  const types = useQuery(attachmentTypesQuery());
  return (types.data ?? []).map((type) => ({ value: String(type.id), label: type.name, disabled: !type.isActive }));
}
