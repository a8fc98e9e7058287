import { expect, it } from 'vitest';
import { componentJsonSchemas } from '../../../../src/core/openapi/document.ts';

it("the OpenAPI components add OpenAPI's discriminator to the expandable sections, mapping each type to its own component", () => {
  const schemas = componentJsonSchemas() as Record<
    string,
    {
      discriminator?: { propertyName: string; mapping: Record<string, string> };
      properties?: Record<string, { const?: unknown }>;
    }
  >;
  const { discriminator } = schemas['ExpandableSection'] ?? {};
  expect(discriminator?.propertyName).toBe('type');
  expect(Object.keys(discriminator?.mapping ?? {}).sort()).toEqual(['architecture', 'costs', 'qa', 'text', 'timeline']);
  for (const [type, ref] of Object.entries(discriminator?.mapping ?? {})) {
    expect(ref.startsWith('#/components/schemas/')).toBe(true);
    expect(schemas[ref.slice('#/components/schemas/'.length)]?.properties?.['type']?.const).toBe(type);
  }
});
