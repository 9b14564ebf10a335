import { z } from 'zod';
import type { BackofficeRoute } from './route';
import { errorAnswer, idempotencyKey } from './schemas';

export const BACKOFFICE_PREFIX = '/api/backoffice/v1';
export const OPENAPI_PATH = '/openapi.json';

/** A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1, without its own $schema line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** '/tickets/:ticketNumber/replies' → '/tickets/{ticketNumber}/replies' */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const failure = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

const COMMON_FAILURES: Record<number, string> = {
  400: 'The body or a path parameter is not what the schema says (the message names what is wrong), the body is not JSON, or the Idempotency-Key header is missing.',
  401: 'No bearer token, or not one of the configured ones.',
  422: 'This Idempotency-Key was used before for another route or body.',
  429: 'Too many requests, or too many refused tokens, from this address.',
};

const READ_FAILURES: Record<number, string> = {
  400: 'A query or path parameter is not what the schema says (the message names what is wrong).',
  401: COMMON_FAILURES[401],
  429: COMMON_FAILURES[429],
};

const shapeOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.entries(schema.shape as Record<string, z.ZodType>) : []);

function operation(route: BackofficeRoute) {
  const params = shapeOf(route.params);
  const reads = route.method === 'GET';
  const failures = { ...(reads ? READ_FAILURES : COMMON_FAILURES), ...route.failures };
  const pathParameters = params.map(([name, schema]) => ({ name, in: 'path', required: true, description: schema.description, schema: jsonSchema(schema, 'input') }));
  const answer = { 'application/json': { schema: jsonSchema(route.answer, 'output') } };
  if (reads) {
    return {
      operationId: route.operationId,
      summary: route.summary,
      description: route.description,
      tags: [route.tag],
      parameters: [
        ...pathParameters,
        ...shapeOf(route.query).map(([name, schema]) => ({ name, in: 'query', required: !schema.safeParse(undefined).success, description: schema.description, schema: jsonSchema(schema, 'input') })),
      ],
      responses: {
        200: { description: 'The answer; nothing is changed.', content: answer },
        ...Object.fromEntries(Object.entries(failures).map(([status, description]) => [status, failure(description)])),
      },
    };
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    parameters: [
      ...pathParameters,
      { name: 'Idempotency-Key', in: 'header', required: true, description: idempotencyKey.description, schema: jsonSchema(idempotencyKey, 'input') },
    ],
    requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input'), example: route.example } } },
    responses: {
      200: {
        description: 'Done; a replay of the key answers the first answer again, with Idempotent-Replayed: true.',
        headers: { 'Idempotent-Replayed': { description: 'true when this is the stored answer of an earlier request with the key.', schema: { type: 'string', enum: ['true'] } } },
        content: answer,
      },
      ...Object.fromEntries(Object.entries(failures).map(([status, description]) => [status, failure(description)])),
    },
  };
}

/** The OpenAPI 3.1 document of exactly the routes served, made from the schemas their handlers validate with. */
export function openApiDocument(routes: BackofficeRoute[], publicOrigin: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Customer portal back-office API',
      version: '1.0.0',
      description:
        'How a provider\'s billing, provisioning or helpdesk system reports back to the portal: jobs done or failed, agents\' replies, ticket and service status, and broadcasts; and how an operator sees and retries the portal\'s outbound events that failed. Every request carries a bearer token; every POST an Idempotency-Key, and a replay with the same key and body answers the first answer and changes nothing.',
    },
    servers: [{ url: `${publicOrigin}${BACKOFFICE_PREFIX}` }],
    security: [{ bearerToken: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerToken: { type: 'http', scheme: 'bearer', description: 'One of the tokens BACKOFFICE_TOKEN configures.' } },
      schemas: { Error: jsonSchema(errorAnswer, 'output') },
    },
  };
}
