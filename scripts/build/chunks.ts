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

/**
 * One chunk for the UI library the screens share (Mantine's components and hooks, the floating-ui they position
 * menus with, Tabler's icons, TanStack's hooks), instead of one small chunk per set of screens that share a module:
 * a signed-in page asked for some 50 files of a few hundred bytes before its first render, each a round trip on a
 * phone. The group takes what two or more screens use, with what it imports (so it imports nothing but the
 * first-page chunk, and no import cycle between chunks can reorder execution). It is loaded once and cached for
 * every page after; what a single screen uses stays in that screen's chunk.
 */
export const uiKitChunk = (): CodeSplittingGroup => ({
  name: 'ui-kit',
  test: (id) => UI_KIT.test(id) && !FEW_FORMS_ONLY.test(id),
  minShareCount: 2,
});

const UI_KIT = /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler|@tanstack)[\\/]/;
/**
 * Controls only a few forms use (colour, number and range inputs, ratings, steppers, drawers, accordions): kept out of
 * the kit, they come in chunks of their own with the screens that use them. In it, they were a fifth of what every
 * page, the sign-in page and a client's home among them, downloaded before its first render.
 */
const FEW_FORMS_ONLY =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Accordion|AngleSlider|Chip|ColorInput|ColorPicker|ColorSwatch|Drawer|FileInput|JsonInput|NumberFormatter|NumberInput|PinInput|Rating|SegmentedControl|Slider|Stepper|TagsInput|Timeline)[\\/]/;
