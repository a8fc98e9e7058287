import { expect, it } from 'vitest';
import { componentJsonSchemas } from '../../../../src/core/openapi/document.ts';

it("the OpenAPI components add OpenAPI's discriminator to the expandable sections, mapping each type to its own component", () => {
  const schemas = componentJsonSchemas();
  expect(schemas['ExpandableSection']).toMatchObject({ discriminator: { propertyName: 'type' } });
  const { mapping } = schemas['ExpandableSection']!['discriminator'] as { mapping: Record<string, string> };
  expect(Object.keys(mapping).sort()).toEqual(['architecture', 'costs', 'qa', 'text', 'timeline']);
  for (const [type, ref] of Object.entries(mapping)) {
    expect(ref.startsWith('#/components/schemas/')).toBe(true);
    expect(schemas[ref.slice('#/components/schemas/'.length)]).toMatchObject({ properties: { type: { const: type } } });
  }
});
