import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './html';

describe('serializeForScript', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- x -->',
    amp: 'a & b > c',
    separators: 'line\u2028para\u2029end',
    nested: ['</SCRIPT>', { k: '<!--<script>' }],
  };
  it('leaves no character that could end the script or open a comment', () => {
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });
  it('round-trips through JSON.parse', () => {
    expect(JSON.parse(serializeForScript(hostile))).toEqual(hostile);
  });
  it('serialises undefined as null', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`"><script>'&`)).toBe('&quot;&gt;&lt;script&gt;&#39;&amp;');
  });
});
