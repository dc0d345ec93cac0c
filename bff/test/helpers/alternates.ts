/** A served page's `<link rel="alternate" hreflang>` links, by hreflang. */
export function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)) {
    out[m[1]!] = m[2]!;
  }
  return out;
}
