/** How pages write phone numbers, counts and amounts. */

/**
 * Masks a phone number, showing only its first 3 and last 4 digits (`912****78` style for longer
 * numbers). Numbers of 7 digits or fewer have nothing to hide behind the mask and are masked
 * entirely but for the last 4, so no digit is shown twice. Non-digits are dropped first.
 */
export function maskPhone(phone: string | null | undefined): string {
  const digits = String(phone ?? '').replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length <= 4) return '*'.repeat(digits.length);
  if (digits.length <= 7) return '*'.repeat(digits.length - 4) + digits.slice(-4);
  return digits.slice(0, 3) + '*'.repeat(digits.length - 7) + digits.slice(-4);
}

/**
 * A whole count with thousands separators (`12,345`), as Hong Kong writes it. Written out rather
 * than through `toLocaleString`: the first locale-aware format in a page loads the browser's
 * locale data, tens of milliseconds of main thread on a phone, during the page's first load.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount in Hong Kong dollars, the one way every page writes it: `HK$3,000`, `HK$1,280.50`
 * (cents only when there are some), `HK$0`. '' for anything that is not a number.
 */
export function formatHkd(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = formatCount(Math.trunc(cents / 100));
  const rest = cents % 100;
  return `${amount < 0 ? '-' : ''}HK$${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
