// Answers the card provider must never be taken at their word for (issue 32): addresses for the CVV step and the
// bank's 3-D Secure check that are none a browser should go to, answers to saving a card or paying with one of any
// other shape than the provider's, and its script's malformed answers to tokenizing a card and to sending a CVV.
// Each of them is a failed operation for the screens (src/components/settlements/provider-result.ts).

/** The CVV step's and the bank's check's addresses a provider must never be taken at. */
export const malformedAddresses: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  0,
  42,
  true,
  {},
  [],
  ['https://bank.example.pl/3ds?refReqId=1'],
  { href: 'https://bank.example.pl/3ds?refReqId=1' },
  // what the URL parser throws on
  'http://[',
  'https://%',
  ':',
  'http://',
  'https://',
  'https://[::1',
  'https://:443/3ds?refReqId=1',
  'https://bank.example.pl:99999/3ds?refReqId=1',
  'https://1.2.3.256/3ds?refReqId=1',
  'https://bank example.pl/3ds?refReqId=1',
  'https://bank.example.pl%/3ds?refReqId=1',
  // schemes that are no page of the provider's
  'javascript:alert(1)//?refReqId=1',
  'JaVaScRiPt:alert(1)//?refReqId=1',
  ' javascript:alert(1)//?refReqId=1',
  'java\tscript:alert(1)//?refReqId=1',
  'data:text/html,<script>alert(1)</script>?refReqId=1',
  'vbscript:msgbox(1)?refReqId=1',
  'file:///etc/passwd?refReqId=1',
  'blob:https://bank.example.pl/1?refReqId=1',
  'about:blank?refReqId=1',
  'ftp://bank.example.pl/3ds?refReqId=1',
  'http://bank.example.pl/3ds?refReqId=1',
  'http://localhost.evil.example/3ds?refReqId=1',
  // relative ones, on whatever host the browser would make of them
  '//evil.example/3ds?refReqId=1',
  '\\\\evil.example/3ds?refReqId=1',
  '/\\evil.example/3ds?refReqId=1',
  '/mySettlements?refReqId=1',
  'mySettlements?refReqId=1',
  '?refReqId=1',
  '#refReqId=1',
  // too long, with white space or control characters, with credentials
  `https://bank.example.pl/${'a'.repeat(5000)}?refReqId=1`,
  'https://bank.example.pl/3ds\n?refReqId=1',
  'https://bank.example.pl/3ds\u0000?refReqId=1',
  'https://bank.example.pl/3ds ?refReqId=1',
  'https://user:password@bank.example.pl/3ds?refReqId=1',
];

/** Addresses fine for the bank's check, but with no request id the CVV step could use. */
export const cvvAddressesWithoutRequestId = [
  'https://bank.example.pl/cvv',
  'https://bank.example.pl/cvv?refReqId=',
  'https://bank.example.pl/cvv?refReqId=%3Cscript%3E',
  `https://bank.example.pl/cvv?refReqId=${'a'.repeat(401)}`,
];

/** Answers to saving a card or paying with it that are no answer of the provider's. */
export const malformedAnswers: unknown[] = [
  null,
  'SUCCESS',
  42,
  true,
  [],
  [{ status: { statusCode: 'SUCCESS' } }],
  {},
  { statusCode: 'SUCCESS' },
  { status: null },
  { status: 'SUCCESS' },
  { status: ['SUCCESS'] },
  { status: {} },
  { status: { statusCode: null } },
  { status: { statusCode: 0 } },
  { status: { statusCode: ['SUCCESS'] } },
  { status: { statusCode: { code: 'SUCCESS' } } },
  { status: { statusCode: 'success' } },
  { status: { statusCode: 'WARNING_CONTINUE_3DS' } },
  { status: { statusCode: 'WARNING_CONTINUE_CVV' } },
  { status: { statusCode: 'ERROR', statusDesc: 42 } },
  { status: { statusCode: 'ERROR', statusDesc: { text: 'x' } } },
  { status: { statusCode: 'ERROR', statusDesc: '   ' } },
];

/** Answers asking for the CVV at an address that will not do. */
export const cvvAnswers = [...malformedAddresses, ...cvvAddressesWithoutRequestId].map((redirectUri) => ({
  status: { statusCode: 'WARNING_CONTINUE_CVV' },
  redirectUri,
}));
/** Answers asking for the bank's check at an address that will not do. */
export const secureCheckAnswers = malformedAddresses.map((redirectUri) => ({
  status: { statusCode: 'WARNING_CONTINUE_3DS' },
  redirectUri,
}));

/** The provider's script's answers to tokenizing a card that carry no usable token and no message. */
export const malformedTokenizeAnswers: unknown[] = [
  undefined,
  null,
  'SUCCESS',
  [],
  {},
  { status: 'SUCCESS' },
  { status: 'SUCCESS', body: null },
  { status: 'SUCCESS', body: {} },
  { status: 'SUCCESS', body: { token: 42 } },
  { status: 'SUCCESS', body: { token: '' } },
  { status: 'SUCCESS', body: { token: 'TOKC_<script>' } },
  { status: 'SUCCESS', body: { token: 'T'.repeat(5000) } },
  { status: 'SUCCESS', body: { token: ['TOKC_1'] } },
  { status: 'ERROR' },
  { status: 'ERROR', error: null },
  { status: 'ERROR', error: { messages: 'Nieprawidłowy numer karty' } },
  { status: 'ERROR', error: { messages: [null, 42, {}, { message: 7 }, { message: ' ' }] } },
  { status: 'PENDING' },
];

/** The provider's script's answers to sending a CVV that are neither its success nor its refusal with messages. */
export const malformedCvvSendAnswers: unknown[] = [
  undefined,
  null,
  'SUCCESS',
  {},
  { status: 'ERROR' },
  { status: 'ERROR', error: { messages: null } },
  { status: 'ERROR', error: { messages: [{ code: 'x' }] } },
  { status: 'OK' },
];
