import { http, type RequestHandler } from 'msw';

let answers: Promise<(request: Request) => Promise<Response | undefined>> | undefined;
/** Fallback requests one at a time: faker is one seeded generator. */
let queue: Promise<unknown> = Promise.resolve();

/** Marks an answer made up by faker (the demo's call log tells those apart from answers from its records). */
export const FAKER_ANSWER_HEADER = 'x-demo-faker';

/**
 * The answer of the generated faker handlers (`@portal/sdk/mocks`) to the request; undefined when no operation
 * matches. They are loaded with the first such request, not at the demo's start (faker and some 400 handlers),
 * and answer deterministically: faker is seeded from the request's method, path and query.
 */
export function fakerAnswer(request: Request): Promise<Response | undefined> {
  answers ??= import('./faker-answers').then((module) => module.fakerAnswers());
  const answer = queue.then(async () => {
    const response = await (await answers!)(request);
    response?.headers.set(FAKER_ANSWER_HEADER, '1');
    return response;
  });
  queue = answer.catch(() => undefined);
  return answer;
}

/** Put last: answers with faker data what no stateful handler answers. */
export const fakerFallback = (): RequestHandler => http.all('*/api/*', ({ request }) => fakerAnswer(request));
