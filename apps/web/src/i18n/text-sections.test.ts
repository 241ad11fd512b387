import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  isTextSection,
  loadMessages,
  textPartOf,
  textSectionNames,
  textSections,
  type TextSection,
} from '@pintrip/shared';
import { errorContexts, messageKeysOf } from '../lib/error-messages';

/*
 * The texts come in sections (packages/shared/src/text-sections.ts): the core before the first
 * render, a section with the code of the pages and dialogs that name it (`lazyPage(load, section)`,
 * `lazyDialog(load, section)`). A module may use a section's keys only when every way the app reaches
 * it passes through such a load: otherwise a page would show the key (and the server, which loads
 * every section, would render a text the browser does not have: a hydration mismatch).
 */

const srcDir = path.resolve(import.meta.dirname, '..');
const errorTable = path.join(srcDir, 'lib', 'error-messages.ts');
/** Where the app starts: the browser's entry and the server's renderer. */
const entries = [path.join(srcDir, 'main.tsx'), path.join(srcDir, 'entry-server.tsx')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(svg|png|jpe?g|webp|css|json)$/.test(base)) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
  );
}

interface Edge {
  to: string;
  /** The section this import loads beside the module, if any. */
  section?: TextSection;
}

interface Module {
  /** Static imports as written: which names from which module (undefined: the whole module). */
  imports: { to: string; names?: string[]; section?: TextSection }[];
  /** `export { a as b } from './x'` and `export * from './x'`: a public surface's re-exports. */
  reexports: { to: string; names?: Map<string, string> }[];
  /** Whether it declares anything itself (a barrel of re-exports does not). */
  hasOwnCode: boolean;
  /** The top-level keys of the translation files its string literals start with (`'money.title'`). */
  topKeys: Set<string>;
}

/** The section named by the call that wraps a dynamic import (`lazyPage(() => import('x'), 'admin')`). */
function sectionAround(node: ts.Node): TextSection | undefined {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isCallExpression(at)) {
      const named = at.arguments.find(
        (argument) => ts.isStringLiteral(argument) && isTextSection(argument.text),
      );
      if (named) return (named as ts.StringLiteral).text as TextSection;
    }
    if (ts.isStatement(at)) return undefined;
  }
  return undefined;
}

function readModule(file: string): Module {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const module: Module = { imports: [], reexports: [], hasOwnCode: false, topKeys: new Set() };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const to = resolveModule(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      // Types are erased: importing one loads nothing.
      if (!to || clause?.isTypeOnly) return;
      const bindings = clause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings) && !clause?.name
          ? bindings.elements
              .filter((element) => !element.isTypeOnly)
              .map((element) => (element.propertyName ?? element.name).text)
          : undefined;
      if (!names || names.length > 0) module.imports.push({ to, names });
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const to = resolveModule(file, node.moduleSpecifier.text);
      if (!to || node.isTypeOnly) return;
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? new Map(
              clause.elements
                .filter((element) => !element.isTypeOnly)
                .map((element) => [element.name.text, (element.propertyName ?? element.name).text]),
            )
          : undefined;
      module.reexports.push({ to, names });
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const to = specifier && ts.isStringLiteral(specifier) ? resolveModule(file, specifier.text) : undefined;
      if (to) module.imports.push({ to, section: sectionAround(node) });
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const top = /^([a-zA-Z]+)\./.exec(node.text)?.[1];
      if (top) module.topKeys.add(top);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) module.hasOwnCode = true;
    visit(statement);
  }
  return module;
}

const modules = new Map(sourceFiles(srcDir).map((file) => [file, readModule(file)]));

/**
 * The modules that provide `name` when imported from `file`: through a barrel of re-exports (a
 * feature's index.ts) only the module the name comes from, since a page that imports one component
 * of a feature renders that one, not its siblings.
 */
function providers(file: string, name: string, seen = new Set<string>()): string[] {
  const module = modules.get(file);
  if (!module || seen.has(file)) return [];
  seen.add(file);
  if (module.hasOwnCode) return [file];
  for (const reexport of module.reexports) {
    const inner = reexport.names?.get(name);
    if (inner) return providers(reexport.to, inner, seen);
  }
  return module.reexports.filter((r) => !r.names).flatMap((r) => providers(r.to, name, seen));
}

