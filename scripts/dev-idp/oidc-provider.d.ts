// oidc-provider ships no types; this is the small part of its API the development provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface Grant {
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantModel {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface OidcContext {
    provider: Provider;
    client: Client;
    account?: Account;
    session: { grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    /** The request's parameters (of the end-session request too: `id_token_hint`). */
    params?: Record<string, unknown>;
    requestParamOIDCScopes: Set<string>;
    requestParamScopes: Set<string>;
    resourceServers: Record<string, { scopes: Set<string> }>;
  }

  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    type: string;
    body: unknown;
  }

  export interface InteractionDetails {
    uid: string;
    grantId?: string;
    params: Record<string, unknown>;
    session?: { accountId: string };
    prompt: {
      name: string;
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
    };
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId: string };
  }

  export const errors: { InvalidTarget: new (description?: string) => Error };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: GrantModel;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
