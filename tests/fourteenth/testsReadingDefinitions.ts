import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import vitestConfig from "../../vitest.config.ts";
import { filesUnder, matching } from "../support/testFiles.ts";

const REPOSITORY = join(import.meta.dirname, "..", "..");
const MODULE = /\.(ts|tsx|mts|mjs|js)$/;

/**
 * Calls that learn which files a folder holds. Adding a type only adds files (a definition, a
 * folder of scenarios): a file read by its name reads the same bytes as before, so a program can
 * only see the new type through one of these, or through what such a call found.
 */
const LISTING = new Set(["readdir", "readdirSync", "opendir", "opendirSync", "glob", "globSync", "cp", "cpSync", "watch"]);
const STARTING = new Set(["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"]);
/** Commands that walk folders when started in a process (`git archive`, `grep -r`, …). */
const WALKERS = new Set(["git", "grep", "find", "ls", "tar", "cp", "rsync", "du", "rg"]);

/** Which test files a new type's JSON can change the outcome of, and why. */
export interface DefinitionReaders {
  /** Every unit test file (vitest.config.ts's include, less its exclude), relative to the root, sorted. */
  tests: string[];
  /** The test files that reach a root through their imports (or are one), sorted. */
  selected: string[];
  /** The modules that list a folder or start a process that may, sorted. */
  roots: string[];
  /** For each selected test file, one chain of modules from it to a root (itself first, the root last). */
  via: Map<string, string[]>;
}

export interface TestPatterns {
  include: string[];
  exclude: string[];
  /** Modules vitest loads before every test file (`setupFiles`). */
  setupFiles: string[];
}

const CONFIGURED: TestPatterns = {
  include: vitestConfig.test?.include ?? [],
  exclude: vitestConfig.test?.exclude ?? [],
  setupFiles: [vitestConfig.test?.setupFiles ?? []].flat(),
};

/** The file a relative specifier loads, as Vite resolves it: as written, without its extension, `.js` for `.ts`, or a folder's index. */
function resolved(path: string, known: Set<string>): string | undefined {
  const bare = path.replace(/\.(m?js)$/, "");
  return [path, ...["ts", "tsx", "mts"].flatMap((ext) => [`${bare}.${ext}`, join(path, `index.${ext}`)])].find((candidate) => known.has(candidate));
}

const stringOf = (node: ts.Node | undefined): string | undefined => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
};

/** What one module imports (relative specifiers), names by path (a script a process runs) and whether it is a root. */
function readModule(file: string, text: string): { imports: string[]; named: string[]; root: boolean } {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const imports: string[] = [];
  const named: string[] = [];
  let root = false;
  let startsUnwritten = false;
  // Only child_process starts processes: a RegExp's exec does not.
  const childProcess = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !/^(node:)?child_process$/.test(stringOf(statement.moduleSpecifier) ?? "")) continue;
    const clause = statement.importClause;
    if (clause?.name) childProcess.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) childProcess.add(bindings.name.text);
    else if (bindings) for (const element of bindings.elements) childProcess.add(element.name.text);
  }
  const startedBy = (callee: ts.Expression) => (ts.isIdentifier(callee) ? childProcess.has(callee.text) : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && childProcess.has(callee.expression.text));
  const visit = (node: ts.Node): void => {
    // `import type` is gone at run time: it cannot carry a list of types.
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) imports.push(stringOf(node.moduleSpecifier) ?? "");
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) imports.push(stringOf(node.moduleSpecifier) ?? "");
    else if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      // import("./x"), require("./x") and vi.mock("./x", importOriginal) all load the module.
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || name === "require" || name === "mock" || name === "doMock") imports.push(stringOf(node.arguments[0]) ?? "");
      if (name && LISTING.has(name)) root = true;
      if (name && STARTING.has(name) && startedBy(node.expression)) {
        const command = stringOf(node.arguments[0])?.trim().split(/\s+/)[0];
        if (command === undefined) startsUnwritten = true;
        else if (WALKERS.has(command)) root = true;
      }
      // join(ROOT, "engine", "node", "cli.ts"), new URL("server/start.ts", …): a module a process or a bundler runs.
      const parts = node.arguments.map(stringOf).filter((s): s is string => s !== undefined);
      if (parts.length && MODULE.test(parts.at(-1)!)) named.push(parts.join("/"));
    } else if (ts.isNewExpression(node) || ts.isPropertyAssignment(node) || ts.isArrayLiteralExpression(node)) {
      const literals = ts.isNewExpression(node) ? (node.arguments ?? []).map(stringOf) : ts.isPropertyAssignment(node) ? [stringOf(node.initializer)] : node.elements.map(stringOf);
      for (const s of literals) if (s && MODULE.test(s)) named.push(s);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A command not written out (tsx, process.execPath) runs a script the module names by path, an
  // edge below; one that names none could run anything, a walker included.
  return { imports: imports.filter((s) => s.startsWith(".")), named, root: root || (startsUnwritten && !named.length) };
}

/**
 * The unit test files whose outcome a new application type (JSON in schemas/types/ and
 * fixtures/scenarios/, nothing else) can change: those that are, or reach through their imports,
 * a root. A root is a module that lists a folder (readdir, glob, a recursive copy, a walking
 * command such as `git archive` or `grep -r` in a child process, or a process it cannot see into).
 * No hand list: loadDefinitions, loadScenarios, the server's definitions plugin, the digest of
 * schemas/ and every test that walks schemas/ are found by that one rule. Edges are relative
 * imports (static, re-exports, dynamic, vi.mock) less `import type`, the vitest setup files every
 * test loads, and the scripts a module names by path (`join(ROOT, "engine", "node", "cli.ts")`
 * run with tsx), so a test driving the CLI in a child process follows the CLI's imports.
 */
export function testsReadingDefinitions(root = REPOSITORY, patterns: TestPatterns = CONFIGURED): DefinitionReaders {
  const files = filesUnder(root, root);
  const modules = files.filter((f) => MODULE.test(f));
  const tests = matching(files, patterns.include, patterns.exclude);
  const setup = patterns.setupFiles.map((f) => normalize(f));
  const known = new Set(files);

  const edges = new Map<string, string[]>();
  const roots = new Set<string>();
  for (const file of modules) {
    const { imports, named, root: isRoot } = readModule(file, readFileSync(join(root, file), "utf8"));
    if (isRoot) roots.add(file);
    const targets = imports.map((s) => resolved(normalize(join(dirname(file), s)), known)).filter((t): t is string => t !== undefined);
    for (const path of named) {
      const tail = normalize(path).replace(/^(\.\.\/)+|^\.\//, "");
      targets.push(...modules.filter((m) => m === tail || m.endsWith(`/${tail}`)));
    }
    edges.set(file, [...new Set(targets.filter((t) => t !== file))]);
  }

  // Breadth first from each test, so the chain reported is a shortest one.
  const via = new Map<string, string[]>();
  for (const test of tests) {
    const from = new Map<string, string | null>([[test, null]]);
    const queue = [test, ...setup.filter((s) => known.has(s))];
    for (const s of queue.slice(1)) from.set(s, test);
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i]!;
      if (roots.has(at)) {
        const chain = [at];
        for (let step = from.get(at); step != null; step = from.get(step)) chain.unshift(step);
        via.set(test, chain);
        break;
      }
      for (const next of edges.get(at) ?? []) {
        if (from.has(next)) continue;
        from.set(next, at);
        queue.push(next);
      }
    }
  }
  return { tests, selected: [...via.keys()].sort(), roots: [...roots].sort(), via };
}
