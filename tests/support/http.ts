import { expect, inject } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/** A JSON object as a test reads it, of any shape. */
export type Json = Record<string, any>;

export const siteUrl = (): string => inject('siteUrl');

/** The project the suite built and serves (a temporary copy of this one): its dist/ and generated/. */
export const siteRoot = (): string => inject('siteRoot');

export const request = (path: string, init?: RequestInit): Promise<Response> =>
  fetch(`${siteUrl()}${path}`, { redirect: 'manual', ...init });

/** The text of what the site must serve at `path` (200). */
export async function okText(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

export async function getJson<T = unknown>(path: string, init?: RequestInit): Promise<{ response: Response; body: T }> {
  const response = await request(path, init);
  return { response, body: (await response.json()) as T };
}

/** Validates bodies against the schemas the served OpenAPI document declares (JSON Schema 2020-12). */
export async function openApiValidator() {
  const { body: document } = await getJson<Json>('/api/openapi.json');
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
  const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;
  addFormats(ajv);
  // Register the document so `#/components/...` references resolve inside it.
  ajv.addSchema({ ...document, $id: 'openapi.json' }, 'openapi.json');
  return {
    /** Ajv's errors when `body` does not match the named component schema (e.g. `Error`), else undefined. */
    componentErrors(name: string, body: unknown): string | undefined {
      // Compiled on first use, then the same function.
      const validate = ajv.getSchema(`openapi.json#/components/schemas/${name}`)!;
      return validate(body) ? undefined : ajv.errorsText(validate.errors);
    },
    /** Throws with Ajv's errors when the body does not match. */
    assertValid(apiPath: string, status: string, body: unknown, method = 'get') {
      const response = document.paths[apiPath]?.[method]?.responses[status];
      if (!response) throw new Error(`no ${status} response declared for ${method.toUpperCase()} ${apiPath}`);
      const pointer =
        response.$ref ?? `#/paths/${apiPath.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${status}`;
      const validate = ajv.compile({ $ref: `openapi.json${pointer}/content/application~1json/schema` });
      if (!validate(body))
        throw new Error(
          `${method.toUpperCase()} ${apiPath} ${status} does not match the OpenAPI schema: ${ajv.errorsText(validate.errors)}`,
        );
    },
  };
}
