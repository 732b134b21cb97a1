// src/app/route-tree.gen.ts is an artefact of src/routes/: regenerating it must give the committed file.
import { expect, it } from 'vitest';
import { regeneratedRouteTree } from './route-tree';
import { repoRoot } from './scratch-copy';

it('the committed route tree is the one src/routes/ gives', async () => {
  const { committed, regenerated } = await regeneratedRouteTree(repoRoot);
  expect(regenerated).toBe(committed);
});
