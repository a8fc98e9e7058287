import * as z from 'zod';
import { MARKDOWN, OptionalText, Slug, Text } from './common.ts';

/** A section of one `type`, its component named after it (`qa` → `QaSection`): anchor and title, then its fields. */
const section = <const Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  description: string,
  shape: Shape,
) =>
  z
    .strictObject({
      type: z.literal(type),
      /** Anchor for the section on the project page (`/projects/{id}#{section id}`). */
      id: Slug,
      title: Text,
      ...shape,
    })
    .meta({ id: `${type.charAt(0).toUpperCase()}${type.slice(1)}Section`, description });

const rows = <Shape extends z.ZodRawShape>(shape: Shape) => z.array(z.strictObject(shape)).min(1);

export const QaSection = section('qa', 'Questions and answers; answers are markdown.', {
  items: rows({ question: Text, answer: Text.meta(MARKDOWN) }),
});

export const CostsSection = section('costs', 'A cost breakdown; amounts are strings as shown.', {
  /** ISO 4217 code or symbol, as the author shows it. */
  currency: Text,
  rows: rows({
    item: Text,
    /** As shown to the reader ("12.50", "~40/month"): not a number on purpose. */
    amount: Text,
    note: OptionalText,
  }),
  total: Text,
});

export const ArchitectureSection = section('architecture', 'Architecture layers, top to bottom.', {
  layers: rows({ name: Text, description: Text, technologies: z.array(Text).default([]) }),
});

export const TimelineSection = section('timeline', 'Dated milestones in order.', {
  entries: rows({
    /** Free-form as shown ("2025-03", "Week 2"). */
    date: Text,
    title: Text,
    description: OptionalText,
  }),
});

const TextSection = section('text', 'Free text in markdown.', { body: Text.meta(MARKDOWN) });

/** One of the sections, told apart by `type` (the OpenAPI document adds its `discriminator`: openapi/document.ts). */
export const ExpandableSection = z
  .discriminatedUnion('type', [QaSection, CostsSection, ArchitectureSection, TimelineSection, TextSection])
  .meta({ id: 'ExpandableSection', description: 'A deep-dive section of a case study; its shape depends on `type`.' });

export type ExpandableSection = z.output<typeof ExpandableSection>;
