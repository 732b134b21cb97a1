/**
 * Builds the multipart body of every generated upload. Files in a list are sent as repeated fields;
 * a list of texts (the `Descriptions` of multiple-attachment uploads) is sent as one comma-joined field.
 */
export function toFormData<TBody>(body: TBody): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.every((item) => item instanceof Blob)) value.forEach((file: Blob) => formData.append(name, file));
      else formData.append(name, value.map(String).join(','));
    } else if (value instanceof Blob) {
      formData.append(name, value);
    } else {
      formData.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return formData;
}
