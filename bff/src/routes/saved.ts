/**
 * `/bff/saved`: what the logged-in client saved (收藏), kept by the BFF under the session's client
 * id so it follows the account to every device. `GET` lists, `PUT {kind, id}` adds (saving twice
 * keeps the first), `DELETE {kind, id}` removes; the latter two answer the list as it now is.
 * Without a session every method answers 211, like the portal's own session calls; the session is
 * re-validated with the upstream as `/bff/session` does (routes/session-check), so one the
 * upstream ended ends here too. The
 * anti-forgery header and, for PUT and DELETE, the site's Origin are checked by plugins/app/csrf.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  RECORD_ID_PATTERN,
  ResponseCode,
  SAVED_KINDS,
  SAVED_MAX_ITEMS,
  SAVED_PATH,
  type SavedList,
} from '@portal/shared';
import { sessionClient } from './session-check';
import { sendEnvelope } from '../lib/http/envelope';
import { EXTRA_FIELDS, bodyProblem, exactBody, type BodyTypes } from '../lib/http/exact-body';
import { localeOfRequest, type Locale } from '../lib/i18n/locale';
import * as w from '../lib/i18n/words';

/** This route's messages in a locale. */
const savedWords = (locale: Locale) => ({
  badKind: w.bff_saved_bad_kind({}, { locale }),
  badId: w.bff_saved_bad_id({}, { locale }),
  extra: w.bff_saved_extra({}, { locale }),
  full: w.bff_saved_full({ max: SAVED_MAX_ITEMS }, { locale }),
});

const ListAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(
    Type.Object({
      items: Type.Array(
        Type.Object({ kind: Type.String(), id: Type.String(), savedAt: Type.Number() }),
      ),
    }),
  ),
});

/** The body of PUT and DELETE: which item, exactly these two fields. */
const SavedRef = Type.Object(
  {
    kind: Type.Union(SAVED_KINDS.map((k) => Type.Literal(k))),
    id: Type.String({ pattern: RECORD_ID_PATTERN.source }),
  },
  { additionalProperties: false },
);

/** What a bad body is told, in this order: the kind, fields it should not have, the id. */
const refProblems = (words: ReturnType<typeof savedWords>) =>
  [
    ['kind', words.badKind],
    [EXTRA_FIELDS, words.extra],
    ['id', words.badId],
  ] as const;

export default async function savedRoutes(app: FastifyInstance): Promise<void> {
  const { saved } = app.store;

  /** The session's client id, or null after answering 211 (re-validated: routes/session-check). */
  const clientOf = (request: FastifyRequest, reply: FastifyReply) =>
    sessionClient(app, request, reply);

  async function list(clientId: string): Promise<{ code: number; msg: string; data: SavedList }> {
    return { code: ResponseCode.OK, msg: 'success', data: { items: await saved.list(clientId) } };
  }

  app.get(SAVED_PATH, { schema: { response: { 200: ListAnswer } } }, async (request, reply) => {
    const clientId = await clientOf(request, reply);
    if (clientId === null) return reply;
    return list(clientId);
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    const checked = exactBody(SavedRef);
    app.withTypeProvider<BodyTypes>().route({
      method,
      url: SAVED_PATH,
      ...checked,
      schema: { ...checked.schema, response: { 200: ListAnswer } },
      handler: async (request, reply) => {
        const clientId = await clientOf(request, reply);
        if (clientId === null) return reply;
        const words = savedWords(localeOfRequest(request));
        const problem = bodyProblem(request, refProblems(words), words.badKind);
        if (problem) return sendEnvelope(reply, 400, { code: 400, msg: problem });
        const ref = request.body;
        if (method === 'DELETE') {
          await saved.remove(clientId, ref.kind, ref.id);
        } else {
          const result = await saved.put(clientId, ref.kind, ref.id, SAVED_MAX_ITEMS, Date.now());
          if (result === 'full') return sendEnvelope(reply, 409, { code: 409, msg: words.full });
        }
        return list(clientId);
      },
    });
  }
}
