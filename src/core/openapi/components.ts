import * as z from 'zod';
import { Article, ArticleSummary } from '../schemas/article.ts';
import { ErrorEnvelope } from '../schemas/error.ts';
import {
  ArchitectureSection,
  CostsSection,
  ExpandableSection,
  QaSection,
  TextSection,
  TimelineSection,
} from '../schemas/expandable-sections.ts';
import { Profile } from '../schemas/profile.ts';
import { Project, ProjectLinks, ProjectRef, ProjectSummary } from '../schemas/project.ts';
import { SearchResult } from '../schemas/search-result.ts';

/** The schemas published as OpenAPI components, keyed by their component name. */
export const COMPONENT_SCHEMAS = {
  Profile,
  ProjectRef,
  ProjectSummary,
  ProjectLinks,
  Project,
  ExpandableSection,
  QaSection,
  CostsSection,
  ArchitectureSection,
  TimelineSection,
  TextSection,
  ArticleSummary,
  Article,
  SearchResult,
  Error: ErrorEnvelope,
} as const;

export type ComponentName = keyof typeof COMPONENT_SCHEMAS;

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1) for every component, with `$ref`s between them. */
export function componentJsonSchemas(): Record<ComponentName, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // Components live inside the OpenAPI document: no dialect or identity of their own.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    out[id] = rest;
  }
  return out as Record<ComponentName, JsonSchema>;
}
