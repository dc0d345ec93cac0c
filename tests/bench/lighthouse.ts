/**
 * Lighthouse 13 (node API) with Debian chromium started by chrome-launcher, as the Lighthouse CLI
 * does, default settings (mobile emulation, simulated throttling), median of several runs per URL.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LhResult, RunnerResult } from 'lighthouse';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { median } from './load';

export const CHROMIUM = '/usr/bin/chromium';
// What a headless container needs on top of chrome-launcher's flags, and hidden scrollbars as
// Puppeteer's headless mode has them: with mobile emulation Chromium shows an overlay scrollbar
// at the first paint and fades it out over the next 300 ms, and with software compositing every
// one of those frames is drawn and captured as a trace screenshot on the CPU, beside the
// hydrating main thread (about 130 ms of a 2-core machine's CPU; a phone's GPU draws it for free).
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'];

export interface LighthouseFigure {
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * Lighthouse's simulated TBT computed again from the same run with each trace event's wall time
   * replaced by its thread CPU time: what the page's own main-thread work costs on the simulated
   * phone, without the time this 2-core machine's other processes took the core away from it.
   * A diagnostic beside the real figure, never the target.
   */
  cpuTbtMs: number;
  /** Audits that cost points, from the run whose performance score is the median. */
  findings: Record<string, string[]>;
  errors: string[];
}

async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  // chrome-launcher adds the flags the Lighthouse CLI runs Chrome with (no translate, component
  // updates, sync, phishing checks or other background work that would share the cores with the
  // page).
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  return {
    port: chrome.port,
    stop: async () => {
      chrome.kill();
    },
  };
}

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function itemLabel(item: Record<string, unknown>): string | undefined {
  const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
  if (node?.selector) {
    const label = node.nodeLabel?.replace(/\s+/g, ' ').slice(0, 40);
    return label ? `${node.selector} ("${label}")` : node.selector;
  }
  if (typeof item.url === 'string') return item.url;
  if (typeof item.source === 'object' && item.source && 'url' in item.source) {
    return String((item.source as { url: unknown }).url);
  }
  if (typeof item.description === 'string') return item.description;
  return undefined;
}

/** Failing audits that carry weight in a category, each with up to four offending items. */
function findings(lhr: LhResult): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const id of categoryIds) {
    const category = lhr.categories[id];
    if (!category) continue;
    const lines: string[] = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.weight === 0 && id !== 'performance') continue;
      if (id === 'performance' && ref.weight === 0 && audit.details?.type !== 'opportunity') {
        // Performance diagnostics without weight are still worth a line when they have savings.
        if (!audit.displayValue) continue;
      }
      const details = audit.details as { items?: unknown } | undefined;
      const list = Array.isArray(details?.items)
        ? (details.items as Record<string, unknown>[])
        : [];
      const items = list
        .map(itemLabel)
        .filter((x): x is string => Boolean(x))
        .slice(0, 4);
      lines.push(
        `${ref.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})` +
          (items.length ? ` -> ${items.join(' | ')}` : ''),
      );
    }
    if (lines.length) out[id] = lines;
  }
  out.diagnostics = diagnostics(lhr);
  return out;
}

