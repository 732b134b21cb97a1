import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:mantine-styles';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Every stylesheet of the Mantine packages the app uses, for the dev server (whose dependencies are pre-bundled). */
const ALL_STYLES = ['core', 'notifications', 'dates', 'dropzone'].map((pkg) => `@mantine/${pkg}/styles.layer.css`);
/** What every page needs before any component: the reset, the theme's variables and the global rules. */
const BASE_STYLES = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.layer.css`,
);

const CORE_COMPONENT = /@mantine\/core\/esm\/.+\/(\w+)\.module\.mjs$/;
const PACKAGE_COMPONENT = /@mantine\/(dates|dropzone|notifications)\/esm\/.+\.module\.mjs$/;

/** The stylesheet that a Mantine class-name module's component needs, if `id` is one. */
export function stylesheetFor(id: string): string | undefined {
  const core = CORE_COMPONENT.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.layer.css`;
  const pkg = PACKAGE_COMPONENT.exec(id);
  return pkg ? `@mantine/${pkg[1]}/styles.layer.css` : undefined;
}

/**
 * Mantine's styles travel with the components that use them. In a build, each Mantine component's class-name
 * module (`<Name>.module.mjs`) imports its own stylesheet (`styles/<Name>.layer.css`; the dates, dropzone and
 * notifications packages have one each), so a screen's chunk brings the CSS of exactly the components it renders
 * and the first page loads only the shell's. The layered files keep Mantine below the app's own rules whatever
 * order the chunks arrive in. The app imports `virtual:mantine-styles` once, for the base rules.
 */
export function mantineStyles(): Plugin {
  let serve = false;
  return {
    name: 'portal:mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return (serve ? ALL_STYLES : BASE_STYLES).map((file) => `import '${file}';`).join('\n');
    },
    transform(code, id) {
      if (serve) return undefined;
      const stylesheet = stylesheetFor(id);
      // appended: the lines above keep their places (source maps stay true), and imports are hoisted anyway
      return stylesheet ? { code: `${code}\nimport '${stylesheet}';\n`, map: null } : undefined;
    },
  };
}
