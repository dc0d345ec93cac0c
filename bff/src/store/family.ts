/**
 * Family members (家庭成員) per client: the people an account books for, kept by the session's
 * client id. Every read and change names the client, so one account never reaches another's.
 */
import { randomUUID } from 'node:crypto';
import type {
  FamilyMember,
  FamilyMemberInput,
  FamilyRelation,
  GrowthMeasurement,
  GrowthMeasurementInput,
} from '@portal/shared';
import { transactionHolding, num, type StoreDb } from './database';

export type AddResult = { kind: 'added'; member: FamilyMember } | { kind: 'full' };

export interface StoredFamilyMember extends FamilyMember {
  createdAt: number;
  updatedAt: number;
}

export class FamilyStore {
  constructor(private readonly db: StoreDb) {}

  /** The client's family members, in the order they were added. */
  async list(clientId: string): Promise<StoredFamilyMember[]> {
    const rows = await this.db
      .selectFrom('family_members')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      relation: r.relation as FamilyRelation,
      birthDate: r.birth_date,
      sex: r.sex === 'F' ? 'F' : 'M',
      phone: r.phone,
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
    }));
  }

  /** One of the client's members, or undefined (another client's is not theirs). */
  async get(clientId: string, id: string): Promise<StoredFamilyMember | undefined> {
    return (await this.list(clientId)).find((m) => m.id === id);
  }

  /**
   * Adds a member unless the client has `cap` already: counted in the insert's transaction under
   * a lock on the client, so adds arriving at once never pass the cap.
   */
  async add(
    clientId: string,
    input: FamilyMemberInput,
    cap: number,
    now: number,
  ): Promise<AddResult> {
    return transactionHolding(this.db, `family:${clientId}`, async (trx) => {
      const { count } = await trx
        .selectFrom('family_members')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      if (num(count) >= cap) return { kind: 'full' } as const;
      const id = randomUUID();
      await trx
        .insertInto('family_members')
        .values({
          id,
          client_id: clientId,
          name: input.name,
          relation: input.relation,
          birth_date: input.birthDate,
          sex: input.sex,
          phone: input.phone,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { kind: 'added', member: { id, ...input } } as const;
    });
  }

  /** Replaces a member's fields; false when the client has no such member. */
  async update(
    clientId: string,
    id: string,
    input: FamilyMemberInput,
    now: number,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('family_members')
      .set({
        name: input.name,
        relation: input.relation,
        birth_date: input.birthDate,
        sex: input.sex,
        phone: input.phone,
        updated_at: now,
      })
      .where('client_id', '=', clientId)
      .where('id', '=', id)
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /** Removes a member and their measurements; false when the client had no such member. */
  async remove(clientId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .deleteFrom('family_members')
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      await trx
        .deleteFrom('family_measurements')
        .where('client_id', '=', clientId)
        .where('member_id', '=', id)
        .execute();
      return res.numDeletedRows > 0n;
    });
  }

  /** Removes every member of the client, with their measurements; how many members there were. */
  async removeAll(clientId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .deleteFrom('family_members')
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      await trx.deleteFrom('family_measurements').where('client_id', '=', clientId).execute();
      return Number(res.numDeletedRows);
    });
  }

  /** A member's measurements (the client's member only), oldest first. */
  async measurements(clientId: string, memberId: string): Promise<GrowthMeasurement[]> {
    const rows = await this.db
      .selectFrom('family_measurements')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('member_id', '=', memberId)
      .orderBy('measured_on')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(measurementOf);
  }

  /** Every measurement of the client's members, by member id (我的資料). */
  async allMeasurements(clientId: string): Promise<Map<string, GrowthMeasurement[]>> {
    const rows = await this.db
      .selectFrom('family_measurements')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('measured_on')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const byMember = new Map<string, GrowthMeasurement[]>();
    for (const r of rows) {
      const list = byMember.get(r.member_id) ?? [];
      list.push(measurementOf(r));
      byMember.set(r.member_id, list);
    }
    return byMember;
  }

  /**
   * Adds a measurement of the client's member unless they have `cap` already (counted under a
   * lock on the client, like `add`). `missing` when the member is not the client's.
   */
  async addMeasurement(
    clientId: string,
    memberId: string,
    input: GrowthMeasurementInput,
    cap: number,
    now: number,
  ): Promise<'added' | 'full' | 'missing'> {
    return transactionHolding(this.db, `family:${clientId}`, async (trx) => {
      const member = await trx
        .selectFrom('family_members')
        .select('id')
        .where('client_id', '=', clientId)
        .where('id', '=', memberId)
        .executeTakeFirst();
      if (!member) return 'missing';
      const { count } = await trx
        .selectFrom('family_measurements')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('client_id', '=', clientId)
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (num(count) >= cap) return 'full';
      await trx
        .insertInto('family_measurements')
        .values({
          id: randomUUID(),
          client_id: clientId,
          member_id: memberId,
          measured_on: input.date,
          height_mm: scaled(input.heightCm, 10),
          weight_dag: scaled(input.weightKg, 100),
          head_mm: scaled(input.headCm, 10),
          chest_mm: scaled(input.chestCm, 10),
          created_at: now,
        })
        .execute();
      return 'added';
    });
  }

  /** Removes one measurement of the client's member; false when there was none. */
  async removeMeasurement(clientId: string, memberId: string, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('family_measurements')
      .where('client_id', '=', clientId)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
    return res.numDeletedRows > 0n;
  }
}

function scaled(value: number | null, by: number): number | null {
  return value === null ? null : Math.round(value * by);
}

function unscaled(value: number | string | null, by: number): number | null {
  return value === null ? null : num(value) / by;
}

function measurementOf(r: {
  id: string;
  measured_on: string;
  height_mm: number | null;
  weight_dag: number | null;
  head_mm: number | null;
  chest_mm: number | null;
}): GrowthMeasurement {
  return {
    id: r.id,
    date: r.measured_on,
    heightCm: unscaled(r.height_mm, 10),
    weightKg: unscaled(r.weight_dag, 100),
    headCm: unscaled(r.head_mm, 10),
    chestCm: unscaled(r.chest_mm, 10),
  };
}