/** The first DOM node (selector and label) found anywhere in an audit's details. */
function firstNode(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  type NodeItem = { type?: string; selector?: string; nodeLabel?: string; node?: NodeItem };
  // A node is an item of its own in a list (`type: 'node'`) or a table row's `node`.
  const item = value as NodeItem;
  const node = item.type === 'node' ? item : item.node;
  if (node?.selector) return `${node.selector} ("${(node.nodeLabel ?? '').slice(0, 40)}")`;
  for (const child of Object.values(value)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return undefined;
}

/** What the performance figures are made of: LCP element and phases, main-thread and script time. */
function diagnostics(lhr: LhResult): string[] {
  const lines: string[] = [];
  // The LCP breakdown insight lists the phases and the element (Lighthouse 13 has no
  // `largest-contentful-paint-element` audit any more).
  const phases = lhr.audits['lcp-breakdown-insight'];
  const lcp = firstNode(phases?.details);
  if (lcp) lines.push(`LCP element: ${lcp}`);
  const phaseItems = JSON.stringify(phases?.details ?? {}).match(
    /"(subpart|phase|label)":"[^"]+","[^"]*":[\d.]+/g,
  );
  if (phaseItems?.length) lines.push(`LCP phases: ${phaseItems.join(', ').replace(/"/g, '')}`);
  const table = (id: string, key: string, value: string, n: number) => {
    const items = (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)
      ?.items;
    if (!Array.isArray(items)) return;
    const top = items
      .slice(0, n)
      .map(
        (it) =>
          `${String(it[key] ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(it[value] ?? 0))} ms`,
      );
    lines.push(`${lhr.audits[id]?.title}: ${top.join('; ')}`);
  };
  table('mainthread-work-breakdown', 'groupLabel', 'duration', 5);
  table('bootup-time', 'url', 'total', 4);
  return lines;
}

/** See `LighthouseFigure.cpuTbtMs`. */
async function threadTimeTbt(result: RunnerResult): Promise<number> {
  const { Trace, DevtoolsLog, GatherContext, URL, HostDPR } = result.artifacts;
  // Chromium records `tdur` (thread time) beside `dur` on complete events; Lighthouse's type omits it.
  const traceEvents = Trace.traceEvents.map((event) => {
    const threadTime = (event as { tdur?: unknown }).tdur;
    return event.ph === 'X' && typeof threadTime === 'number'
      ? { ...event, dur: threadTime }
      : event;
  });
  const settings = result.lhr.configSettings;
  const tbt = await LanternTotalBlockingTime.request(
    {
      trace: { ...Trace, traceEvents },
      devtoolsLog: DevtoolsLog,
      gatherContext: GatherContext,
      settings,
      URL,
      SourceMaps: [],
      HostDPR,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  return tbt.timing;
}

export async function lighthouseFigures(urls: string[], runs = 3): Promise<LighthouseFigure[]> {
  const chromium = await launchChromium();
  try {
    const figures: LighthouseFigure[] = [];
    for (const url of urls) {
      const results: LhResult[] = [];
      const errors: string[] = [];
      const cpuTbts: number[] = [];
      // A run that fails (e.g. NO_NAVSTART on a busy machine) is retried, not counted as zeros.
      for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
        const result = await lighthouse(url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categoryIds],
        });
        if (!result) {
          errors.push('lighthouse returned no result');
          continue;
        }
        if (result.lhr.runtimeError) {
          errors.push(`${result.lhr.runtimeError.code} (retried)`);
          continue;
        }
        results.push(result.lhr);
        cpuTbts.push(await threadTimeTbt(result));
      }
      const score = (lhr: LhResult, id: string) =>
        Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (lhr: LhResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const byPerf = [...results].sort((x, y) => score(x, 'performance') - score(y, 'performance'));
      const medianRun = byPerf[Math.floor(byPerf.length / 2)];
      figures.push({
        url,
        runs: results.length,
        performance: median(results.map((r) => score(r, 'performance'))),
        accessibility: median(results.map((r) => score(r, 'accessibility'))),
        bestPractices: median(results.map((r) => score(r, 'best-practices'))),
        seo: median(results.map((r) => score(r, 'seo'))),
        lcpMs: median(results.map((r) => metric(r, 'largest-contentful-paint'))),
        tbtMs: median(results.map((r) => metric(r, 'total-blocking-time'))),
        cls: median(results.map((r) => metric(r, 'cumulative-layout-shift'))),
        fcpMs: median(results.map((r) => metric(r, 'first-contentful-paint'))),
        cpuTbtMs: median(cpuTbts),
        findings: medianRun ? findings(medianRun) : {},
        errors,
      });
    }
    return figures;
  } finally {
    await chromium.stop();
  }
}
