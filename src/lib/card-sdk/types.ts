// The part of the card provider's browser SDK (PayU's JS SDK, "Secure Form") the portal uses: secure fields for
// the card number, expiry and CVV, tokenization and the CVV step. Its own type package is not among ours.

export type SecureFieldType = 'number' | 'date' | 'cvv';

export interface SecureFieldOptions {
  placeholder?: Partial<Record<SecureFieldType, string>>;
  /** The accessible name of the field's frame. */
  frameTitle?: string;
  style?: { basic?: { fontSize?: string; fontColor?: string; fontFamily?: string } };
}

export interface SecureField {
  render(selector: string): SecureField;
  on(event: 'ready' | 'focus' | 'blur', handler: () => void): SecureField;
  focus(): SecureField;
  clear(): SecureField;
  remove(): SecureField;
}

export interface SecureFieldMessage {
  type: 'validation' | 'technical';
  code: string;
  message: string;
  source?: SecureFieldType;
}

export type TokenizeResult =
  | { status: 'SUCCESS'; body: { token: string; mask: string } }
  | { status: 'ERROR'; error: { messages: SecureFieldMessage[] } };

export type SendCvvResult = { status: 'SUCCESS' } | { status: 'ERROR'; error: { messages: SecureFieldMessage[] } };

export interface CardSdk {
  secureForms(options?: { lang?: 'pl' }): { add(type: SecureFieldType, options?: SecureFieldOptions): SecureField };
  tokenize(type?: 'SINGLE' | 'SINGLE_LONGTERM' | 'MULTI'): Promise<TokenizeResult>;
  sendCvv(refReqId: string): Promise<SendCvvResult>;
  extractRefReqId(input: string): string;
}

/** The SDK's global: `PayU(posId)`. */
export type CardSdkEntry = (posId: string, options?: { dev?: boolean }) => CardSdk;

declare global {
  interface Window {
    PayU?: CardSdkEntry;
  }
}
