import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';

let ajv: AjvJsonSchemaValidator | undefined;

/**
 * The JSON Schema validator the SDK's server checks elicitation answers with. By default every
 * server builds its own Ajv instance with all formats (about 7 ms), and a server is built for each
 * request; this server never elicits, so the Ajv instance is built on first use and then shared.
 */
export const sharedSchemaValidator: jsonSchemaValidator = {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    ajv ??= new AjvJsonSchemaValidator();
    return ajv.getValidator<T>(schema);
  },
};
