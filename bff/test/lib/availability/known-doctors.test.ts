import { describe, expect, it } from 'vitest';
import {
  KNOWN_FOR_MS,
  KnownDoctors,
  doctorIdsIn,
} from '../../../src/lib/availability/known-doctors';

describe('doctorIdsIn', () => {
  it('reads records, lists, {list} pages and a clinic record with its doctors', () => {
    expect(doctorIdsIn({ globaluserid: 'D1' })).toEqual(['D1']);
    expect(doctorIdsIn([{ globaluserid: 'D1' }, { globaluserid: 'D2' }, {}])).toEqual(['D1', 'D2']);
    expect(doctorIdsIn({ list: [{ globaluserid: 'D3' }], total: 1 })).toEqual(['D3']);
    expect(doctorIdsIn({ clinicid: 'C1', doctors: [{ globaluserid: 'D4' }] })).toEqual(['D4']);
    expect(doctorIdsIn(null)).toEqual([]);
    expect(doctorIdsIn({ globaluserid: 7 })).toEqual([]);
  });
});

describe('KnownDoctors (memory)', () => {
  it('knows the doctors it was told of, in the order asked, for a while', async () => {
    let now = 0;
    const known = new KnownDoctors(
      null,
      'kd:',
      () => undefined,
      () => now,
    );
    known.add(['D1', 'D2']);
    expect(await known.filter(['X9', 'D2', 'D1'])).toEqual(['D2', 'D1']);
    now += KNOWN_FOR_MS + 1;
    expect(await known.filter(['D1'])).toEqual([]);
  });
});
