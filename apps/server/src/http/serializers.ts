/**
 * Response serialization compiled once per route: the route's zod response schema (the contract,
 * which also builds the OpenAPI document) is turned into JSON Schema and compiled by
 * fast-json-stringify, Fastify's own serializer, instead of running zod's encode over every answer
 * and then JSON.stringify (docs/decisions/0025-compiled-serializers-prepared-queries.md).
 *
 * fast-json-stringify trusts its input: it drops fields the schema lacks and coerces a value of
 * the wrong type (null to "" for a string) where zod threw. So outside production every answer is
 * also serialized the old way and compared byte for byte, and a field the schema lacks is an error:
 * the whole test suite checks the compiled path against zod, and a service that starts answering a
 * field the contract does not declare fails its tests instead of losing it silently.
 *
 * A schema that does not convert to the plain shapes fast-json-stringify serializes exactly
 * (objects, arrays, strings, numbers, booleans, nulls, records, anything-goes) keeps zod's path.
 */
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/** The JSON Schema subset the compiled serializers use. */
export interface PlainSchema {
  type?: string | string[];
  properties?: Record<string, PlainSchema>;
  required?: string[];
  additionalProperties?: boolean | PlainSchema;
  items?: PlainSchema;
}

type ZodSchemaOrWrapper = $ZodType | { properties: $ZodType };

const scalarTypes = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Keywords that only describe or validate: a serializer ignores them. */
const ignoredKeywords = new Set([
  '$schema',
  'description',
  'title',
  'examples',
  'default',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  'const',
  'readOnly',
  'deprecated',
]);

class Unsupported extends Error {}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Unsupported();
  return value as Record<string, unknown>;
}

/**
 * The plain schema of one JSON Schema node as zod writes it, or Unsupported. `const` and `enum`
 * are dropped (fast-json-stringify would write the constant whatever the value); a nullable
 * `anyOf: [X, {type: 'null'}]` becomes `type: [X, 'null']`.
 */
function plain(node: unknown): PlainSchema {
  const schema = asRecord(node);
  const out: PlainSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ignoredKeywords.has(key)) continue;
    switch (key) {
      case 'type': {
        const types = Array.isArray(value) ? value : [value];
        if (types.length === 0 || !types.every((t) => typeof t === 'string')) throw new Unsupported();
        const list = types as string[];
        if (!list.every((t) => scalarTypes.has(t) || t === 'object' || t === 'array'))
          throw new Unsupported();
        if (list.length > 1 && !(list.length === 2 && list.includes('null'))) throw new Unsupported();
        out.type = list.length === 1 ? list[0] : list;
        break;
      }
      case 'properties': {
        const properties: Record<string, PlainSchema> = {};
        for (const [name, property] of Object.entries(asRecord(value))) properties[name] = plain(property);
        out.properties = properties;
        break;
      }
      case 'required':
        if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw new Unsupported();
        out.required = value as string[];
        break;
      case 'additionalProperties':
        out.additionalProperties = typeof value === 'boolean' ? value : plain(value);
        break;
      case 'propertyNames':
        // A record's keys are strings in JSON anyway.
        if (asRecord(value).type !== 'string' || Object.keys(asRecord(value)).length !== 1) {
          throw new Unsupported();
        }
        break;
      case 'items':
        out.items = plain(value);
        break;
      case 'anyOf': {
        const options = Array.isArray(value) ? value.map(asRecord) : [];
        const rest = options.filter(
          (option) => !(option.type === 'null' && Object.keys(option).length === 1),
        );
        const inner = rest[0];
        if (options.length !== 2 || rest.length !== 1 || !inner) throw new Unsupported();
        const innerPlain = plain(inner);
        if (typeof innerPlain.type !== 'string') throw new Unsupported();
        Object.assign(out, innerPlain, { type: [innerPlain.type, 'null'] });
        break;
      }
      default:
        // allOf, oneOf, $ref, tuples, conditionals, patternProperties …: zod's path.
        throw new Unsupported();
    }
  }
  const type = out.type;
  const types = type === undefined ? [] : Array.isArray(type) ? type : [type];
  if (types.includes('object')) {
    // zod's `unknown()` (written `{}`) accepts a missing value, as JSON.stringify omits it.
    if (out.required && out.properties) {
      const properties = out.properties;
      out.required = out.required.filter((name) => {
        const property = properties[name];
        return property !== undefined && property.type !== undefined;
      });
      // fast-json-stringify writes required properties first: where an optional one comes
      // earlier, it is told none is required, so the order stays the schema's (a missing one is
      // then left out rather than refused; the checked mode compares with zod, which refuses).
      const names = Object.keys(properties);
      const required = new Set(out.required);
      const firstOptional = names.findIndex((name) => !required.has(name));
      if (firstOptional >= 0 && names.slice(firstOptional).some((name) => required.has(name))) {
        delete out.required;
      }
    }
  } else if (out.properties || out.required || out.additionalProperties !== undefined) {
    throw new Unsupported();
  }
  if (!types.includes('array') && out.items) throw new Unsupported();
  return out;
}

