/** Prompts embed the twins they rest on and tell the model to cite them, and to say where evidence is missing. */
import {
  ProtocolError,
  ProtocolErrorCode,
  type GetPromptResult,
  type McpServer,
  type PromptMessage,
} from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { Collection, ListCollection } from '../core/collections/define.ts';
import { LIST_COLLECTIONS, listCollectionNamed, SINGLETON_COLLECTIONS } from '../core/collections/documents.ts';
import { capitalised, joinWords } from '../core/collections/operations.ts';
import { MAX_AUDIENCE_LENGTH, MAX_ROLE_LENGTH } from '../core/contract.ts';
import { quote } from '../core/errors/catalogue.ts';
import { indexedItem, type McpData } from './data.ts';
import { completeSlugs, itemResource, readTwin, type Completer } from './resources.ts';
import { slugArgument } from './tools.ts';

// Evidence: the lists without bodies are given whole, those with (long) bodies as links, read when a title suggests it.
const WHOLE_EVIDENCE: readonly ListCollection[] = LIST_COLLECTIONS.filter((row) => !row.body);
const LINKED_EVIDENCE: readonly ListCollection[] = LIST_COLLECTIONS.filter((row) => row.body);

const LINKED_LISTS = joinWords(LINKED_EVIDENCE.map((row) => `the ${row.name}`));
const possessive = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}'s`;
const whole = joinWords([
  'the profile',
  ...WHOLE_EVIDENCE.map((row) => (row.document ? `the ${row.singular} ${row.document.many}` : `the ${row.name}`)),
]);

/** `the profile and the project case studies embedded below, and the articles linked after them (read …)` */
const EVIDENCE_SOURCES =
  LINKED_EVIDENCE.length === 0
    ? `${whole} embedded below`
    : `${whole} embedded below, and ${LINKED_LISTS} linked after them (read ${joinWords(
        LINKED_EVIDENCE.map((row) => possessive(row.singular)),
        'or',
      )} resource when its title suggests evidence)`;

const tooLong = (max: number) => `must be at most ${String(max).replace(/\B(?=(\d{3})+$)/g, ',')} characters`; // not toLocaleString: loading locale data slows a cold start
// Trimmed: only spaces is no audience, and the default stands.
const audience = (who: string) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .max(MAX_AUDIENCE_LENGTH, tooLong(MAX_AUDIENCE_LENGTH))
    .optional()
    .describe(
      `Who the answer is for, e.g. "a hiring manager", "a staff engineer", "a non-technical founder". Default: ${who}.`,
    );
const ROLE_IS = 'the job description, or the role and its main requirements, as text';
const role = z
  .string({ error: (issue) => (issue.input === undefined ? `is required: ${ROLE_IS}` : 'must be a string') })
  .trim()
  .min(1, `must not be blank: ${ROLE_IS}`)
  .max(MAX_ROLE_LENGTH, tooLong(MAX_ROLE_LENGTH))
  .describe(`${capitalised(ROLE_IS)}.`);

