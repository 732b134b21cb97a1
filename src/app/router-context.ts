import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '@/lib/auth/guard';
import type { Session } from '@/lib/auth/session';

// What every route receives from the router (the routes import it from here, not from router.tsx, which imports
// the route tree: no import circle).

export interface RouterContext {
  queryClient: QueryClient;
  session: Session;
  /** Connect the notification hub (off in component tests, which test the hub on its own). */
  realtime: boolean;
  /** Starts the demo's in-browser backend if it has not started; settles once it answers (the hub waits for it). */
  backend?: () => Promise<unknown>;
  /** What only the mock-only demo can do. */
  demo?: DemoActions;
}

export interface DemoActions {
  /** Back to the seed data. */
  reset(): void | Promise<void>;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The Polish page title (breadcrumbs, menu and the document title). */
    title?: string;
    /** Who may open the route (spec 000 section 2); checked in the route's `beforeLoad`. */
    access?: Access;
    /** The route's screen is not built yet: it shows the "coming soon" page. */
    placeholder?: boolean;
    /** false: not a breadcrumb of the pages below its path (a form for a new record is no parent of a record). */
    crumb?: boolean;
  }
}
