import { INITIAL_DATA_ELEMENT_ID, type CallName, type InitialData } from '@portal/shared';

let cached: InitialData | null | undefined;

function read(): InitialData | null {
  if (cached !== undefined) return cached;
  const el = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  try {
    cached = el?.textContent ? (JSON.parse(el.textContent) as InitialData) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * The record the BFF embedded in the served HTML, if it was fetched with this call and these
 * params. Used once: later navigations fetch as usual.
 */
export function takeInitialData<T>(call: CallName, params: Record<string, string>): T | undefined {
  const data = read();
  if (!data || data.call !== call) return undefined;
  const same =
    Object.keys(params).length === Object.keys(data.params).length &&
    Object.entries(params).every(([k, v]) => data.params[k] === v);
  if (!same) return undefined;
  cached = null;
  return data.data as T;
}
