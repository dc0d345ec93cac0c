/**
 * `/bff/family`: the family members (家庭成員) a logged-in client books for, kept by the BFF under
 * the session's client id (the portal API books for the client only and has no patient field).
 * `GET` lists, `POST` adds one (at most FAMILY_MAX_MEMBERS), `PUT /bff/family/:id` replaces one's
 * fields, `DELETE /bff/family/:id` removes one; every answer is the list as it now is. Each field
 * is checked exactly (shared/family `checkFamilyMember`) and bad input changes nothing. As with
 * `/bff/saved`: 211 without a session (re-validated with the upstream, routes/session-check), and
 * the anti-forgery header and, for the changes, the site's Origin checked by plugins/app/csrf.
 * Members' names and dates of birth are never logged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  FAMILY_MAX_MEMBERS,
  FAMILY_MSG,
  FAMILY_PATH,
  MEASUREMENTS_MAX,
  MEASUREMENT_MSG,
  ResponseCode,
  checkFamilyMember,
  checkMeasurement,
  hkToday,
  type FamilyList,
  type FamilyMember,
} from '@portal/shared';
import type { StoredFamilyMember } from '../store/family';
import { sessionClient } from './session-check';
import { messageOptionsOf } from '../lib/i18n/locale';
import { sendEnvelope } from '../lib/http/envelope';

/** The ids the store makes (UUIDs); anything else is refused before the store is asked. */
const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const Member = Type.Object({
  id: Type.String(),
  name: Type.String(),
  relation: Type.String(),
  birthDate: Type.String(),
  sex: Type.String(),
  phone: Type.String(),
});

const ListAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(Type.Object({ items: Type.Array(Member), member: Type.Optional(Member) })),
});

