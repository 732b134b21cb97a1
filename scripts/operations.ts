// Reads the operations of a bundled contract, and counts what orval made of them: for generation, its tests and the bench.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  pathParams: string[];
  public: boolean;
  /** `x-quiet-errors: true`: a failure of this call is not announced to the user (spec 000, error catalogue). */
  quiet: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
type Parameter = { $ref?: string; name?: string; in?: string };
type Document = { paths?: object; components?: { parameters?: Record<string, Parameter> } };

export function listOperations(document: Document): Operation[] {
  const shared = document.components?.parameters ?? {};
  const resolveParameter = (p: Parameter) => (p.$ref ? shared[p.$ref.split('/').pop()!] : p);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const operation = item[method] as
        | {
            operationId: string;
            tags?: string[];
            parameters?: Parameter[];
            security?: unknown[];
            'x-quiet-errors'?: boolean;
          }
        | undefined;
      if (!operation) continue;
      const parameters = [...((item.parameters as Parameter[]) ?? []), ...(operation.parameters ?? [])].map(
        resolveParameter,
      );
      const inPath = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name!));
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        tag: operation.tags?.[0] ?? 'default',
        // in the order they appear in the path, as orval passes them
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).filter((name) => inPath.has(name)),
        public: Array.isArray(operation.security) && operation.security.length === 0,
        quiet: operation['x-quiet-errors'] === true,
      });
    }
  }
  return operations;
}

/** The generated hooks (`use…`) in orval's per-tag files under `src`. */
export const countGeneratedHooks = (src: string) =>
  readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'model')
    .map((entry) => readFileSync(join(src, entry.name, `${entry.name}.ts`), 'utf8'))
    .reduce((sum, source) => sum + (source.match(/^export (?:function|const) use[A-Z]\w*/gm)?.length ?? 0), 0);
