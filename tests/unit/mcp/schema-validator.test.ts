import { describe, expect, it } from 'vitest';
import { createMcpServer } from '../../../src/mcp/create-server.ts';
import { noElicitationValidator } from '../../../src/mcp/schema-validator.ts';
import { fixtureData } from './fixture.ts';

describe('the JSON Schema validator every server gets', () => {
  it('refuses, saying the server never asks the client for input', () => {
    expect(() => noElicitationValidator.getValidator({ type: 'object' })).toThrow(/never asks the client for input/);
  });

  it('is the one every server gets, instead of a new Ajv instance per request', async () => {
    // The SDK keeps its validator in a private field; reading it is the only way to see which one a server uses.
    const validatorOf = (server: Awaited<ReturnType<typeof createMcpServer>>) => (server.server as unknown as { _jsonSchemaValidator: unknown })._jsonSchemaValidator;
    expect(validatorOf(await createMcpServer(fixtureData))).toBe(noElicitationValidator);
    expect(validatorOf(await createMcpServer(fixtureData))).toBe(noElicitationValidator);
  });
});
