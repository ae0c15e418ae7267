// The project's load-bearing walls as two ESLint rules (ARCHITECTURE.md, "Walls"). Both look at every
// way a file can name another module — import, export … from, import(), require(), import x =
// require(), and the type-level import('…') — and resolve relative and `@/` paths before they judge, so
// `db/./schema.js` or `../../db//schema` are the schema too. A module named by a computed expression
// (import(name)) cannot be judged, so it is refused where the walls apply.
// The fixtures under ./fixtures prove each rule refuses what it must (see the *.lint.test.ts files).
import path from 'node:path';

const EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** A module's path without extension and without a trailing /index, so the same file compares equal. */
const canonical = (file) => file.replace(EXTENSION, '').replace(/\/index$/, '');

/**
 * Calls `check(specifier, node)` for every module the file names; `check(undefined, node)` for a
 * computed one.
 */
const moduleReferences = (check) => {
  const literal = (node) => {
    if (!node) return undefined;
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
    return undefined;
  };
  const judge = (source, node) => check(literal(source), node);
  return {
    ImportDeclaration: (node) => judge(node.source, node),
    ExportNamedDeclaration: (node) => node.source && judge(node.source, node),
    ExportAllDeclaration: (node) => judge(node.source, node),
    ImportExpression: (node) => judge(node.source, node),
    TSExternalModuleReference: (node) => judge(node.expression, node),
    // typescript-eslint 8 names the module `source` (older versions: `argument`, a TSLiteralType).
    TSImportType: (node) => judge('source' in node ? node.source : node.argument?.literal, node),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') judge(node.arguments[0], node);
    },
  };
};

/** Resolves a relative or aliased specifier to an absolute path; undefined for a package. */
const resolveSpecifier = (specifier, fromFile, aliases = {}) => {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (path.isAbsolute(specifier)) return path.resolve(specifier);
  if (specifier.startsWith('file:')) return path.resolve(new URL(specifier).pathname);
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.resolve(target, specifier.slice(prefix.length));
  }
  return undefined;
};

/** Where a server file stands: only repositories and src/db may build queries. */
const serverRole = (relative) => {
  if (relative.startsWith('db/')) return 'db';
  // A repository is a `*.repository.ts` directly inside its module's folder; the same name anywhere
  // else (src/lib/x.repository.ts, modules/a/sub/x.repository.ts) is an ordinary file.
  if (/^modules\/[^/]+\/[^/]+\.repository\.ts$/.test(relative)) return 'repository';
  if (/\.test\.ts$/.test(relative)) return 'test';
  return 'other';
};

/** Packages that can reach the database: the ORM and the drivers. */
const DATABASE_PACKAGE =
  /^(?:drizzle-orm|drizzle-[\w-]+|pg|pg-[\w-]+|postgres|@electric-sql\/pglite[\w-]*)(?:\/|$)/;
/** Node's way to `require` from an ES module (it would bypass every check here). */
const NODE_MODULE = /^(?:node:)?module$/;
/** The only files of src/db that code outside it and the repositories may import. */
const DB_FILES_FOR_ALL = ['database', 'data-dir-lock', 'loggable-error'];
/** What repositories and src/db keep to themselves: never re-exported. */
const QUERY_ONLY_DB_FILES = ['schema', 'query-builder'];

