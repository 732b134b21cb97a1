import { faker } from '@faker-js/faker/locale/pl';
import * as generated from '@portal/sdk/mocks';
import { getResponse, type RequestHandler } from 'msw';
import { byResource } from './shared/routes';

/** faker's "now" for relative dates: the demo's today, as in the seed. */
const REFERENCE_DATE = '2026-11-22T12:00:00Z';

/** FNV-1a: a 32-bit hash of the text. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Every generated faker handler (`get<Tag>Mock()` of each tag), and the function that answers with them. */
export function fakerAnswers() {
  const handler = byResource(
    Object.entries(generated)
      .filter(([name, value]) => /^get[A-Z]\w*Mock$/.test(name) && typeof value === 'function')
      .flatMap(([, factory]) => (factory as () => RequestHandler[])()),
  );
  faker.setDefaultRefDate(REFERENCE_DATE);
  return (request: Request) => {
    const url = new URL(request.url);
    faker.seed(hash(`${request.method} ${url.pathname}${url.search}`));
    return getResponse([handler], request);
  };
}
