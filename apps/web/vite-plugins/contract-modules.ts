import fs from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithOxc, type Plugin } from 'vite';

/**
 * Keeps the shared contract (packages/contract) from weighing on a page that needs little of it, in
 * the web's production build only. The contract's sources do not change; the server, the dev server
 * and the unit tests import them as they are.
 *
 * A bundler puts whole modules into chunks, so a page that reads one constant or one message would
 * download the module that declares it with everything of it any other page reads. This plugin gives
 * each top-level declaration of the listed files a module of its own, and each group of the grouped
 * objects too (`messages.auth`, `endpoints.admin`): an importer's `messages.auth.x` is rewritten to
 * read the `auth` group's module. A chunk then carries only the declarations and groups its pages
 * read. Values and their identity are unchanged: `messages` itself is rebuilt from the same group
 * modules, for the code that uses the whole object.
 *
 * It can also leave out properties no web code reads (the endpoints' OpenAPI `summary` texts).
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Named = Node & { name: string };
type Visit = (node: Node, ancestors: readonly Node[], key: string) => void;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: Visit, ancestors: Node[] = [], key = ''): void {
  visit(node, ancestors, key);
  ancestors.push(node);
  for (const [childKey, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, ancestors, childKey);
    } else if (isNode(value)) walk(value, visit, ancestors, childKey);
  }
  ancestors.pop();
}

const parse = (code: string) => parseAst(code) as unknown as Node & { body: Node[] };

/** Applies text edits (non-overlapping ranges) to `code`. */
function applyEdits(code: string, edits: { start: number; end: number; text: string }[]): string {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** Whether an identifier, met under `parent` as its `key`, names a property rather than a variable. */
const isPropertyName = (parent: Node | undefined, key: string) =>
  !!parent &&
  !parent.computed &&
  ((parent.type === 'MemberExpression' && key === 'property') ||
    ((parent.type === 'Property' ||
      parent.type === 'MethodDefinition' ||
      parent.type === 'PropertyDefinition') &&
      key === 'key' &&
      !parent.shorthand));

/** The names a piece of code mentions: a superset of the variables it reads. */
function namesIn(node: Node): Set<string> {
  const names = new Set<string>();
  walk(node, (child, ancestors, key) => {
    if (child.type === 'Identifier' && !isPropertyName(ancestors.at(-1), key))
      names.add((child as Named).name);
  });
  return names;
}

/** Whether the program declares `name` anywhere (any scope) other than with the identifier `except`. */
function declaresName(program: Node, name: string, except: Node): boolean {
  let found = false;
  walk(program, (child, ancestors, key) => {
    if (found || child === except || child.type !== 'Identifier' || (child as Named).name !== name) return;
    const parent = ancestors.at(-1);
    if (!parent) return;
    found =
      (parent.type === 'VariableDeclarator' && key === 'id') ||
      (/Function/.test(parent.type) && (key === 'params' || key === 'id')) ||
      (/Class/.test(parent.type) && key === 'id') ||
      (parent.type === 'CatchClause' && key === 'param') ||
      (parent.type === 'AssignmentPattern' && key === 'left') ||
      parent.type === 'RestElement' ||
      parent.type === 'ArrayPattern' ||
      (parent.type === 'Property' && key === 'value' && ancestors.at(-2)?.type === 'ObjectPattern') ||
      (/^Import.*Specifier$/.test(parent.type) && key === 'local');
  });
  return found;
}

/**
 * `code` without the `property` of the object passed to each `call(...)`:
 * `defineEndpoint({ method, summary: '...', body })` becomes `defineEndpoint({ method, body })`.
 */
function withoutCallProperty(code: string, call: string, property: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  walk(parse(code), (node) => {
    const callee = node.callee as Node | undefined;
    const argument = (node.arguments as Node[] | undefined)?.[0];
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || (callee as Named).name !== call)
      return;
    if (argument?.type !== 'ObjectExpression') return;
    const properties = argument.properties as Node[];
    properties.forEach((item, index) => {
      const key = item.key as Partial<Named> | undefined;
      if (item.type !== 'Property' || item.computed || key?.name !== property) return;
      const next = properties[index + 1];
      const previous = properties[index - 1];
      // With the comma that follows it, or for the last one the comma before it.
      if (next) edits.push({ start: item.start, end: next.start, text: '' });
      else edits.push({ start: previous ? previous.end : item.start, end: item.end, text: '' });
    });
  });
  return applyEdits(code, edits);
}