const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Only repositories and src/db build queries (ARCHITECTURE.md, Server layers).' },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' } },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      package:
        "'{{name}}' reaches the database: only repositories (src/modules/<module>/*.repository.ts) and src/db/ import it.",
      dbFile:
        "'{{name}}' is for repositories (src/modules/<module>/*.repository.ts) and src/db/ only; elsewhere import from src/db/ only {{allowed}}.",
      computed: 'A computed module name cannot be checked by the layer rule: name the module literally.',
      reExport:
        "Re-exporting '{{name}}' would hand query tools to code that may not build queries: export functions that run the queries instead.",
    },
  },
  create(context) {
    const srcDir = context.options[0].srcDir;
    const filename = context.filename;
    const relative = path.relative(srcDir, filename).split(path.sep).join('/');
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    const role = serverRole(relative);
    if (role === 'test') return {};
    const dbDir = path.join(srcDir, 'db');

    /** 'package' / the db file's name (without extension) when `specifier` reaches the database. */
    const target = (specifier) => {
      if (DATABASE_PACKAGE.test(specifier)) return { kind: 'package' };
      const resolved = resolveSpecifier(specifier, filename);
      if (!resolved) return undefined;
      const inDb = path.relative(dbDir, resolved).split(path.sep).join('/');
      if (inDb.startsWith('..') || path.isAbsolute(inDb)) return undefined;
      return { kind: 'db', file: canonical(inDb) };
    };

    if (role === 'db' || role === 'repository') {
      // They may build queries, but may not hand the means on: no export of the ORM, a driver, the
      // schema or the query builder, whether `export … from` or an imported name exported again.
      // (Type-only exports are fine: a type cannot run a query.)
      const handsOn = (specifier) => {
        const found = target(specifier);
        return found && (found.kind === 'package' || QUERY_ONLY_DB_FILES.includes(found.file));
      };
      const importedFrom = new Map();
      const report = (node, name) => context.report({ node, messageId: 'reExport', data: { name } });
      return {
        ImportDeclaration: (node) => {
          if (node.importKind === 'type' || !handsOn(String(node.source.value))) return;
          for (const s of node.specifiers) {
            if (s.importKind !== 'type') importedFrom.set(s.local.name, String(node.source.value));
          }
        },
        ExportAllDeclaration: (node) => {
          if (node.exportKind !== 'type' && handsOn(String(node.source.value)))
            report(node, node.source.value);
        },
        ExportNamedDeclaration: (node) => {
          if (node.exportKind === 'type') return;
          for (const s of node.specifiers) {
            if (s.exportKind === 'type') continue;
            if (node.source ? handsOn(String(node.source.value)) : importedFrom.has(s.local.name)) {
              report(s, node.source ? node.source.value : importedFrom.get(s.local.name));
            }
          }
        },
        ExportDefaultDeclaration: (node) => {
          if (node.declaration.type === 'Identifier' && importedFrom.has(node.declaration.name)) {
            report(node, importedFrom.get(node.declaration.name));
          }
        },
      };
    }

    return moduleReferences((specifier, node) => {
      if (specifier === undefined) return context.report({ node, messageId: 'computed' });
      if (NODE_MODULE.test(specifier))
        return context.report({ node, messageId: 'package', data: { name: specifier } });
      const found = target(specifier);
      if (!found) return;
      if (found.kind === 'package')
        return context.report({ node, messageId: 'package', data: { name: specifier } });
      if (!DB_FILES_FOR_ALL.includes(found.file)) {
        context.report({
          node,
          messageId: 'dbFile',
          data: { name: specifier, allowed: DB_FILES_FOR_ALL.map((f) => `${f}.ts`).join(', ') },
        });
      }
    });
  },
};

const featureZones = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A web feature uses another only through that feature's public entry, features/<name>/index.ts.",
    },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' } },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "'{{name}}' reaches inside the '{{feature}}' feature: import what it offers from '@/features/{{feature}}' (its index.ts).",
      computed: 'A computed module name cannot be checked by the feature zones: name the module literally.',
    },
  },
  create(context) {
    const srcDir = context.options[0].srcDir;
    const featuresDir = path.join(srcDir, 'features');
    const featureOf = (file) => {
      const relative = path.relative(featuresDir, file).split(path.sep).join('/');
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      const [feature, ...rest] = relative.split('/');
      return { feature, inside: canonical(rest.join('/')) };
    };
    const own = featureOf(context.filename);
    if (!own) return {};
    return moduleReferences((specifier, node) => {
      if (specifier === undefined) return context.report({ node, messageId: 'computed' });
      const resolved = resolveSpecifier(specifier, context.filename, { '@/': srcDir });
      const other = resolved && featureOf(resolved);
      if (!other || other.feature === own.feature) return;
      // `@/features/chat` and `@/features/chat/index(.ts)` are the entry; anything deeper is not.
      if (other.inside === '' || other.inside === 'index') return;
      context.report({ node, messageId: 'deep', data: { name: specifier, feature: other.feature } });
    });
  },
};

export default {
  meta: { name: 'walls' },
  rules: { 'server-layers': serverLayers, 'feature-zones': featureZones },
};
