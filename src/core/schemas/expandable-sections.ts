import * as z from 'zod';
import { OptionalText, Slug, Text } from './common.ts';

const sectionBase = {
  /** Anchor for the section on the project page (`/projects/{id}#{section id}`). */
  id: Slug,
  title: Text,
};

export const QaSection = z
  .strictObject({
    type: z.literal('qa'),
    ...sectionBase,
    items: z
      .array(
        z.strictObject({
          question: Text,
          /** Markdown. */
          answer: Text,
        }),
      )
      .min(1),
  })
  .meta({ id: 'QaSection', description: 'Questions and answers; answers are markdown.' });

export const CostsSection = z
  .strictObject({
    type: z.literal('costs'),
    ...sectionBase,
    /** ISO 4217 code or symbol, as the author shows it. */
    currency: Text,
    rows: z
      .array(
        z.strictObject({
          item: Text,
          /** As shown to the reader ("12.50", "~40/month"): not a number on purpose. */
          amount: Text,
          note: OptionalText,
        }),
      )
      .min(1),
    total: Text,
  })
  .meta({ id: 'CostsSection', description: 'A cost breakdown; amounts are strings as shown.' });

export const ArchitectureSection = z
  .strictObject({
    type: z.literal('architecture'),
    ...sectionBase,
    layers: z
      .array(
        z.strictObject({
          name: Text,
          description: Text,
          technologies: z.array(Text).default([]),
        }),
      )
      .min(1),
  })
  .meta({ id: 'ArchitectureSection', description: 'Architecture layers, top to bottom.' });

export const TimelineSection = z
  .strictObject({
    type: z.literal('timeline'),
    ...sectionBase,
    entries: z
      .array(
        z.strictObject({
          /** Free-form as shown ("2025-03", "Week 2"). */
          date: Text,
          title: Text,
          description: OptionalText,
        }),
      )
      .min(1),
  })
  .meta({ id: 'TimelineSection', description: 'Dated milestones in order.' });

export const TextSection = z
  .strictObject({
    type: z.literal('text'),
    ...sectionBase,
    /** Markdown. */
    body: Text,
  })
  .meta({ id: 'TextSection', description: 'Free text in markdown.' });

/** One of the sections, told apart by `type` (the OpenAPI document adds its `discriminator`: openapi/components.ts). */
export const ExpandableSection = z
  .discriminatedUnion('type', [QaSection, CostsSection, ArchitectureSection, TimelineSection, TextSection])
  .meta({ id: 'ExpandableSection', description: 'A deep-dive section of a case study; its shape depends on `type`.' });

export type QaSection = z.output<typeof QaSection>;
export type CostsSection = z.output<typeof CostsSection>;
export type ArchitectureSection = z.output<typeof ArchitectureSection>;
export type TimelineSection = z.output<typeof TimelineSection>;
export type TextSection = z.output<typeof TextSection>;
export type ExpandableSection = z.output<typeof ExpandableSection>;
