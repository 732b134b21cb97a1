import type { News, Notification } from '@portal/sdk/model';
import { CARD_SDK_ARRIVAL_KEY } from './card-provider/sdk-stand-in';
import type { DemoDb } from './db/db';
import type { DemoMail } from './db/types';
import type { DemoEvents } from './events';
import { FAKER_ANSWER_HEADER } from './fallback';
import { checkDemoSignIn } from './users/account';
import { connectedHubClientCount, dropHubConnections, pushNotification } from './hub';

/** What a scripted review (and the browser tests) can do to the running demo: `window.portalDemo`. */
export interface DemoControl {
  /** Records a notification for the user and pushes it through the hub, as the server would. */
  notify(userId: number, notification: Omit<Notification, 'id' | 'createdAt' | 'isRead'>): Notification;
  /** Closes every hub connection (the client reconnects by itself); the hub stays down `downForMs`. */
  dropHub(downForMs?: number): void;
  hubClients(): number;
  /** Back to the seed data. */
  reset(): void;
  /** The next authenticated API call answers 401 (the session renews and repeats it). */
  rejectNextApiCall(): void;
  /** How the card provider's script arrives the next time a screen needs it: after 5 s, or never ("Timeout"). */
  cardSdk(arrival: 'slow' | 'missing'): void;
  /** The e-mails the demo sent (activation and password-reset links), oldest first. */
  mails(): readonly DemoMail[];
  /** Calls `listener` with each e-mail sent from now on; returns the function that stops it. */
  onMail(listener: (mail: DemoMail) => void): () => void;
  /** The demo's e-mail and password sign-in (the identity provider's login page stands in here). */
  checkSignIn(email: string, password: string): ReturnType<typeof checkDemoSignIn>;
  /** The HTTP calls the demo answered, oldest first (the last 200): its in-page answers are not in the Network panel. */
  calls(): readonly DemoCall[];
  /**
   * Publishes a news item for everyone with this title and body as the server holds it, whatever HTML that is: a
   * review can see what the news page makes of a body the editor could never produce. Returns its id.
   */
  publishNews(title: string, messageContent: string): number;
}

export interface DemoCall {
  method: string;
  url: string;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  status: number;
  /** Answered with made-up data by the faker fallback, not from the demo's records. */
  faker: boolean;
}

const KEPT_CALLS = 200;

export function createCallLog() {
  const calls: DemoCall[] = [];
  return {
    record(request: Request, response: Response) {
      const { method, url, headers } = request;
      calls.push({
        method,
        url,
        headers: Object.fromEntries(headers),
        status: response.status,
        faker: response.headers.has(FAKER_ANSWER_HEADER),
      });
      calls.splice(0, calls.length - KEPT_CALLS);
    },
    list: (): readonly DemoCall[] => [...calls],
  };
}

export function createDemoControl(
  db: DemoDb,
  authGate: { rejectNext(): void },
  calls: { list(): readonly DemoCall[] },
  events: DemoEvents,
): DemoControl {
  return {
    notify(userId, draft) {
      const notification = {
        ...draft,
        id: db.nextId('notifications'),
        createdAt: new Date().toISOString(),
        isRead: false,
      } satisfies Notification;
      db.notifications.push({ ...notification, userId });
      db.save();
      pushNotification(notification);
      return notification;
    },
    dropHub: (downForMs) => dropHubConnections(downForMs),
    hubClients: connectedHubClientCount,
    reset: () => db.reset(),
    rejectNextApiCall: () => authGate.rejectNext(),
    calls: () => calls.list(),
    mails: () => [...db.mails],
    onMail: (listener) => events.on((event) => event.type === 'mailSent' && listener(event.mail)),
    checkSignIn: (email, password) => checkDemoSignIn(db, email, password),
    cardSdk: (arrival) => sessionStorage.setItem(CARD_SDK_ARRIVAL_KEY, arrival),
    publishNews(title, messageContent) {
      const news: News = {
        id: db.nextId('news'),
        title,
        messageContent,
        status: 'Published',
        createdAt: new Date().toISOString(),
        isSummary: false,
        newsAttachments: [],
        newsAttachmentsTokens: [],
      };
      db.news.push(news);
      db.save();
      return news.id;
    },
  };
}

declare global {
  interface Window {
    portalDemo?: DemoControl;
  }
}