const UNIT_PREFIX = '\0contract:';
/** What a group's module exports: the `auth` object of `messages`. */
const GROUP_EXPORT = 'group';

type SplitModule = {
  /** What the file's importers now get: its exports, re-exported from the units. */
  facade: string;
  /** The code of each unit, by name: `API_PREFIX`, `messages`, `messages.auth`. */
  units: Map<string, string>;
  /** The groups of each grouped object of the file: `messages` -> `auth`, `validation`, ... */
  groups: Map<string, Set<string>>;
};

export type ContractModulesOptions = {
  /** The contract's source folder (absolute). */
  contractDir: string;
  /** Files of contractDir whose top-level declarations each get a module. */
  files: string[];
  /** Objects of those files whose properties (groups) each get a module. */
  groupedObjects: { file: string; name: string }[];
  /** Properties to leave out of the object passed to a function: `summary` of `defineEndpoint`. */
  dropProperties?: { file: string; call: string; property: string }[];
};

export function contractModules(options: ContractModulesOptions): Plugin {
  const absolute = (file: string) => path.join(options.contractDir, file);
  const files = new Map(options.files.map((file) => [absolute(file), file]));
  const grouped = options.groupedObjects.map(({ file, name }) => ({ file: absolute(file), name }));
  for (const { file, name } of grouped)
    if (!files.has(file)) throw new Error(`contract-modules: ${name} is grouped, but ${file} is not split`);
  // `\0contract:messages/messages-auth`: the bundler names a chunk after its module's file name.
  const unitId = (file: string, unit: string) =>
    `${UNIT_PREFIX}${files.get(file)?.replace(/\.ts$/, '')}/${unit.replace('.', '-')}`;
  const unitOf = (id: string) => {
    const rest = id.slice(UNIT_PREFIX.length);
    const slash = rest.lastIndexOf('/');
    return { file: absolute(`${rest.slice(0, slash)}.ts`), unit: rest.slice(slash + 1).replace('-', '.') };
  };
  const importUnit = (file: string, unit: string, name: string, local = name) =>
    `import { ${name === local ? name : `${name} as ${local}`} } from ${JSON.stringify(unitId(file, unit))};`;
  const cache = new Map<string, Promise<SplitModule | null>>();
  /** Why a file could not be split, for a warning at the end of the build. */
  const problems: string[] = [];
  const mentionsGroupedObject = new RegExp(`\\b(${grouped.map(({ name }) => name).join('|')})\\s*[.[]`);

  /**
   * The file as units, from its source on disk (types stripped), or null (and a build warning: the
   * file then ships whole, as without this plugin) when it has something a unit cannot stand for: a
   * top-level statement with effects (an `enum`), a `let`, a destructuring declaration, declarations
   * that read each other in a cycle.
   */
  async function split(file: string): Promise<SplitModule | null> {
    const fail = (reason: string) => {
      problems.push(`${files.get(file)} ships whole: ${reason}`);
      return null;
    };
    let { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
    for (const drop of options.dropProperties ?? [])
      if (absolute(drop.file) === file) code = withoutCallProperty(code, drop.call, drop.property);
    // The units are modules of their own, which the transform hook does not see: read groups here.
    if (mentionsGroupedObject.test(code)) code = (await readGroupsDirectly(code, file)) ?? code;

    const program = parse(code);
    /** Import statements (and re-exports) with absolute sources: a unit's id says nothing of a folder. */
    const imports: string[] = [];
    const reexports: string[] = [];
    const declarations = new Map<string, Node>();
    const exportedAs = new Map<string, string[]>();
    const exportAs = (local: string, exported: string) =>
      exportedAs.set(local, [...(exportedAs.get(local) ?? []), exported]);
    const withAbsoluteSource = (statement: Node) => {
      const source = statement.source as Node & { value: string };
      const from = source.value.startsWith('.')
        ? path.resolve(path.dirname(file), source.value)
        : source.value;
      return `${code.slice(statement.start, source.start)}${JSON.stringify(from)};`;
    };
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') {
        imports.push(withAbsoluteSource(statement));
        continue;
      }
      if (
        statement.type === 'ExportAllDeclaration' ||
        (statement.type === 'ExportNamedDeclaration' && statement.source)
      ) {
        reexports.push(withAbsoluteSource(statement));
        continue;
      }
      if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
        // `export { a, b as c }`: of declarations here (re-exported from their units) or of imports.
        for (const specifier of statement.specifiers as Node[])
          exportAs((specifier.local as Named).name, (specifier.exported as Named).name);
        continue;
      }
      const exported = statement.type === 'ExportNamedDeclaration';
      const declaration = exported ? (statement.declaration as Node) : statement;
      if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
        const name = (declaration.id as Named).name;
        declarations.set(name, declaration);
        if (exported) exportAs(name, name);
      } else if (declaration.type === 'VariableDeclaration' && declaration.kind === 'const') {
        for (const declarator of declaration.declarations as Node[]) {
          const id = declarator.id as Named;
          if (id.type !== 'Identifier') return fail('a destructuring declaration');
          declarations.set(id.name, declarator);
          if (exported) exportAs(id.name, id.name);
        }
      } else
        return fail(
          `a top-level ${declaration.type}${'kind' in declaration ? ` ${String(declaration.kind)}` : ''}`,
        );
    }

    const units = new Map<string, { body: string; needs: Set<string> }>();
    const needsOf = (node: Node, self: string) =>
      new Set([...namesIn(node)].filter((name) => declarations.has(name) && name !== self));
    const groups = new Map<string, Set<string>>();
    for (const [name, node] of declarations) {
      const init = node.init as Node | undefined;
      if (
        grouped.some((object) => object.file === file && object.name === name) &&
        init?.type === 'ObjectExpression'
      ) {
        const properties = init.properties as Node[];
        const plain = properties.every(
          (property) =>
            property.type === 'Property' &&
            !property.computed &&
            !property.method &&
            property.kind === 'init' &&
            (property.key as Node).type === 'Identifier',
        );
        if (!plain) return fail(`${name} has a computed, spread or method property`);
        const names = properties.map((property) => (property.key as Named).name);
        for (const [index, property] of properties.entries()) {
          const value = property.value as Node;
          if (namesIn(value).has(name)) return fail(`${name}.${names[index]} reads ${name}`);
          units.set(`${name}.${names[index]}`, {
            body: `export const ${GROUP_EXPORT} = ${code.slice(value.start, value.end)};`,
            needs: needsOf(value, name),
          });
        }
        groups.set(name, new Set(names));
        units.set(name, {
          body: [
            ...names.map((group) => importUnit(file, `${name}.${group}`, GROUP_EXPORT, `${group}$`)),
            `export const ${name} = { ${names.map((group) => `${group}: ${group}$`).join(', ')} };`,
          ].join('\n'),
          needs: new Set(),
        });
        continue;
      }
      const text = code.slice(node.start, node.end);
      units.set(name, {
        body: node.type === 'VariableDeclarator' ? `export const ${text};` : `export ${text}`,
        needs: needsOf(node, name),
      });
    }

    // A cycle would have a unit read another before that one ran.
    const state = new Map<string, 'visiting' | 'done'>();
    const acyclic = (unit: string): boolean => {
      if (state.get(unit) === 'done') return true;
      if (state.get(unit) === 'visiting') return false;
      state.set(unit, 'visiting');
      const ok = [...(units.get(unit)?.needs ?? [])].every(acyclic);
      state.set(unit, 'done');
      return ok;
    };
    if (![...units.keys()].every(acyclic)) return fail('declarations that read each other in a cycle');

    const facade = [...reexports];
    const exportedImports: string[] = [];
    for (const [local, names] of exportedAs) {
      const list = names.map((name) => (name === local ? name : `${local} as ${name}`)).join(', ');
      if (declarations.has(local))
        facade.push(`export { ${list} } from ${JSON.stringify(unitId(file, local))};`);
      else exportedImports.push(list);
    }
    if (exportedImports.length) facade.unshift(...imports, `export { ${exportedImports.join(', ')} };`);
    return {
      facade: facade.join('\n'),
      units: new Map(
        [...units].map(([unit, { body, needs }]) => [
          unit,
          [...imports, ...[...needs].map((need) => importUnit(file, need, need)), body].join('\n'),
        ]),
      ),
      groups,
    };
  }
  const splitOf = (file: string) => {
    let result = cache.get(file);
    if (!result) cache.set(file, (result = split(file)));
    return result;
  };

  /** In a module that imports a grouped object, `messages.auth` reads the unit `messages.auth`. */
  async function readGroupsDirectly(code: string, id: string): Promise<string | null> {
    const program = parse(code);
    const edits: { start: number; end: number; text: string }[] = [];
    const header = new Map<string, string>();
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const from = (statement.source as Node & { value: string }).value;
      const file = from.startsWith('.') ? path.resolve(path.dirname(id), from) : null;
      for (const specifier of statement.specifiers as Node[]) {
        if (specifier.type !== 'ImportSpecifier') continue;
        const imported = specifier.imported as Node & { name?: string; value?: string };
        const object = grouped.find(
          ({ file: declaredIn, name }) =>
            name === (imported.name ?? imported.value) && (from === '@app/contract' || file === declaredIn),
        );
        if (!object) continue;
        const groups = (await splitOf(object.file))?.groups.get(object.name);
        const local = (specifier.local as Named).name;
        // Another variable of that name somewhere: telling which `messages.x` is ours needs scopes.
        if (!groups || declaresName(program, local, specifier.local as Node)) continue;
        walk(program, (node) => {
          const target = node.object as Partial<Named> | undefined;
          if (node.type !== 'MemberExpression' || target?.type !== 'Identifier' || target.name !== local)
            return;
          const property = node.property as Node & { name?: string; value?: unknown };
          const group = node.computed ? property.value : property.name;
          if (typeof group !== 'string' || !groups.has(group)) return;
          const binding = `${object.name}$${group}$`;
          edits.push({ start: node.start, end: node.end, text: binding });
          header.set(binding, importUnit(object.file, `${object.name}.${group}`, GROUP_EXPORT, binding));
        });
      }
    }
    return edits.length ? `${[...header.values()].join('\n')}\n${applyEdits(code, edits)}` : null;
  }

  return {
    name: 'contract-modules',
    apply: 'build',
    // After the TypeScript and JSX transforms: the code here is plain JavaScript.
    enforce: 'post',
    buildStart() {
      cache.clear();
      problems.length = 0;
    },
    buildEnd() {
      for (const problem of problems) this.warn(problem);
    },
    resolveId(id) {
      return id.startsWith(UNIT_PREFIX) ? id : null;
    },
    async load(id) {
      if (!id.startsWith(UNIT_PREFIX)) return null;
      const { file, unit } = unitOf(id);
      this.addWatchFile(file);
      const code = (await splitOf(file))?.units.get(unit);
      if (code === undefined) throw new Error(`contract-modules: ${file} has no unit ${unit}`);
      return { code, moduleSideEffects: false };
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/')) return null;
      if (files.has(id)) {
        const result = await splitOf(id);
        if (result) return { code: result.facade, moduleSideEffects: false };
      }
      let result = code;
      for (const drop of options.dropProperties ?? [])
        if (absolute(drop.file) === id) result = withoutCallProperty(result, drop.call, drop.property);
      if (mentionsGroupedObject.test(result)) result = (await readGroupsDirectly(result, id)) ?? result;
      return result === code ? null : { code: result };
    },
  };
}
