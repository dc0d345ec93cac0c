/**
 * Build step, browser build only: a message call whose text is known at build time becomes that
 * text. The browser build carries one locale (static-locale.ts), so `m.header_login({}, o)` can
 * only ever be `"登入"`, and `m.footer_about_site({ siteName: SITE_NAME }, o)` only
 * `` `關於${SITE_NAME}` ``; Oxc, Vite 8's minifier, does not inline the small message functions
 * the way terser did, so the calls are replaced here, after TypeScript and JSX are compiled
 * away. A call is left as it is when its message has variants (a plural), its pattern holds
 * anything but text and `{name}` placeholders, or its inputs are not an object literal of plain
 * values (an identifier, a member, a literal: nothing whose evaluation order could matter).
 * What is left still works: the message module is there for it.
 */
import type { Plugin } from 'vite';

/** The ESTree parts read here. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const MESSAGES_MODULE = /(?:^|\/)i18n\/messages(?:\.ts)?$/;
const PLACEHOLDER = /\{(\w+)\}/g;

/** A template literal's text part: backslashes, backticks and `${` escaped. */
const templateText = (text: string) => text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`);

/** A value safe to move into a template: reading it has no effect and cannot throw an error. */
function isPlain(node: Node): boolean {
  if (node.type === 'Identifier' || node.type === 'Literal') return true;
  if (node.type === 'MemberExpression' && !node.computed) return isPlain(node.object as Node);
  return false;
}

/** The text of `pattern` with its placeholders filled from `inputs`, as JavaScript; null if not. */
function foldedCall(pattern: string, inputs: Node | undefined, source: string): string | null {
  if (/[\\{}]/.test(pattern.replace(PLACEHOLDER, ''))) return null;
  const names = [...pattern.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  if (names.length === 0) {
    if (
      inputs &&
      (inputs.type !== 'ObjectExpression' || (inputs.properties as Node[]).length > 0)
    ) {
      return null;
    }
    return JSON.stringify(pattern);
  }
  if (inputs?.type !== 'ObjectExpression') return null;
  const values = new Map<string, string>();
  for (const property of inputs.properties as Node[]) {
    const key = property.key as Node | undefined;
    const value = property.value as Node | undefined;
    if (property.type !== 'Property' || property.computed || property.kind !== 'init' || !key) {
      return null;
    }
    if (key.type !== 'Identifier' || !value || !isPlain(value)) return null;
    values.set(key.name as string, source.slice(value.start, value.end));
  }
  if (names.some((name) => !values.has(name))) return null;
  let out = '`';
  let last = 0;
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    out += `${templateText(pattern.slice(last, match.index))}\${${values.get(match[1]!)}}`;
    last = match.index + match[0].length;
  }
  return `${out}${templateText(pattern.slice(last))}\``;
}

/** Every node of the tree, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  yield node as Node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'parent' && value && typeof value === 'object') yield* walk(value);
  }
}

/** `code` with each foldable call of `m` (imported from lib/i18n/messages) replaced. */
export function foldMessageCalls(
  code: string,
  program: Node,
  patterns: Readonly<Record<string, unknown>>,
): { code: string; folded: number } {
  const locals = new Set<string>();
  for (const node of program.body as Node[]) {
    if (node.type !== 'ImportDeclaration') continue;
    if (!MESSAGES_MODULE.test((node.source as Node).value as string)) continue;
    for (const specifier of node.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'm') {
        locals.add((specifier.local as Node).name as string);
      }
    }
  }
  if (locals.size === 0) return { code, folded: 0 };
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'MemberExpression' || callee.computed) continue;
    const object = callee.object as Node;
    if (object.type !== 'Identifier' || !locals.has(object.name as string)) continue;
    const key = (callee.property as Node).name as string;
    const pattern = patterns[key];
    const [inputs, options, ...rest] = node.arguments as Node[];
    if (typeof pattern !== 'string' || rest.length > 0) continue;
    if (options && options.type !== 'Identifier') continue;
    const text = foldedCall(pattern, inputs, code);
    if (text !== null) edits.push({ start: node.start, end: node.end, text });
  }
  // Outermost calls only (a call nested in another's inputs is not plain, so never both).
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { code: out, folded: edits.length };
}

/** The plugin: `patterns` are the static locale's messages (shared/messages/<locale>.json). */
export function foldMessages(patterns: () => Readonly<Record<string, unknown>>): Plugin {
  let applies = false;
  return {
    name: 'portal:fold-messages',
    configResolved(config) {
      applies = config.command === 'build' && !config.build.ssr;
    },
    transform(code, id) {
      if (!applies || !/[\\/]src[\\/].*\.[jt]sx?$/.test(id) || !code.includes('i18n/messages')) {
        return null;
      }
      const { code: folded, folded: count } = foldMessageCalls(
        code,
        this.parse(code) as unknown as Node,
        patterns(),
      );
      return count > 0 ? { code: folded, map: null } : null;
    },
  };
}