export default async function familyRoutes(app: FastifyInstance): Promise<void> {
  const { family } = app.store;

  const clientOf = (request: FastifyRequest, reply: FastifyReply) =>
    sessionClient(app, request, reply);

  async function list(
    clientId: string,
    member?: FamilyMember,
  ): Promise<{ code: number; msg: string; data: FamilyList & { member?: FamilyMember } }> {
    const items = (await family.list(clientId)).map(
      ({ id, name, relation, birthDate, sex, phone }) => ({
        id,
        name,
        relation,
        birthDate,
        sex,
        phone,
      }),
    );
    return {
      code: ResponseCode.OK,
      msg: 'success',
      data: member ? { items, member } : { items },
    };
  }

  const schema = { response: { 200: ListAnswer } };

  app.get(FAMILY_PATH, { schema }, async (request, reply) => {
    const clientId = await clientOf(request, reply);
    if (clientId === null) return reply;
    return list(clientId);
  });

  app.post(FAMILY_PATH, { schema }, async (request, reply) => {
    const clientId = await clientOf(request, reply);
    if (clientId === null) return reply;
    const checked = checkFamilyMember(request.body, hkToday(), messageOptionsOf(request));
    if ('error' in checked) return sendEnvelope(reply, 400, { code: 400, msg: checked.error });
    const added = await family.add(clientId, checked.value, FAMILY_MAX_MEMBERS, Date.now());
    if (added.kind === 'full')
      return sendEnvelope(reply, 409, {
        code: 409,
        msg: FAMILY_MSG.full(messageOptionsOf(request)),
      });
    return list(clientId, added.member);
  });

  app.put<{ Params: { id: string } }>(`${FAMILY_PATH}/:id`, { schema }, async (request, reply) => {
    const clientId = await clientOf(request, reply);
    if (clientId === null) return reply;
    const { id } = request.params;
    if (!MEMBER_ID.test(id))
      return sendEnvelope(reply, 400, {
        code: 400,
        msg: FAMILY_MSG.badId(messageOptionsOf(request)),
      });
    const checked = checkFamilyMember(request.body, hkToday(), messageOptionsOf(request));
    if ('error' in checked) return sendEnvelope(reply, 400, { code: 400, msg: checked.error });
    if (!(await family.update(clientId, id, checked.value, Date.now()))) {
      return sendEnvelope(reply, 404, {
        code: 404,
        msg: FAMILY_MSG.notFound(messageOptionsOf(request)),
      });
    }
    return list(clientId, { id, ...checked.value });
  });

  app.delete<{ Params: { id: string } }>(
    `${FAMILY_PATH}/:id`,
    { schema },
    async (request, reply) => {
      const clientId = await clientOf(request, reply);
      if (clientId === null) return reply;
      const { id } = request.params;
      if (!MEMBER_ID.test(id))
        return sendEnvelope(reply, 400, {
          code: 400,
          msg: FAMILY_MSG.badId(messageOptionsOf(request)),
        });
      if (!(await family.remove(clientId, id))) {
        return sendEnvelope(reply, 404, {
          code: 404,
          msg: FAMILY_MSG.notFound(messageOptionsOf(request)),
        });
      }
      return list(clientId);
    },
  );

  // Growth measurements of a member (a child): only of the account's own members.
  const Measurement = Type.Object({
    id: Type.String(),
    date: Type.String(),
    heightCm: Type.Union([Type.Number(), Type.Null()]),
    weightKg: Type.Union([Type.Number(), Type.Null()]),
    headCm: Type.Union([Type.Number(), Type.Null()]),
    chestCm: Type.Union([Type.Number(), Type.Null()]),
  });
  const measurementSchema = {
    response: {
      200: Type.Object({
        code: Type.Integer(),
        msg: Type.String(),
        data: Type.Optional(Type.Object({ items: Type.Array(Measurement) })),
      }),
    },
  };
  const MEASUREMENTS = `${FAMILY_PATH}/:id/measurements`;

  async function measurementList(clientId: string, memberId: string) {
    return {
      code: ResponseCode.OK,
      msg: 'success',
      data: { items: await family.measurements(clientId, memberId) },
    };
  }

  /**
   * The session's client and its member the path names (`:id`), or null once the answer is sent:
   * 211 without a session, 400 for an id the store never makes, 404 for no such member of theirs.
   */
  async function ownMember(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ): Promise<{ clientId: string; member: StoredFamilyMember } | null> {
    const clientId = await clientOf(request, reply);
    if (clientId === null) return null;
    const { id } = request.params;
    if (!MEMBER_ID.test(id)) {
      await sendEnvelope(reply, 400, {
        code: 400,
        msg: FAMILY_MSG.badId(messageOptionsOf(request)),
      });
      return null;
    }
    const member = await family.get(clientId, id);
    if (!member) {
      await sendEnvelope(reply, 404, {
        code: 404,
        msg: FAMILY_MSG.notFound(messageOptionsOf(request)),
      });
      return null;
    }
    return { clientId, member };
  }

  app.get<{ Params: { id: string } }>(
    MEASUREMENTS,
    { schema: measurementSchema },
    async (request, reply) => {
      const own = await ownMember(request, reply);
      if (!own) return reply;
      return measurementList(own.clientId, own.member.id);
    },
  );

  app.post<{ Params: { id: string } }>(
    MEASUREMENTS,
    { schema: measurementSchema },
    async (request, reply) => {
      const own = await ownMember(request, reply);
      if (!own) return reply;
      const { clientId, member } = own;
      const id = member.id;
      const checked = checkMeasurement(
        request.body,
        member.birthDate,
        hkToday(),
        messageOptionsOf(request),
      );
      if ('error' in checked) return sendEnvelope(reply, 400, { code: 400, msg: checked.error });
      const added = await family.addMeasurement(
        clientId,
        id,
        checked.value,
        MEASUREMENTS_MAX,
        Date.now(),
      );
      if (added === 'missing')
        return sendEnvelope(reply, 404, {
          code: 404,
          msg: FAMILY_MSG.notFound(messageOptionsOf(request)),
        });
      if (added === 'full')
        return sendEnvelope(reply, 409, {
          code: 409,
          msg: MEASUREMENT_MSG.full(messageOptionsOf(request)),
        });
      return measurementList(clientId, id);
    },
  );

  app.delete<{ Params: { id: string; mid: string } }>(
    `${MEASUREMENTS}/:mid`,
    { schema: measurementSchema },
    async (request, reply) => {
      const clientId = await clientOf(request, reply);
      if (clientId === null) return reply;
      const { id, mid } = request.params;
      if (!MEMBER_ID.test(id))
        return sendEnvelope(reply, 400, {
          code: 400,
          msg: FAMILY_MSG.badId(messageOptionsOf(request)),
        });
      if (!MEMBER_ID.test(mid))
        return sendEnvelope(reply, 400, {
          code: 400,
          msg: MEASUREMENT_MSG.badId(messageOptionsOf(request)),
        });
      if (!(await family.removeMeasurement(clientId, id, mid))) {
        return sendEnvelope(reply, 404, {
          code: 404,
          msg: MEASUREMENT_MSG.notFound(messageOptionsOf(request)),
        });
      }
      return measurementList(clientId, id);
    },
  );
}