/** The plain JSON Schema of a zod response schema, or null when it must keep zod's path. */
export function plainJsonSchema(schema: $ZodType): PlainSchema | null {
  try {
    const json = z.toJSONSchema(schema as z.ZodType, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      // Every node written where it is used: the compiled serializer takes no references.
      reused: 'inline',
      cycles: 'throw',
    });
    return plain(json);
  } catch {
    return null;
  }
}

/**
 * The paths of the fields in `data` that `schema` does not declare (data it would drop), e.g.
 * `items[3].author.email`.
 */
export function undeclaredFields(schema: PlainSchema, data: unknown, at = ''): string[] {
  if (data === null || data === undefined || typeof data !== 'object') return [];
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (Array.isArray(data)) {
    if (!types.includes('array') || !schema.items) return [];
    const items = schema.items;
    return data.flatMap((item, i) => undeclaredFields(items, item, `${at}[${i}]`));
  }
  if (!types.includes('object')) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === undefined) continue;
    const path = at ? `${at}.${key}` : key;
    const declared = schema.properties?.[key];
    if (declared) found.push(...undeclaredFields(declared, value, path));
    else if (typeof schema.additionalProperties === 'object') {
      found.push(...undeclaredFields(schema.additionalProperties, value, path));
    } else if (schema.additionalProperties !== true) found.push(path);
  }
  return found;
}

function resolveSchema(maybe: ZodSchemaOrWrapper): $ZodType | null {
  if (maybe instanceof $ZodType) return maybe;
  if (maybe && typeof maybe === 'object' && 'properties' in maybe && maybe.properties instanceof $ZodType) {
    return maybe.properties;
  }
  return null;
}

export interface ResponseSerializerOptions {
  /**
   * Also serialize every answer through zod and fail unless both agree byte for byte and the
   * answer holds no field its schema lacks (tests and development; not in production).
   */
  checked: boolean;
}

export type ResponseSerializerCompiler = FastifySerializerCompiler<ZodSchemaOrWrapper> & {
  /** `METHOD url status` of every response schema that compiled (the rest kept zod's path). */
  compiled: Set<string>;
};

/** The serializer compiler for app.setSerializerCompiler (see the file's comment). */
export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions,
): ResponseSerializerCompiler {
  const compiled = new Set<string>();
  const compiler: FastifySerializerCompiler<ZodSchemaOrWrapper> = (route) => {
    const viaZod = zodSerializerCompiler(route);
    const schema = resolveSchema(route.schema);
    const json = schema ? plainJsonSchema(schema) : null;
    if (!json) return viaZod;
    const fast = fastJson(json as Parameters<typeof fastJson>[0]);
    compiled.add(`${route.method} ${route.url} ${route.httpStatus}`);
    if (!options.checked) return fast;
    return (data: unknown) => {
      const undeclared = undeclaredFields(json, data);
      if (undeclared.length > 0) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus} answered fields its response schema lacks (they would be dropped): ${undeclared.join(', ')}`,
        );
      }
      const reference = viaZod(data);
      const out = fast(data);
      if (out !== reference) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled serializer wrote ${out.slice(0, 300)} where zod wrote ${reference.slice(0, 300)}`,
        );
      }
      return out;
    };
  };
  return Object.assign(compiler, { compiled });
}
