/**
 * Text a reader cannot read whole, as the page is laid out now: the page wider than the window,
 * text cut by its box (clipped, or shortened with an ellipsis), and text drawn over other text.
 * One line per problem, naming the text, so a failure says where to look. English is longer
 * than Chinese: the English copy at 375 px is where this finds most.
 */
import type { Page } from 'playwright-core';

export async function unreadableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width + 1) problems.push(`page is ${scrollWidth} px wide in ${width} px`);

    /** Shown to a sighted reader: laid out, not hidden, not a visually-hidden label. */
    const shown = (el: Element, rect: DOMRect) => {
      if (rect.width < 2 || rect.height < 2) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      return !el.closest('[aria-hidden="true"], [hidden], .sr-only, [data-visually-hidden]');
    };
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    const name = (el: Element, text: string) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/)[0]}` : ''} "${text.slice(0, 40)}"`;

    /** Inside a box that scrolls sideways (a row of chips, a wide table): reachable, not cut. */
    const inScroller = (el: Element) => {
      for (let e: Element | null = el.parentElement; e; e = e.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) return true;
      }
      return false;
    };

    interface Box {
      el: Element;
      text: string;
      /** One rectangle per line the text runs over (a link that wraps is two). */
      rects: DOMRect[];
    }
    const boxes: Box[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const text = ownText(el);
      if (!text) continue;
      const rect = el.getBoundingClientRect();
      if (!shown(el, rect)) continue;
      // Inside the window's width (a carousel's next card, a closed drawer are not cut text).
      if (rect.right <= 0 || rect.left >= width) continue;
      // What of the text is drawn: its lines, less what a box around it clips (a clamped
      // paragraph's hidden lines are not drawn over anything).
      let clip = new DOMRect(-1e6, -1e6, 2e6, 2e6);
      for (let e: Element | null = el; e; e = e.parentElement) {
        const st = getComputedStyle(e);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const r = e.getBoundingClientRect();
        const left = Math.max(clip.left, r.left);
        const top = Math.max(clip.top, r.top);
        clip = new DOMRect(
          left,
          top,
          Math.min(clip.right, r.right) - left,
          Math.min(clip.bottom, r.bottom) - top,
        );
      }
      const rects: DOMRect[] = [];
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          const left = Math.max(r.left, clip.left);
          const top = Math.max(r.top, clip.top);
          const drawn = new DOMRect(
            left,
            top,
            Math.min(r.right, clip.right) - left,
            Math.min(r.bottom, clip.bottom) - top,
          );
          if (drawn.width > 1 && drawn.height > 1) rects.push(drawn);
        }
      }
      boxes.push({ el, text, rects });
      const style = getComputedStyle(el);
      const clips =
        style.textOverflow === 'ellipsis' ||
        ['hidden', 'clip'].includes(style.overflowX) ||
        ['hidden', 'clip'].includes(style.overflow);
      if (clips && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`cut: ${name(el, text)} needs ${el.scrollWidth} px, has ${el.clientWidth}`);
      } else if (rect.right > width + 1 && !inScroller(el)) {
        problems.push(`past the edge: ${name(el, text)} ends at ${Math.round(rect.right)} px`);
      }
    }
    // Text over text: two boxes of text, neither inside the other, sharing more than a sliver.
    for (let i = 0; i < boxes.length; i += 1) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length; j += 1) {
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const over = a.rects.some((ra) =>
          b.rects.some((rb) => {
            const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            return w > 4 && h > 4;
          }),
        );
        if (over) {
          // Layered on purpose (a fixed bar over the page, a dialog over it) is not a layout fault.
          const layer = (el: Element) => {
            for (let e: Element | null = el; e; e = e.parentElement) {
              const pos = getComputedStyle(e).position;
              if (pos === 'fixed' || pos === 'sticky') return e;
            }
            return null;
          };
          if (layer(a.el) !== layer(b.el)) continue;
          problems.push(`overlap: ${name(a.el, a.text)} and ${name(b.el, b.text)}`);
        }
      }
    }
    return problems;
  });
}
