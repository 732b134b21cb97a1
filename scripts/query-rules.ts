// The query parameters of the contract's GET calls as plain data (npm run generate, step 7): what a list route's
// `validateSearch` checks an address against. zod says the same (`<Op>QueryParams` in `<tag>.zod.ts`), but zod in
// the route tree would be first-page code; scripts/query-rules.test.ts checks that both accept the same values.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Schema = Record<string, unknown> & { $ref?: string };
type Parameter = { $ref?: string; name: string; in: string; required?: boolean; schema?: Schema };
type Document = {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[]; parameters?: Parameter[] }>>;
  components: { parameters?: Record<string, Parameter>; schemas?: Record<string, Schema> };
};

/** The parts of a parameter's schema that decide which values it takes (descriptions and extensions left out). */
const KEPT = ['type', 'format', 'enum', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'default', 'items'];

const refName = (ref: string) => ref.split('/').pop()!;

function rule(schema: Schema, document: Document): Schema {
  const resolved = schema.$ref ? document.components.schemas![refName(schema.$ref)] : schema;
  const kept: Schema = {};
  for (const key of KEPT) {
    const value = resolved[key];
    if (value === undefined) continue;
    kept[key] = key === 'items' ? rule(value as Schema, document) : value;
  }
  return kept;
}

/** `{ tag: "export const listCasesQueryRules = {…} as const;\n" … }` for every GET call with query parameters. */
export function queryRulesByTag(document: Document): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const item of Object.values(document.paths)) {
    const operation = item.get;
    if (!operation?.operationId) continue;
    const parameters = [...((item.parameters as unknown as Parameter[]) ?? []), ...(operation.parameters ?? [])]
      .map((p) => (p.$ref ? document.components.parameters![refName(p.$ref)] : p))
      .filter((p) => p.in === 'query');
    if (parameters.length === 0) continue;
    const rules = Object.fromEntries(
      parameters.map((p) => [p.name, { ...rule(p.schema ?? {}, document), ...(p.required && { required: true }) }]),
    );
    const tag = operation.tags?.[0] ?? 'default';
    const line = `export const ${operation.operationId}QueryRules = ${JSON.stringify(rules)} as const;\n`;
    byTag.set(tag, [...(byTag.get(tag) ?? []), line]);
  }
  return byTag;
}

/** Writes `<tag>/<tag>.query-rules.ts` beside each tag's hooks. */
export function writeQueryRules(document: Document, src: string, header: string) {
  for (const [tag, lines] of queryRulesByTag(document)) {
    writeFileSync(join(src, tag, `${tag}.query-rules.ts`), header + lines.join(''));
  }
}
