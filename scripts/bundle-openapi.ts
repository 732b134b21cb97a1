// Assembles the hand-written contract (openapi/) into one document.
// Tag = file name: paths/<tag>.yaml holds `description` and `paths`, schemas/<tag>.yaml a map of schemas.
// The Organisation and ImpersonatedUser headers are defined once in the root file and applied here
// to every path item, every operation gets its file's tag, and every operation without a `default` answer
// gets the shared one (problem details, `#/components/responses/Problem`), so no file can forget any of them.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const COMMON_HEADERS = [
  { $ref: '#/components/parameters/Organisation' },
  { $ref: '#/components/parameters/ImpersonatedUser' },
];
/** Any answer an operation does not list (a 5xx above all): problem details. */
const DEFAULT_RESPONSE = { $ref: '#/components/responses/Problem' };

const readYaml = (file: string): Json => (parse(readFileSync(file, 'utf8')) ?? {}) as Json;
const yamlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();

export interface BundleOptions {
  /** Root of the contract, `openapi/` by default. */
  dir?: string;
  /** Only these tags (their paths and schemas), for working on part of the contract. */
  onlyTags?: string[];
}

export function bundleOpenApi({ dir = resolve('openapi'), onlyTags }: BundleOptions = {}): Json {
  const root = readYaml(join(dir, 'portal.yaml'));
  const components = (root.components ?? {}) as Json;
  const schemas: Json = { ...((components.schemas as Json) ?? {}) };
  const paths: Json = {};
  const tags: { name: string; description: string }[] = [];
  const wanted = (tag: string) => !onlyTags || onlyTags.includes(tag);

  for (const file of yamlFiles(join(dir, 'schemas'))) {
    const tag = basename(file, '.yaml');
    if (!wanted(tag) && !['common', 'enums'].includes(tag)) continue;
    for (const [name, schema] of Object.entries(readYaml(join(dir, 'schemas', file)))) {
      if (name in schemas) throw new Error(`Schema ${name} is defined twice (second time in schemas/${file})`);
      schemas[name] = schema;
    }
  }

  for (const file of yamlFiles(join(dir, 'paths'))) {
    const tag = basename(file, '.yaml');
    if (!wanted(tag)) continue;
    const { description, paths: tagPaths } = readYaml(join(dir, 'paths', file)) as {
      description?: string;
      paths?: Record<string, Json>;
    };
    if (!description) throw new Error(`paths/${file} needs a description of its tag`);
    tags.push({ name: tag, description });
    for (const [path, item] of Object.entries(tagPaths ?? {})) {
      if (path in paths) throw new Error(`Path ${path} is defined twice (second time in paths/${file})`);
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        operation.tags = [tag];
        const responses = operation.responses as Json;
        operation.responses = { ...responses, default: responses.default ?? DEFAULT_RESPONSE };
      }
      paths[path] = { ...item, parameters: [...COMMON_HEADERS, ...((item.parameters as unknown[]) ?? [])] };
    }
  }

  return { ...root, tags, paths, components: { ...components, schemas } };
}

export function writeBundle(document: Json, outFile: string) {
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(document, null, 2)}\n`);
}

// CLI: tsx scripts/bundle-openapi.ts [--out file] [--only tag1,tag2]
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const out = arg('--out') ?? 'generated/openapi.json';
  const only = arg('--only')?.split(',');
  const document = bundleOpenApi({ onlyTags: only });
  writeBundle(document, out);
  console.log(`bundled ${Object.keys(document.paths as Json).length} paths into ${out}`);
}
