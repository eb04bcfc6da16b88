import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** The zod-checked serializer: encodes through the schema, then JSON.stringify. */
const zodSerializer = createSerializerCompiler({});

type CompilerInput = Parameters<typeof zodSerializer>[0];

/**
 * The JSON Schema of a response's zod schema, for fast-json-stringify; null where zod's output
 * is not plain data (a transform, a codec) and only zod itself can write it. Dates are written
 * as ISO strings, as JSON.stringify writes them.
 */
export function responseJsonSchema(schema: ZodType): object | null {
  let plain = true;
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    override(context) {
      const type = (context.zodSchema as { _zod: { def: { type: string } } })._zod.def.type;
      if (type === 'date') {
        Object.assign(context.jsonSchema, { type: 'string', format: 'date-time' });
      } else if (
        type !== 'any' &&
        type !== 'unknown' &&
        Object.keys(context.jsonSchema).length === 0
      ) {
        plain = false;
      }
    },
  });
  return plain ? jsonSchema : null;
}

/**
 * Writes each route's responses with a serializer compiled from its zod schema
 * (fast-json-stringify): no schema walk per answer, and only the schema's fields go out. A
 * schema that is not plain data keeps zod's encoding. With `crossCheck` (development and
 * tests) every answer is also written by zod, which validates it, and the two must be the same
 * data: the whole test suite so proves the compiled serializers equal to zod's.
 */
export function compiledSerializerCompiler(options: { crossCheck: boolean }) {
  return (input: CompilerInput) => {
    const checked = zodSerializer(input);
    const jsonSchema = responseJsonSchema(input.schema as ZodType);
    if (!jsonSchema) return checked;
    const fast = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.crossCheck) return (data: unknown) => fast(data);
    return (data: unknown) => {
      const expected = checked(data);
      const written = fast(data);
      // The same data; the order of keys may differ (zod writes a union's in its own order).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `the compiled serializer of ${input.method} ${input.url} wrote\n${written}\nwhere zod wrote\n${expected}`,
        );
      }
      return written;
    };
  };
}