function edgesOf(file: string): Edge[] {
  const module = modules.get(file);
  if (!module) return [];
  const fromImports = module.imports.flatMap(({ to, names, section }) => {
    const targets = names ? names.flatMap((name) => providers(to, name)) : [to];
    return targets.map((target) => ({ to: target, section }));
  });
  // Reached as a whole (`import * as x`, a dynamic import), a module brings all it re-exports.
  return [...fromImports, ...module.reexports.map(({ to }) => ({ to }))];
}

/**
 * The sections loaded whenever a module runs: those loaded on every way from an entry to it (the
 * intersection over its importers of what each has, plus what the import itself loads).
 */
function guaranteedSections(): Map<string, Set<TextSection>> {
  const all = () => new Set<TextSection>(textSectionNames);
  const loaded = new Map<string, Set<TextSection>>();
  for (const file of modules.keys()) loaded.set(file, entries.includes(file) ? new Set() : all());
  const reached = new Set(entries);
  for (let changed = true; changed;) {
    changed = false;
    const incoming = new Map<string, Set<TextSection>>();
    for (const file of reached) {
      for (const edge of edgesOf(file)) {
        const carried = new Set(loaded.get(file));
        if (edge.section) carried.add(edge.section);
        const before = incoming.get(edge.to);
        incoming.set(edge.to, before ? new Set([...before].filter((s) => carried.has(s))) : carried);
        if (!reached.has(edge.to)) {
          reached.add(edge.to);
          changed = true;
        }
      }
    }
    for (const [file, sections] of incoming) {
      if (entries.includes(file)) continue;
      const before = loaded.get(file) as Set<TextSection>;
      if (sections.size !== before.size || [...sections].some((s) => !before.has(s))) {
        loaded.set(file, sections);
        changed = true;
      }
    }
  }
  for (const file of modules.keys()) if (!reached.has(file)) loaded.delete(file);
  return loaded;
}

const loaded = guaranteedSections();
const relative = (file: string) => path.relative(srcDir, file);

describe('text sections', () => {
  it('each section names top-level keys of the translation files, each in one section only', async () => {
    const korean = await loadMessages(defaultLanguage);
    const named = Object.values(textSections).flat() as string[];
    expect(new Set(named).size).toBe(named.length);
    expect(named.filter((key) => !(key in korean))).toEqual([]);
  });

  it('the trip workspace pages and the admin pages load their sections', () => {
    const router = path.join(srcDir, 'app', 'router.tsx');
    const sectionOf = (page: string) =>
      edgesOf(router).find((edge) => edge.to === path.join(srcDir, 'app', 'routes', page))?.section;
    expect(['planner.tsx', 'trip-money.tsx', 'trip-lists.tsx', 'trip-bookings.tsx'].map(sectionOf)).toEqual([
      'workspace',
      'workspace',
      'workspace',
      'workspace',
    ]);
    expect(sectionOf('admin.tsx')).toBe('admin');
    expect(loaded.get(path.join(srcDir, 'features', 'money', 'components', 'money-screen.tsx'))).toEqual(
      new Set(['workspace']),
    );
  });

  it("no module uses a section's keys where the section may not be loaded yet", () => {
    const offenders = [...loaded].flatMap(([file, sections]) => {
      // The error table holds keys for every context; the contexts are checked below.
      if (file === errorTable) return [];
      return [...(modules.get(file)?.topKeys ?? [])]
        .map((key) => [key, textPartOf(key)] as const)
        .filter(([, part]) => part !== 'core' && !sections.has(part))
        .map(([key, part]) => `${relative(file)}: ${key} (${part})`);
    });
    expect(offenders).toEqual([]);
  });

  it("an error context answers with its own section's keys or core ones (its name says which)", () => {
    const offenders = errorContexts.flatMap((context) => {
      const own = textPartOf(context.split('.')[0] as string);
      return messageKeysOf(context)
        .filter((key) => ![own, 'core'].includes(textPartOf(key.split('.')[0] as string)))
        .map((key) => `${context}: ${key}`);
    });
    expect(offenders).toEqual([]);
  });
});
