import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * no-import-cycles (ADR 009): no file of `src` may reach itself through its imports.
 *
 * Every import counts: values, `import type`, `export ... from`, `import()` and `import('x').T`.
 * A type-only cycle costs nothing at run time, but it ties two modules together just the same
 * (neither can move or be read alone), which is what the rule is about. Imports are resolved as
 * the project resolves them: the subpaths of package.json "imports" (#shared/*, #server/*, #web/*),
 * relative paths, `.js` written for `.ts`, and folders with an index. Packages are not followed.
 */

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

/** The files of `dir` that the graph covers, recursively. */
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The source file an import names, or null (a package, an asset, or outside the graph). */
export function resolver(rootDir) {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  const subpaths = Object.entries(pkg.imports ?? {})
    .filter(([key, target]) => key.endsWith('/*') && typeof target === 'string' && target.endsWith('/*'))
    .map(([key, target]) => ({ prefix: key.slice(0, -1), dir: path.join(rootDir, target.slice(0, -1)) }));

  function candidates(base) {
    const out = [];
    const ext = path.extname(base);
    if (['.js', '.jsx', '.mjs', '.cjs'].includes(ext)) {
      const stem = base.slice(0, -ext.length);
      out.push(...(ext === '.mjs' ? ['.mts'] : ext === '.cjs' ? ['.cts'] : ['.ts', '.tsx']).map((e) => stem + e));
    }
    if (SOURCE.test(base)) out.push(base);
    out.push(...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e)));
    return out;
  }

  return function resolve(specifier, fromFile) {
    let base = null;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
    else {
      const hit = subpaths.find((s) => specifier.startsWith(s.prefix));
      if (hit) base = path.join(hit.dir, specifier.slice(hit.prefix.length));
    }
    if (!base) return null;
    return candidates(base).find(isFile) ?? null;
  };
}

/** The module names a file's text imports, of every kind. */
export function importsOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** Strongly connected components (Tarjan): each file's component, as a shared Set. */
export function components(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let counter = 0;

  function visit(start) {
    // Iterative depth-first search: [node, iterator over its edges].
    const work = [[start, graph.get(start)[Symbol.iterator]()]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const [node, edges] = work[work.length - 1];
      const next = edges.next();
      if (!next.done) {
        const to = next.value;
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, graph.get(to)[Symbol.iterator]()]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = new Set();
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.add(member);
        } while (member !== node);
        for (const m of members) componentOf.set(m, members);
      }
    }
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return componentOf;
}

/** The shortest way from `from` back to `to` inside one component, as a list of files. */
function pathBack(graph, component, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (component.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const out = [];
  for (let n = to; n !== null && n !== undefined; n = previous.get(n)) out.unshift(n);
  return out;
}

/** The import graph of the files under `srcDir`: file -> the files it imports. */
export function buildGraph(rootDir, srcDir) {
  const resolve = resolver(rootDir);
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const targets = new Set();
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(spec, file);
      if (target && target.startsWith(srcDir + path.sep)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return { graph, resolve };
}

const cache = new Map();

function graphFor(rootDir, srcDir) {
  const key = `${rootDir}\0${srcDir}`;
  let entry = cache.get(key);
  if (!entry) {
    const built = buildGraph(rootDir, srcDir);
    entry = { ...built, componentOf: components(built.graph) };
    cache.set(key, entry);
  }
  return entry;
}

const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the files of src, type-only and dynamic imports included (ADR 009).' },
    schema: [{ type: 'object', properties: { src: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both sides need into a third module (ADR 009).' },
  },
  create(context) {
    const rootDir = context.cwd;
    const srcDir = path.resolve(rootDir, context.options[0]?.src ?? 'src');
    const file = context.physicalFilename;
    if (!file.startsWith(srcDir + path.sep) || !SOURCE.test(file)) return {};

    const entry = graphFor(rootDir, srcDir);
    // The file as it is being linted (an editor may hold unsaved changes).
    const targets = new Map();
    for (const spec of importsOf(context.sourceCode.text)) {
      const target = entry.resolve(spec, file);
      if (target && target.startsWith(srcDir + path.sep)) targets.set(spec, target);
    }
    const now = new Set(targets.values());
    if (!entry.graph.has(file) || !sameSet(entry.graph.get(file), now)) {
      entry.graph.set(file, now);
      entry.componentOf = components(entry.graph);
    }
    const component = entry.componentOf.get(file);
    if (!component || (component.size === 1 && !now.has(file))) return {};

    const rel = (p) => path.relative(rootDir, p);
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const target = targets.get(source.value);
      if (!target || !component.has(target)) return;
      const loop = target === file ? [file, file] : [file, ...pathBack(entry.graph, component, target, file)];
      context.report({ node: source, messageId: 'cycle', data: { cycle: loop.map(rel).join(' -> ') } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};