/** Without `links`, the linked documents are named as text. */
export function registerPrompts(server: McpServer, data: McpData, name: string, links: boolean) {
  const prompts = new Map<string, Record<string, Completer | undefined>>();
  const [projects, profile] = [listCollectionNamed('projects'), SINGLETON_COLLECTIONS[0]!];
  const user = (content: PromptMessage['content']): PromptMessage => ({ role: 'user', content });
  const say = (...lines: string[]) => user({ type: 'text', text: lines.join(' ') });
  // Each document embedded is one the index lists: its twin is published.
  const embedded = async (row: Collection, id?: string) =>
    user({ type: 'resource', resource: (await readTwin(data, row, id)).contents[0]! });
  const register = (
    prompt: string,
    title: string,
    description: string,
    argsSchema: Record<string, z.ZodType>,
    answer: (args: Record<string, string | undefined>) => Promise<PromptMessage[] | GetPromptResult>,
    complete: Record<string, Completer> = {},
  ) => {
    // Prompt arguments are strings (the SDK parsed them with the schema before the callback runs).
    server.registerPrompt(prompt, { title, description, argsSchema: z.object(argsSchema) }, async (args) => {
      const answered = await answer(args as Record<string, string | undefined>);
      return Array.isArray(answered) ? { description: title, messages: answered } : answered;
    });
    prompts.set(prompt, Object.fromEntries(Object.keys(argsSchema).map((arg) => [arg, complete[arg]])));
  };

  register(
    'introduce_person',
    `Introduce ${name}`,
    `A short, accurate introduction of ${name} for a given audience, from their profile.`,
    { audience: audience('someone who has never met them') },
    async ({ audience: who }) => [
      // The audience is the client's own words ("recruiter", "a CTO"): quoted as a reader, not spliced into a sentence.
      say(
        `The reader: ${who || 'someone who has never met them'}.`,
        `Introduce ${name} to this reader, using only the profile below (its projects are resources you can read for detail).`,
        'Cover who they are and what they do now, two or three pieces of work that show it (name each project and cite its resource URI), and how to reach them.',
        'Keep it under 200 words, plain and specific, with figures as written; add no praise the documents do not support.',
        'If the audience would expect something the documents do not state (availability, location preferences, salary), say that it is not stated instead of guessing.',
      ),
      await embedded(profile),
    ],
  );

  register(
    'match_role',
    `Match a role to ${name}'s work`,
    `Maps a role's requirements to evidence in ${name}'s ${joinWords(LIST_COLLECTIONS.map((row) => row.name))}, and says plainly where there is none.`,
    { role },
    async (args) => {
      const linked = LINKED_EVIDENCE.flatMap((row) => data.items(row).map((item) => itemResource(data, row, item)));
      return [
        say(
          [
            // Quoted line by line, so a job description of several paragraphs stays apart from the instructions.
            `Assess how ${name}'s documented work matches this role, quoted as given:\n\n${(args['role'] ?? '')
              .split('\n')
              .map((line) => `> ${line}`.trimEnd())
              .join('\n')}\n`,
            `Use only ${EVIDENCE_SOURCES}.`,
            '1. List the requirements of the role: the must-haves first, then the nice-to-haves.',
            `2. For each, give the strongest evidence: the ${joinWords(
              LIST_COLLECTIONS.map((row) => row.singular),
              'or',
            )}, what was done and with what result (figures as written), and the resource URI it comes from.`,
            '3. Mark each requirement as "evidenced", "partly evidenced" or "no evidence in these documents". Say plainly where there is none; do not infer a skill from a job title or a technology list alone.',
            '4. End with a short overall fit, and the questions an interviewer should ask to close each gap.',
          ].join('\n'),
        ),
        await embedded(profile),
        ...(await Promise.all(
          WHOLE_EVIDENCE.flatMap((row) => data.items(row).map((item) => embedded(row, String(item[row.idField])))),
        )),
        ...(links
          ? linked.map((resource) => user({ type: 'resource_link', ...resource }))
          : [
              say(
                `${capitalised(LINKED_LISTS)}, each a resource to read:\n${linked.map((resource) => `- ${resource.title ?? resource.name}: ${resource.uri}`).join('\n')}`,
              ),
            ]),
      ];
    },
  );

  register(
    'explain_project',
    'Explain a project',
    `Explains one of ${name}'s projects from its case study, for a given audience.`,
    {
      slug: slugArgument("The project's slug (its id in list_projects); completion offers them."),
      audience: audience('a technically literate reader'),
    },
    async (args) => {
      const item = indexedItem(data.index, projects, args['slug'] ?? '');
      if (!item) {
        const message = `Invalid argument slug: no project has the slug ${quote(args['slug'])}. Complete it (completion/complete), or list the projects with list_projects or resources/list.`;
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, message);
      }
      return {
        description: `Explain ${String(item['title'])}`,
        messages: [
          say(
            `The reader: ${args['audience'] || 'a technically literate reader'}.`,
            `Explain the project "${String(item['title'])}" to this reader, using only its case study below.`,
            'Cover the problem and why it mattered, what was built and why that way (the architecture and its trade-offs), the results with their figures as written, and what was learned.',
            'Cite the sections you draw on by their titles. If the audience would want something the case study does not state, say that it is not stated.',
          ),
          await embedded(projects, String(item[projects.idField])),
        ],
      };
    },
    { slug: (typed) => completeSlugs(data, projects, typed) },
  );
  return prompts;
}
