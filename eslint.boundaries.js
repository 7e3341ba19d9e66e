// The dependency rules of docs/architecture.md, checked by eslint-plugin-boundaries on every import.
import boundaries from 'eslint-plugin-boundaries';

/** A module's captured name other than the importer's own: "another context", "another feature". */
const other = (name) => `!{{ from.element.captured.${name} }}`;

/** What @nestjs/common offers for HTTP, which domain/ must not see. */
const HTTP_NAMES = [
  'Controller',
  'Get',
  'Post',
  'Put',
  'Patch',
  'Delete',
  'Req',
  'Res',
  'Body',
  'Param',
  'Query',
  'Headers',
  'HttpCode',
  'HttpException',
  'HttpStatus',
];

const elements = [
  // Server: each bounded context, with its contracts/ as the one door other contexts may use.
  { type: 'contracts', pattern: 'src/modules/*/contracts', capture: ['context'] },
  { type: 'domain', pattern: 'src/modules/*/domain', capture: ['context'] },
  { type: 'context', pattern: 'src/modules/*', capture: ['context'] },
  { type: 'shared', pattern: 'src/shared' },
  // Web: features render, components and lib are shared by all of them, routes load and compose.
  { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'web/src/components' },
  { type: 'lib', pattern: 'web/src/lib' },
  { type: 'routes', pattern: 'web/src/routes' },
];

const dependencyRules = {
  default: 'allow',
  // Packages too: domain/ must not reach a database driver or the HTTP stack.
  checkAllOrigins: true,
  policies: [
    {
      // A context reaches another only through the commands, queries, events and types in its contracts/.
      from: { element: { types: ['context', 'domain', 'contracts'] } },
      disallow: { to: { element: { types: ['context', 'domain'], captured: { context: other('context') } } } },
      message: 'A context imports another context only through its contracts/ folder.',
    },
    {
      from: { element: { type: 'shared' } },
      disallow: { to: { element: { types: ['context', 'domain', 'contracts'] } } },
      message: 'src/shared is below every context and imports none of them.',
    },
    {
      // domain/ holds rules: the database is reached from persistence/, HTTP from http/.
      from: { element: { type: 'domain' } },
      disallow: {
        to: [
          { module: { origin: 'external', source: ['pg', 'kysely', 'fastify', '@nestjs/platform-fastify'] } },
          { file: { path: ['src/modules/*/persistence/**', 'src/modules/*/http/**', 'src/shared/http/**'] } },
        ],
      },
      message: 'domain/ holds rules: no database driver, no persistence/ and no HTTP.',
    },
    {
      from: { element: { type: 'domain' } },
      disallow: { dependency: { specifiers: ['EntityManager', 'SqlEntityManager'] } },
      message: 'domain/ never takes the EntityManager; persistence/ does.',
    },
    {
      from: { element: { type: 'domain' } },
      disallow: { dependency: { source: '@nestjs/common', specifiers: HTTP_NAMES } },
      message: 'domain/ knows nothing of HTTP: controllers in http/ translate.',
    },
    {
      from: { element: { type: 'feature' } },
      disallow: { to: { element: { type: 'feature', captured: { feature: other('feature') } } } },
      message: 'A web feature never imports another feature: move the shared piece to components/ or lib/.',
    },
    {
      from: { element: { type: 'components' } },
      disallow: { to: { element: { types: ['feature', 'routes'] } } },
      message: 'components/ is shared by the features and imports none of them.',
    },
    {
      from: { element: { type: 'lib' } },
      disallow: { to: { element: { types: ['feature', 'components', 'routes'] } } },
      message: 'lib/ is the bottom layer of the web client.',
    },
  ],
};

export const boundaryRules = [
  {
    files: ['src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: { 'boundaries/dependencies': ['error', dependencyRules] },
  },
];
