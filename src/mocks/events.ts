import type { CaseField } from '@portal/sdk/model';
import type { DemoMail } from './db/types';

/** What happened in the demo backend, as its handlers announce it once the change is stored. */
export type DemoEvent =
  | {
      type: 'caseChanged';
      caseId: number;
      actorId: number | undefined;
      /** The case value that changed (`Other` for a change of the whole case or of a sub-record). */
      field: CaseField;
      /** The new value where the notification names it (a status, a product's name); null otherwise. */
      newValue: string | null;
    }
  | { type: 'commentPosted'; caseId: number; actorId: number | undefined; messageId: number }
  /** A news item sent by e-mail to its readers (`recipients`: user ids), who are notified of it. */
  | { type: 'newsSent'; newsId: number; actorId: number | undefined; recipients: number[] }
  /** An e-mail "sent" (the demo shows it in the page). */
  | { type: 'mailSent'; mail: DemoMail };

export interface DemoEvents {
  emit(event: DemoEvent): void;
  /** Calls `listener` with every later event; returns the function that stops it. */
  on(listener: (event: DemoEvent) => void): () => void;
}

/** A small synchronous event bus: a listener runs before `emit` returns, so before the answer is sent. */
export function createEvents(): DemoEvents {
  const listeners = new Set<(event: DemoEvent) => void>();
  return {
    emit: (event) => listeners.forEach((listener) => listener(event)),
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
