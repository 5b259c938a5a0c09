/**
 * Counts the imports that climb back up: a module importing a file that lies directly in one of its
 * ancestor folders (`../log` from functions/lib/pdf/, `@web/texts` from web/src/features/wizard/).
 * Not part of `npm run lint` yet (there are such imports today, see docs/architecture.md 'Boundaries');
 * run it as
 *   npx depcruise functions web/src --config .dependency-cruiser.climbing.cjs --output-type err
 * Rule climbs-N matches a file N folders above the importer (one rule per depth: dependency-cruiser
 * refuses a regular expression with a repeated group, and $1 must be the whole ancestor path).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'climbs-1',
      severity: 'info',
      from: { path: '^(.+)/[^/]+/[^/]+$', pathNot: '^(shared|infra|scripts)/' },
      to: { path: '^$1/[^/]+$' },
    },
    {
      name: 'climbs-2',
      severity: 'info',
      from: { path: '^(.+)/[^/]+/[^/]+/[^/]+$', pathNot: '^(shared|infra|scripts)/' },
      to: { path: '^$1/[^/]+$' },
    },
    {
      name: 'climbs-3',
      severity: 'info',
      from: { path: '^(.+)/[^/]+/[^/]+/[^/]+/[^/]+$', pathNot: '^(shared|infra|scripts)/' },
      to: { path: '^$1/[^/]+$' },
    },
    {
      name: 'climbs-4',
      severity: 'info',
      from: { path: '^(.+)/[^/]+/[^/]+/[^/]+/[^/]+/[^/]+$', pathNot: '^(shared|infra|scripts)/' },
      to: { path: '^$1/[^/]+$' },
    },
    {
      name: 'climbs-5',
      severity: 'info',
      from: { path: '^(.+)/[^/]+/[^/]+/[^/]+/[^/]+/[^/]+/[^/]+$', pathNot: '^(shared|infra|scripts)/' },
      to: { path: '^$1/[^/]+$' },
    },
  ],
};
