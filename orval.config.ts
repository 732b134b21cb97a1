import { defineConfig } from 'orval';

// Input is the bundled contract that scripts/generate.ts writes first; run `npm run generate`, not orval alone.
// The output is not formatted (formatting 600 files took most of the generation time); it is an artefact that is
// checked byte for byte, not read as source.
const input = { target: './generated/openapi.json' };
// What orval reads of the TypeScript settings, given here rather than taken from tsconfig.json: that one allows
// importing `.ts` files (the config files import with their extensions), with which orval would write its imports
// with `.ts` too, a shape scripts/generate.ts does not expect (its faker-on-demand step stops there).
const tsconfig = {
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    allowImportingTsExtensions: false,
  },
} as const;

export default defineConfig({
  portal: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/src',
      tsconfig,
      schemas: './generated/src/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: {
        indexMockFiles: true,
        generators: [
          { type: 'msw', locale: 'pl' },
          { type: 'faker', locale: 'pl' },
        ],
      },
      override: {
        mutator: { path: './generated/runtime/http-client.ts', name: 'httpClient' },
        formData: { path: './generated/runtime/form-data.ts', name: 'toFormData' },
        fetch: { includeHttpResponseReturnType: false },
        query: { version: 5, signal: true },
      },
    },
  },
  // The contract's field rules (required, lengths, patterns, enums) as zod schemas, one file per tag
  // (`<tag>/<tag>.zod.ts`): forms validate with them and the demo backend answers 400 with them.
  portalZod: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/src',
      tsconfig,
      client: 'zod',
      fileExtension: '.zod.ts',
      override: {
        zod: {
          version: 4,
          generate: { param: true, query: true, header: false, body: true, response: false },
        },
      },
    },
  },
});
