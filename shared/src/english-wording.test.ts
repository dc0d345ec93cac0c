import { describe, expect, it } from 'vitest';
import en from '../messages/en.json' with { type: 'json' };

/** Every text of a message: variants (plurals, selects) are objects and arrays of them. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

describe('the English catalogue', () => {
  it('calls a visit booked with a practitioner an appointment, and booking what is done', () => {
    // "Booking" names the act (online booking, confirm booking, booking number, the booking
    // system); the visit itself is an appointment: "cancel appointment", "keep both appointments".
    const noun =
      /\b(?:a|an|the|this|that|your|my|each|every|both|earlier|current|upcoming|cancel)\s+bookings?\b(?!\s+(?:number|system|platform|confirmation|notes|details?|was not sent|could not be made))/i;
    const found = Object.entries(en)
      .filter(([key]) => !key.startsWith('$'))
      .flatMap(([key, value]) => texts(value).map((text) => [key, text] as const))
      .filter(([, text]) => noun.test(text));
    expect(found).toEqual([]);
  });
});
