import type { ComboboxItem } from '@mantine/core';
import { useListAccountingAttachmentTypes } from '@portal/sdk';

/** The accounting attachment types as select options (inactive ones stay shown for documents that have them). */
export function useAttachmentTypeOptions(): ComboboxItem[] {
  const types = useListAccountingAttachmentTypes({ query: { staleTime: 5 * 60_000 } });
  return (types.data ?? []).map((type) => ({ value: String(type.id), label: type.name, disabled: !type.isActive }));
}
