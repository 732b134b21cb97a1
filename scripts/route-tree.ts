// The typed route tree that TanStack Router's plugin writes from src/routes/ (src/app/route-tree.gen.ts): its
// settings, shared by vite.config.ts and the check that the committed tree is current.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

export const routerPluginOptions = {
  target: 'react',
  routesDirectory: './src/routes',
  generatedRouteTree: './src/app/route-tree.gen.ts',
  autoCodeSplitting: true,
  quoteStyle: 'single',
  semicolons: true,
  disableLogging: true,
} as const;

/** Writes the route tree of `root` (what the plugin does when Vite starts). */
export async function generateRouteTree(root: string) {
  const config = getConfig({ ...routerPluginOptions }, root);
  await new Generator({ config, root }).run();
}

/** The route tree generated from `root`'s src/routes in a scratch copy, and the one committed there. */
export async function regeneratedRouteTree(root: string) {
  const scratch = mkdtempSync(join(tmpdir(), 'portal-routes-'));
  try {
    cpSync(join(root, 'src', 'routes'), join(scratch, 'src', 'routes'), { recursive: true });
    cpSync(join(root, routerPluginOptions.generatedRouteTree), join(scratch, routerPluginOptions.generatedRouteTree));
    await generateRouteTree(scratch);
    return {
      committed: readFileSync(join(root, routerPluginOptions.generatedRouteTree), 'utf8'),
      regenerated: readFileSync(join(scratch, routerPluginOptions.generatedRouteTree), 'utf8'),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
