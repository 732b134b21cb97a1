import { defineConfig } from 'orval';

// Input is the bundled contract that scripts/generate.ts writes first; run `npm run generate`, not orval alone.
export default defineConfig({
  portal: {
    input: { target: './generated/openapi.json' },
    output: {
      mode: 'tags-split',
      target: './generated/src',
      schemas: './generated/src/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      formatter: 'prettier',
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
});
