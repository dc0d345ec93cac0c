/**
 * A `/bff` route's JSON body, described once by a TypeBox schema that both types it (through
 * Fastify's type provider, `BodyTypes`) and checks it, exactly: nothing is coerced (a number
 * never becomes an id) and nothing is silently dropped (Fastify's own Ajv would do both). The
 * check runs before the handler but does not answer: the route first answers 211 to a request
 * without a session, as every session route does, and only then says in Chinese what is wrong
 * with the body (`bodyProblem`), so a signed-out browser is never told about fields.
 */
import type {
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifyTypeProvider,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** Route types from TypeBox schemas: `app.withTypeProvider<BodyTypes>()`. */
export interface BodyTypes extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** Checks with TypeBox's compiled check and reports its errors as Fastify's validation errors. */
const exactCompiler: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const compiled = Compile(schema);
  const validate = (data: unknown) => {
    if (compiled.Check(data)) return true;
    validate.errors = [...compiled.Errors(data)].map((e): FastifySchemaValidationError => ({
      keyword: e.keyword,
      instancePath: e.instancePath,
      schemaPath: e.schemaPath,
      params: e.params as Record<string, unknown>,
      message: e.message,
    }));
    return false;
  };
  validate.errors = [] as FastifySchemaValidationError[];
  return validate;
};

/** Route options that check the body against `body`, leaving the answer to the handler. */
export function exactBody<T extends TSchema>(body: T) {
  return {
    schema: { body },
    attachValidation: true,
    validatorCompiler: exactCompiler,
  } as const;
}

/** Names the field `bodyProblem` reports for fields the schema does not have. */
export const EXTRA_FIELDS = '+';

/** The fields a validation error is about: the property it is in, the missing ones, or extras. */
function faultyFields(e: FastifySchemaValidationError): string[] {
  if (e.keyword === 'required') {
    const missing = (e.params as { requiredProperties?: unknown }).requiredProperties;
    return Array.isArray(missing) ? missing.map(String) : [''];
  }
  if (e.keyword === 'additionalProperties') return [EXTRA_FIELDS];
  // `/kind` or `/keys/auth`: the top-level field; '' for the body itself (not an object).
  return [e.instancePath.split('/')[1] ?? ''];
}

/**
 * What is wrong with the body, as the message of the first of `messages` (field, message; in
 * the order they should be told) whose field is at fault, or `fallback`; null when the body passed.
 */
export function bodyProblem(
  request: FastifyRequest,
  messages: readonly (readonly [field: string, msg: string])[],
  fallback: string,
): string | null {
  const error = request.validationError;
  if (!error) return null;
  const faulty = new Set((error.validation ?? []).flatMap(faultyFields));
  return messages.find(([field]) => faulty.has(field))?.[1] ?? fallback;
}
