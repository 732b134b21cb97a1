/**
 * Builds the multipart body of every generated upload. Files in a list are sent as repeated fields; texts (the
 * `Descriptions` of multiple-attachment uploads is one, already comma-joined by the caller) as they are.
 */
export function toFormData<TBody>(body: TBody): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((file: Blob) => formData.append(name, file));
    } else if (value instanceof Blob) {
      formData.append(name, value);
    } else {
      formData.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return formData;
}
