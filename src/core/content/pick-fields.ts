/** Keeps exactly the keys an object schema declares, in the schema's order (strict schemas refuse others). */
export const pickFields = (
  value: Readonly<Record<string, unknown>>,
  schema: { shape: object },
): Record<string, unknown> => Object.fromEntries(Object.keys(schema.shape).map((key) => [key, value[key]]));
