/**
 * A child with growth records for the signed-in client, added through the BFF routes as a parent's
 * saves would add them: for the browser tests that visit 家庭成員 and a child's 成長紀錄 without
 * being about how the records get there.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FAMILY_PATH, hkToday } from '@portal/shared';

/** A girl's measurements near WHO's medians by month of age; chest only at some visits. */
const NEAR_MEDIAN: Record<
  number,
  { heightCm: number; weightKg: number; headCm: number; chestCm: number | null }
> = {
  0: { heightCm: 49.1, weightKg: 3.2, headCm: 33.9, chestCm: 33 },
  1: { heightCm: 53.7, weightKg: 4.2, headCm: 36.5, chestCm: null },
  2: { heightCm: 57.1, weightKg: 5.1, headCm: 38.3, chestCm: null },
  4: { heightCm: 62.1, weightKg: 6.4, headCm: 40.6, chestCm: null },
  6: { heightCm: 65.7, weightKg: 7.3, headCm: 42.2, chestCm: 42 },
  9: { heightCm: 70.1, weightKg: 8.2, headCm: 43.8, chestCm: null },
  12: { heightCm: 74, weightKg: 8.9, headCm: 44.9, chestCm: 46 },
  18: { heightCm: 80.7, weightKg: 10.2, headCm: 46.2, chestCm: null },
  24: { heightCm: 85.7, weightKg: 11.5, headCm: 47.2, chestCm: 49 },
  30: { heightCm: 90.7, weightKg: 12.7, headCm: 47.9, chestCm: null },
};

/** Four visits (birth, 6 months, 1 and 2 years); `TEN_VISITS` for a record that fills a page. */
const FEW_VISITS = [0, 6, 12, 24] as const;
export const TEN_VISITS = [0, 1, 2, 4, 6, 9, 12, 18, 24, 30] as const;

export interface ChildRecords {
  id: string;
  /** The child's 成長紀錄 (`/user/family/:id/growth`), in the Traditional script. */
  growthPath: string;
  /** Removes the child and its measurements (the account is as it was before). */
  remove(): Promise<void>;
}

/**
 * Adds a daughter born on 15 January three years ago to the account signed in on `page`, measured
 * at each of `visits` (months of age: the latest, 30 months, is always before today), through
 * `POST /bff/family` and `POST /bff/family/:id/measurements`. `origin` is the portal's address,
 * sent as the browser would.
 */
export async function addChildWithRecords(
  page: Page,
  origin: string,
  { name = '成長測試', visits = FEW_VISITS }: { name?: string; visits?: readonly number[] } = {},
): Promise<ChildRecords> {
  const headers = { 'x-csrf': '1', 'content-type': 'application/json', origin };
  const born = Number(hkToday().slice(0, 4)) - 3;
  const added = await page.request.post(FAMILY_PATH, {
    headers,
    data: { name, relation: '子女', birthDate: `${born}-01-15`, sex: 'F', phone: '' },
  });
  const answer = (await added.json()) as { msg: string; data?: { member: { id: string } } };
  expect(added.status(), answer.msg).toBe(200);
  const id = answer.data!.member.id;
  for (const months of visits) {
    const at = NEAR_MEDIAN[months];
    if (!at) throw new Error(`no measurements written down for ${months} months`);
    const year = born + Math.floor(months / 12);
    const month = String((months % 12) + 1).padStart(2, '0');
    const res = await page.request.post(`${FAMILY_PATH}/${id}/measurements`, {
      headers,
      data: { date: `${year}-${month}-15`, ...at },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return {
    id,
    growthPath: `/user/family/${id}/growth`,
    remove: async () => {
      // No body, so no content type (Fastify refuses an empty JSON body).
      const res = await page.request.delete(`${FAMILY_PATH}/${id}`, {
        headers: { 'x-csrf': '1', origin },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}
