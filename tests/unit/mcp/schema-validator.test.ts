import { describe, expect, it } from 'vitest';
import { createMcpServer } from '../../../src/mcp/create-server.ts';
import { sharedSchemaValidator } from '../../../src/mcp/schema-validator.ts';
import { fixtureData } from './fixture.ts';

describe('the shared JSON Schema validator', () => {
  it('validates like the SDK default (Ajv with formats)', () => {
    const validate = sharedSchemaValidator.getValidator<{ email: string }>({
      type: 'object',
      properties: { email: { type: 'string', format: 'email' } },
      required: ['email'],
    });
    expect(validate({ email: 'rina@example.org' })).toEqual({ valid: true, data: { email: 'rina@example.org' }, errorMessage: undefined });
    const refused = validate({ email: 'not an address' });
    expect(refused.valid).toBe(false);
    expect(refused.errorMessage).toMatch(/format/);
  });

  it('is the one every server gets, instead of a new Ajv instance per request', async () => {
    // The SDK keeps its validator in a private field; reading it is the only way to see which one a server uses.
    const validatorOf = (server: Awaited<ReturnType<typeof createMcpServer>>) => (server.server as unknown as { _jsonSchemaValidator: unknown })._jsonSchemaValidator;
    expect(validatorOf(await createMcpServer(fixtureData))).toBe(sharedSchemaValidator);
    expect(validatorOf(await createMcpServer(fixtureData))).toBe(sharedSchemaValidator);
  });
});
