/** The search of /calendarEvent/{id}/edit: which occurrence of a recurring event (its ISO start) is changed. */
export interface EventEditSearch {
  occurrence?: string;
}

export const parseEventEditSearch = (raw: Record<string, unknown>): EventEditSearch => {
  const value = typeof raw.occurrence === 'string' ? raw.occurrence : undefined;
  return value && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value) ? { occurrence: value } : {};
};
