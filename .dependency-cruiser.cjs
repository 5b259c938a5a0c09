/**
 * Import boundaries, checked by `npm run lint` (docs/architecture.md, 'Boundaries').
 * dependency-cruiser: https://github.com/sverweij/dependency-cruiser
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-shared',
      comment: 'shared/ is used by the server and the browser: it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra|scripts)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The browser code never imports server code (it would bundle it).',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|scripts)/' },
    },
    {
      name: 'functions-not-web',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(web|infra|scripts)/' },
    },
    {
      name: 'functions-lib-not-data',
      comment: 'functions/lib is plumbing (errors, cookies, AWS clients, logs, metrics, uploads); repositories and domain code use it, never the other way.',
      severity: 'error',
      from: { path: '^functions/lib/' },
      to: { path: '^functions/(data|[^/]+/domain|[^/]+/[^/]+\\.ts$)' , pathNot: '^functions/lib/' },
    },
    {
      name: 'event-aggregate-alone',
      comment: "The damage event's aggregate (the one change operation) depends on nothing else of the event module.",
      severity: 'error',
      from: { path: '^functions/skodove-udalosti/aggregate/' },
      to: { path: '^functions/skodove-udalosti/', pathNot: '^functions/skodove-udalosti/aggregate/' },
    },
    {
      name: 'event-parts-one-way',
      comment: "A part of the damage event (items, measures, proceedings) depends on the aggregate, never on the event's own operations or on another part.",
      severity: 'error',
      from: { path: '^functions/skodove-udalosti/(predmet-skody|opatrenia|konanie)/' },
      to: { path: '^functions/skodove-udalosti/', pathNot: ['^functions/skodove-udalosti/aggregate/', '^functions/skodove-udalosti/$1/'] },
    },
    {
      name: 'web-components-lib-not-features',
      comment: 'components/ and lib/ are below the features: they never import one.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|routes)/' },
    },
    {
      name: 'feature-public-entry',
      comment: "A web feature imports another feature only through that feature's public entry, its index.ts.",
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles between files (a type-only import back, e.g. an interface its implementations name, is not one).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycles',
      comment: 'No import cycles between folders: a part depends on its whole, never both ways.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    // One rule per depth (up to 7 folders: the deepest web route): $1 must be the whole ancestor path, and
    // dependency-cruiser refuses a regular expression with a repeated group.
    ...Array.from({ length: 7 }, (_, i) => ({
      name: 'no-climbing-imports',
      comment:
        "A module never imports a file lying directly in one of its ancestor folders (`../log` from functions/lib/pdf/, `@web/texts` when the catalogue was web/src/texts.ts): what a sub-folder uses stands beside it, in a sibling folder, never in the folder that holds it. (A folder whose name has a '$' – the web routes' params – is not matched.)",
      severity: 'error',
      from: { path: `^(.+)${'/[^/]+'.repeat(i + 1)}/[^/]+$`, pathNot: '^(shared|infra|scripts)/' },
      to: { path: '^$1/[^/]+$' },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out|\\.bench|\\.data|test-results)/|routeTree\\.gen\\.ts$|\\.test\\.tsx?$|^scripts/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
