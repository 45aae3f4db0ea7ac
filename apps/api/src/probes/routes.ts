import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from '../plugins/swagger.ts';

/** A JSON schema as @fastify/swagger writes it (OpenAPI 3.1 is JSON Schema 2020-12). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  [other: string]: unknown;
}

/** One route the server serves, as the probes need it. */
export interface ProbeRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, `/api/v1/manager/rename-location/{id}`: the key of the classifications. */
  path: string;
  /** `METHOD path`, how the probes name a route. */
  key: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, when the route reads one. */
  body: JsonSchema | undefined;
  /** The body is multipart (an upload), not JSON. */
  multipart: boolean;
  /** Bearer or session needed, as the document says. */
  secured: boolean;
}

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** Puts the path's values into `{name}` placeholders. */
export function urlOf(route: ProbeRoute, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

/**
 * Every route of the app, read from the server itself: its OpenAPI document (the routes'
 * schemas), checked against Fastify's own route table so that a route hidden from the document
 * (`schema.hide`, no schema) still shows here and fails the probes that do not know it.
 * Swagger UI's own pages are left out: they are static files of the UI package.
 */
export async function listRoutes(app: FastifyInstance): Promise<ProbeRoute[]> {
  await app.ready();
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const routes: ProbeRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as ProbeRoute['method'];
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        secured: (operation.security ?? []).length > 0,
      });
    }
  }

  const documented = new Set(routes.map((r) => r.key));
  // The built apps' files (@fastify/static's `/*` and `/reviews/*`) are no API: the headers
  // probe asks for their pages and assets by name.
  const missing = fastifyRoutes(app).filter(
    (r) => !r.path.startsWith(DOCS_PREFIX) && !documented.has(r.key) && r.method !== 'HEAD' && !r.path.endsWith('*'),
  );
  if (missing.length > 0) {
    // A real route the document leaves out could not be probed from its schema: add it with
    // one (or drop `hide`), so every probe sees it.
    throw new Error(`routes missing from the OpenAPI document: ${missing.map((r) => r.key).join(', ')}`);
  }
  return routes;
}

/**
 * Fastify's route table, read from `printRoutes` (Fastify has no other public list once the
 * app is built): a tree where each line holds a path segment and its methods.
 */
export function fastifyRoutes(app: FastifyInstance): Array<{ method: string; path: string; key: string }> {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const found: Array<{ method: string; path: string; key: string }> = [];
  for (const line of lines) {
    const match = /^([│ ├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line) ?? /^([│ ├└─]*)(\S.*)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    const path = `${stack[depth - 1] ?? ''}${match[2] ?? ''}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (!method) continue;
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      found.push({ method, path: openApiPath, key: `${method} ${openApiPath}` });
    }
  }
  return found;
}
