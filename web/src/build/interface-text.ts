/**
 * The lint rule `i18n/interface-text` (eslint.config.js): interface text in web/src, in bff/src
 * (what the BFF says itself: its envelopes, reminders, mails and pages) and in the shared code
 * (shared/src) belongs in the message catalogue (shared/messages/, src/lib/i18n/README.md), not
 * in the code. It reports
 *
 * - Chinese text (any Han character) in a string, a template or JSX text;
 * - English words in JSX text or in a text attribute (`aria-label`, `title`, `placeholder`,
 *   ...).
 *
 * Comments are not text; nor are the few reviewed strings in `EXCEPTIONS` (each with its reason,
 * and interface-text.test.ts fails when one no longer occurs). The rule has no imports, so
 * eslint.config.js loads it as it is (Node strips the types).
 */

/**
 * Reviewed text allowed outside the catalogue, per file (from the repository's root), each with
 * why. A file listed with `'*'` keeps all its text: the shared code's data, which is not the
 * interface's words but the names the portal API's records and codes carry (the English of
 * each is in `code-names.ts`, chosen by `nameIn`) or text chosen by language elsewhere.
 */
export const EXCEPTIONS: Readonly<Record<string, { texts: readonly string[]; why: string }>> = {
  'web/src/components/layout/script-switch.tsx': {
    texts: ['繁', '简', '轉用繁體中文', '转用简体中文'],
    why: 'the switch names each script in that script, whichever copy of the app shows it',
  },
  'web/src/components/layout/script-offer.tsx': {
    texts: ['*'],
    why:
      'the banner speaks in the script it offers (`opencc: keep`: the Simplified copy keeps it ' +
      'as written), so a reader who cannot read the page can read it',
  },
  'shared/src/code-names.ts': {
    texts: ['*'],
    why: 'the Chinese names the API and the shared lists carry, each the key of its English',
  },
  'shared/src/gazetteer.ts': {
    texts: ['*'],
    why: 'the districts and their neighbourhoods, data the search reads (English in code-names.ts)',
  },
  'shared/src/doctor.ts': {
    texts: ['*'],
    why: 'the specialties and languages the API filters by, its codes (English in code-names.ts)',
  },
  'shared/src/route-text.ts': {
    texts: ['*'],
    why: "the route table's head text, chosen by the copy's language (route-text-en.ts for English)",
  },
  'shared/src/route-text-en.ts': {
    texts: ['*'],
    why: "the English copy's head text, which names the site by its Chinese name",
  },
  'shared/src/meta.ts': {
    texts: ['*'],
    why:
      "a record's head words chosen by language (`recordWords`, English beside the Chinese) and " +
      "the API's employment words it reads",
  },
  'shared/src/routes.ts': {
    texts: ['香港中醫網'],
    why: "the site's name, the same in every copy",
  },
  'shared/src/codes.ts': {
    texts: ['未登錄，請先登錄'],
    why: "the portal API's own message for a missing session, which the BFF answers as the API does",
  },
  'shared/src/family.ts': {
    texts: ['子女', '父母', '配偶', '祖父母', '其他', '就診人'],
    why:
      "the relations as stored and written into a booking's note, and the note's patient line, " +
      'which the clinic reads and the portal parses back (each copy names the relation in its ' +
      'locale)',
  },
  'shared/src/common.ts': {
    texts: ['*'],
    why: "the footer's links to Hong Kong bodies, by the names they give themselves in Chinese",
  },
};

const HAN = /\p{Script=Han}/u;
const ENGLISH_WORD = /[A-Za-z]{2,}/;
/** JSX attributes whose value a reader sees or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
]);

/** The parts of ESTree nodes the rule reads (no import of ESLint's types: see above). */
interface Node {
  type: string;
  value?: unknown;
  parent?: Node;
  name?: { type: string; name?: unknown };
  quasis?: { value: { cooked?: string | null; raw: string } }[];
}

interface Context {
  filename: string;
  cwd: string;
  report(descriptor: { node: Node; message: string }): void;
}

/** The folders the rule reads, from the repository's root. */
const CHECKED = ['web/src/', 'bff/src/', 'shared/src/'];

/** The file's path from the repository's root (`web/src/...`), or null outside the checked folders. */
export function checkedPath(filename: string): string | null {
  const normal = filename.replaceAll('\\', '/');
  for (const folder of CHECKED) {
    const at = normal.lastIndexOf(`/${folder}`);
    if (at >= 0) return normal.slice(at + 1);
  }
  return null;
}

/** Whether the text is allowed in the file as a reviewed exception. */
function excepted(file: string, text: string): boolean {
  const exception = EXCEPTIONS[file];
  return !!exception && (exception.texts.includes('*') || exception.texts.includes(text.trim()));
}

/** A string that is not interface text whatever it holds: a module path, a directive. */
function isCode(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  return (
    parent.type === 'ImportDeclaration' ||
    parent.type === 'ExportAllDeclaration' ||
    parent.type === 'ExportNamedDeclaration' ||
    parent.type === 'ImportExpression' ||
    parent.type === 'TSExternalModuleReference' ||
    parent.type === 'TSLiteralType' ||
    (parent.type === 'ExpressionStatement' && 'directive' in parent)
  );
}

/** The JSX attribute a string is the value of, if any (`aria-label="..."`). */
function attributeName(node: Node): string | null {
  let parent = node.parent;
  if (parent?.type === 'JSXExpressionContainer') parent = parent.parent;
  if (parent?.type !== 'JSXAttribute' || parent.name?.type !== 'JSXIdentifier') return null;
  return typeof parent.name.name === 'string' ? parent.name.name : null;
}

/** The rule. */
export function interfaceTextRule() {
  return {
    meta: {
      type: 'problem' as const,
      schema: [],
      docs: { description: 'Interface text comes from the message catalogue (shared/messages/).' },
    },
    create(context: Context) {
      const file = checkedPath(context.filename);
      if (!file) return {};
      const check = (node: Node, text: string, english: boolean) => {
        if (excepted(file, text)) return;
        if (HAN.test(text)) {
          context.report({
            node,
            message: `Chinese interface text belongs in the message catalogue (shared/messages/zh-Hant-HK.json): "${text.trim().slice(0, 40)}"`,
          });
        } else if (english && ENGLISH_WORD.test(text)) {
          context.report({
            node,
            message: `English interface text belongs in the message catalogue (shared/messages/en.json): "${text.trim().slice(0, 40)}"`,
          });
        }
      };
      return {
        Literal(node: Node) {
          if (typeof node.value !== 'string' || isCode(node)) return;
          const attribute = attributeName(node);
          check(node, node.value, attribute !== null && TEXT_ATTRIBUTES.has(attribute));
        },
        TemplateLiteral(node: Node) {
          const text = (node.quasis ?? []).map((q) => q.value.cooked ?? q.value.raw).join(' ');
          const attribute = attributeName(node);
          check(node, text, attribute !== null && TEXT_ATTRIBUTES.has(attribute));
        },
        JSXText(node: Node) {
          if (typeof node.value === 'string') check(node, node.value, true);
        },
      };
    },
  };
}
