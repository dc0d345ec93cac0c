/**
 * Serialises a value as JSON that is safe inside an inline `<script>` element: `<`, `>`, `&`,
 * U+2028 and U+2029 become `\uXXXX` escapes, so no value can close the script, open a comment or
 * break a JavaScript parser, and `JSON.parse` of the text still gives the same value.
 */
export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}
