// npm run api:assumptions: every field and query parameter of the contract that neither specification names, as the
// contract marks them (`x-assumed: true`, with a description saying why), so a server team can confirm or correct
// them in one pass. The named ones are listed in scripts/catalogue-fields.ts; scripts/contract.test.ts holds both.
import { bundleOpenApi } from './bundle-openapi';
import { listOperations } from './operations';

type Json = Record<string, unknown>;
type SchemaObject = {
  properties?: Record<string, SchemaObject>;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  items?: SchemaObject;
  description?: string;
  'x-assumed'?: boolean;
};
export type Parameter = { $ref?: string; name?: string; in?: string; required?: boolean } & SchemaObject;

export interface PropertyDefinition {
  /** The component schema that defines it. */
  schema: string;
  /** The property's path inside that schema (`field`, or `field.sub` for an inline object). */
  path: string;
  property: SchemaObject;
}

/** Every property defined in the component schemas (inside allOf/oneOf/anyOf members, items and inline objects). */
export function listProperties(document: Json): PropertyDefinition[] {
  const schemas = ((document.components as Json).schemas ?? {}) as Record<string, SchemaObject>;
  const found: PropertyDefinition[] = [];
  const walk = (schema: string, node: SchemaObject | undefined, prefix: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      found.push({ schema, path: `${prefix}${name}`, property });
      walk(schema, property, `${prefix}${name}.`);
    }
    for (const member of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])])
      walk(schema, member, prefix);
    walk(schema, node.items, prefix);
  };
  for (const [name, schema] of Object.entries(schemas)) walk(name, schema, '');
  return found;
}

export interface ParameterUse {
  /** `GET /api/Lead` */
  endpoint: string;
  operationId: string;
  /** The shared parameter's component name, for a `$ref`. */
  component?: string;
  parameter: Parameter;
}

/** Every parameter of every operation (path item and operation level), shared ones resolved. */
export function listParameters(document: Json): ParameterUse[] {
  const shared = ((document.components as Json).parameters ?? {}) as Record<string, Parameter>;
  const paths = document.paths as Record<string, Record<string, { parameters?: Parameter[] }>>;
  return listOperations(document).flatMap(({ method, path, operationId }) =>
    [...((paths[path].parameters as Parameter[] | undefined) ?? []), ...(paths[path][method].parameters ?? [])].map(
      (parameter) => {
        const component = parameter.$ref?.split('/').pop();
        return {
          endpoint: `${method.toUpperCase()} ${path}`,
          operationId,
          component,
          parameter: component ? shared[component] : parameter,
        };
      },
    ),
  );
}

export const isAssumed = (node: { 'x-assumed'?: boolean }) => node['x-assumed'] === true;

/** Map.groupBy (ES2024; the project's TypeScript lib is ES2023). */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The assumptions of a bundled contract, as lines of text. */
export function describeAssumptions(document: Json): string[] {
  const fields = listProperties(document).filter(({ property }) => isAssumed(property));
  const parameters = listParameters(document).filter(({ parameter }) => isAssumed(parameter));
  const bySchema = groupBy(fields, (field) => field.schema);
  const shared = groupBy(
    parameters.filter((use) => use.component),
    (use) => use.component!,
  );
  const inline = groupBy(
    parameters.filter((use) => !use.component),
    (use) => `${use.endpoint} (${use.operationId})`,
  );
  const text = (description?: string) => (description ?? '(no description)').replace(/\s+/g, ' ').trim();
  const lines = [
    `The contract's assumptions (x-assumed: true): ${fields.length} fields in ${bySchema.size} schemas, ` +
      `${shared.size + [...inline.values()].flat().length} query parameters ` +
      `(${shared.size} shared, ${[...inline.values()].flat().length} of single calls). Neither specification names ` +
      'them; confirm or correct each.',
    '',
    'Fields',
  ];
  for (const [schema, list] of bySchema) {
    lines.push(`  ${schema}`);
    for (const { path, property } of list) lines.push(`    ${path}: ${text(property.description)}`);
  }
  lines.push('', 'Shared query parameters');
  for (const [component, uses] of shared) {
    const { parameter } = uses[0];
    lines.push(`  ${parameter.name} (${component}, ${uses.length} calls): ${text(parameter.description)}`);
  }
  lines.push('', 'Query parameters of single calls');
  for (const [endpoint, uses] of inline) {
    lines.push(`  ${endpoint}`);
    for (const { parameter } of uses) lines.push(`    ${parameter.name}: ${text(parameter.description)}`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeAssumptions(bundleOpenApi()).join('\n'));
}
