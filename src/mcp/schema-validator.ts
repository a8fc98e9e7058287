import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';

/**
 * The JSON Schema validator the SDK's server checks elicitation answers with (the only use it
 * has for one). This server never elicits, so it never validates a client's answer: instead of
 * the SDK's default, an Ajv instance with all formats built for every server (about 7 ms per
 * request, and a third of the function's bundle, which the build leaves out), every server gets
 * this one, which says so if it is ever asked.
 */
export const noElicitationValidator: jsonSchemaValidator = {
  getValidator<T>(_schema: JsonSchemaType): JsonSchemaValidator<T> {
    throw new Error('This MCP server never asks the client for input (elicitation), so it has no answers to validate.');
  },
};
