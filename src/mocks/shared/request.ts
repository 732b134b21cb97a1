/** What a handler reads from a request: parameters, bodies, the selected organisation. */

export const searchParams = (request: Request) => new URL(request.url).searchParams;

/** A whole number from a query or path parameter; undefined when absent or not a number. */
export function intParam(value: string | readonly string[] | null | undefined): number | undefined {
  if (value === null || value === undefined || Array.isArray(value)) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) ? n : undefined;
}

export function boolParam(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  return value.toLowerCase() === 'true' || value === '1';
}

/** The request body as JSON, or undefined when it has none or is not JSON. */
export const jsonBody = async <T>(request: Request): Promise<T | undefined> => {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/** A bare JSON value sent as the body (`"InProgress"`, `12`); plain text is taken as it is. */
export const bareBody = async (request: Request): Promise<unknown> => {
  const text = (await request.text()).trim();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The Organisation header as a selected organisation (undefined when 0 or absent: every organisation). */
export const selectedOrganisation = (request: Request) => {
  const id = intParam(request.headers.get('Organisation'));
  return id && id > 0 ? id : undefined;
};

export const nowIso = () => new Date().toISOString();
