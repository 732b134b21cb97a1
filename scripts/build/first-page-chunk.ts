import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * One chunk for the code the app's first page runs, instead of the some 30 small chunks rolldown makes of the
 * modules the entry shares with the screens: each small file is compressed, and asked for, on its own. rolldown
 * tags what any page statically needs `$initial`; what only the other pages need (the silent-renewal page's sign-in
 * client, `otherEntries`) stays apart, so the app's first page does not carry it and those pages do not load the
 * app's.
 */
export function firstPageChunk(otherEntries: string[]): CodeSplittingGroup {
  let others: Set<string> | undefined;
  const staticClosure = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    otherEntries.forEach(visit);
    return seen;
  };
  return {
    debugName: 'first-page',
    name: (id, ctx) => ((others ??= staticClosure(ctx)).has(id) ? null : 'first-page'),
    tags: ['$initial'],
  };
}
