import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetFor } from './vite-mantine-styles';

const nodeModules = join(import.meta.dirname, '..', 'node_modules');
const classNameModules = (pkg: string) =>
  readdirSync(join(nodeModules, '@mantine', pkg, 'esm'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.mjs'))
    .map((file) => join(nodeModules, '@mantine', pkg, 'esm', file));

describe('Mantine styles travel with their components', () => {
  it.each(['core', 'dates', 'dropzone', 'notifications'])(
    'every class-name module of @mantine/%s names a stylesheet that exists',
    (pkg) => {
      const modules = classNameModules(pkg);
      expect(modules.length).toBeGreaterThan(0);
      const missing = modules.filter((id) => {
        const stylesheet = stylesheetFor(id);
        return !stylesheet || !existsSync(join(nodeModules, stylesheet));
      });
      expect(missing).toEqual([]);
    },
  );

  it('leaves every other module alone', () => {
    expect(stylesheetFor(join(nodeModules, '@mantine/core/esm/components/Button/Button.mjs'))).toBeUndefined();
    expect(stylesheetFor('/app/src/features/cases/CaseForm.module.mjs')).toBeUndefined();
  });
});
