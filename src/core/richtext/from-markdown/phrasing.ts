import { INLINES, MARKS } from '@contentful/rich-text-types';
import type { Inline, Text } from '@contentful/rich-text-types';
import type { Definition, Nodes, PhrasingContent } from 'mdast';
import { quote } from '../../errors/catalogue.ts';
import { KEPT_URLS, pageKeepsUrl } from '../../markdown/url-schemes.ts';
import type { Unsupported } from './errors.ts';
import { HTML_BREAK, HTML_MARK_TAG, HTML_MARK_TAGS } from './html-marks.ts';

/** Phrasing parents, named the way error messages refer to them. */
export type Container = 'paragraph' | 'heading' | 'table cell' | 'link' | 'bold text' | 'italic text' | 'strikethrough text';

/**
 * Phrasing flattened in document order, before `<u>`/`<sup>`/`<sub>` are
 * applied: texts carry the marks of the markdown syntax around them (outermost
 * first), links their own runs, HTML mark tags are toggles, images stay
 * in place so a paragraph can be split around them.
 */
export type Run =
  | { readonly kind: 'text'; readonly value: string; readonly marks: readonly string[] }
  | { readonly kind: 'link'; readonly uri: string; readonly runs: readonly Run[] }
  | { readonly kind: 'html-mark'; readonly mark: string; readonly opens: boolean }
  | { readonly kind: 'image'; readonly url: string; readonly alt: string };

const MARK_OF: Readonly<Record<'strong' | 'emphasis' | 'delete', { mark: string; container: Container }>> = {
  strong: { mark: MARKS.BOLD, container: 'bold text' },
  emphasis: { mark: MARKS.ITALIC, container: 'italic text' },
  delete: { mark: MARKS.STRIKETHROUGH, container: 'strikethrough text' },
};

// Soft line breaks are spaces in rich text (a `\n` there is a hard break).
const SOFT_BREAK = /[ \t]*\r?\n[ \t]*/g;
// A code span's line endings read as spaces (CommonMark).
const CODE_LINE_ENDING = /\r?\n/g;

/** What a conversion could not hold, gathered as it goes on, so one pass finds every construct. */
export class Refusals {
  readonly found: Unsupported[] = [];

  refuse(construct: string, node: Nodes): void {
    this.found.push({ construct, line: node.position?.start.line });
  }
}

/**
 * Markdown phrasing → runs, refusing what rich text cannot hold: HTML other
 * than `<br>` and the mark tags, footnotes, link and image titles, images
 * anywhere but at the top level of a paragraph.
 */
export class PhrasingReader {
  readonly #definitions: ReadonlyMap<string, Definition>;
  readonly #refusals: Refusals;

  constructor(definitions: ReadonlyMap<string, Definition>, refusals: Refusals) {
    this.#definitions = definitions;
    this.#refusals = refusals;
  }

  runs(children: readonly PhrasingContent[], container: Container, marks: readonly string[] = [], out: Run[] = []): Run[] {
    // Open mark tags of this parent; markdown pairs inline HTML only by
    // position, so a pair must share a parent to map to a mark.
    const open: { tag: string; node: Nodes }[] = [];
    for (const node of children) {
      switch (node.type) {
        case 'text':
          pushText(out, node.value.replace(SOFT_BREAK, ' '), marks);
          break;
        case 'inlineCode':
          pushText(out, node.value.replace(CODE_LINE_ENDING, ' '), [...marks, MARKS.CODE]);
          break;
        case 'break':
          // A hard line break is a newline inside text; it does not take the marks around it.
          pushText(out, '\n', []);
          break;
        case 'strong':
        case 'emphasis':
        case 'delete': {
          const { mark, container: inner } = MARK_OF[node.type];
          this.runs(node.children, inner, [...marks, mark], out);
          break;
        }
        case 'link':
          if (node.title) this.#refusals.refuse(`link title ("${node.title}")`, node);
          this.#checkLink(node.url, node);
          out.push({ kind: 'link', uri: node.url, runs: this.runs(node.children, 'link', marks) });
          break;
        case 'linkReference': {
          const definition = this.#definition(node.identifier, node);
          if (!definition) break;
          if (definition.title) this.#refusals.refuse(`link title ("${definition.title}")`, definition);
          this.#checkLink(definition.url, node);
          out.push({ kind: 'link', uri: definition.url, runs: this.runs(node.children, 'link', marks) });
          break;
        }
        case 'image':
          this.#push(out, image(node.url, node.alt, node.title, container, node, this.#refusals));
          break;
        case 'imageReference': {
          const definition = this.#definition(node.identifier, node);
          if (definition) this.#push(out, image(definition.url, node.alt, definition.title, container, node, this.#refusals));
          break;
        }
        case 'html':
          this.#push(out, htmlRun(node.value, marks, open, node, this.#refusals));
          break;
        case 'footnoteReference':
          this.#refusals.refuse('footnote', node);
          break;
        default:
          this.#refusals.refuse(`\`${(node as Nodes).type}\``, node as Nodes);
      }
    }
    for (const unclosed of open) this.#refusals.refuse(`unclosed <${unclosed.tag}>`, unclosed.node);
    return out;
  }

  /** A link the pages would drop (`javascript:`, `data:`, …): refused, not silently lost from the page. */
  #checkLink(url: string, node: Nodes): void {
    if (!pageKeepsUrl(url, 'href')) this.#refusals.refuse(`link to ${quote(url)}, which a page cannot link to; ${KEPT_URLS.href}`, node);
  }

  /** A refused construct gives no run: the conversion goes on only to find the others. */
  #push(out: Run[], run: Run | undefined): void {
    if (run) out.push(run);
  }

  #definition(identifier: string, node: Nodes): Definition | undefined {
    const definition = this.#definitions.get(identifier);
    if (!definition) this.#refusals.refuse(`reference to an undefined link "${identifier}"`, node);
    return definition;
  }
}

function pushText(out: Run[], value: string, marks: readonly string[]): void {
  if (value !== '') out.push({ kind: 'text', value, marks });
}

function image(url: string, alt: string | null | undefined, title: string | null | undefined, container: Container, node: Nodes, refusals: Refusals): Run | undefined {
  if (title) refusals.refuse(`image title ("${title}")`, node);
  if (!pageKeepsUrl(url, 'src')) refusals.refuse(`image from ${quote(url)}, which a page cannot show; ${KEPT_URLS.src}`, node);
  // Images become blocks of their own, lifted out of their paragraph; inside
  // a link, heading, cell or marked text there is no block to lift them to.
  if (container === 'paragraph') return { kind: 'image', url, alt: alt ?? '' };
  refusals.refuse(`image inside a ${container}`, node);
  return undefined;
}

function htmlRun(value: string, marks: readonly string[], open: { tag: string; node: Nodes }[], node: Nodes, refusals: Refusals): Run | undefined {
  if (HTML_BREAK.test(value)) return { kind: 'text', value: '\n', marks };
  const match = HTML_MARK_TAG.exec(value);
  if (match === null) {
    refusals.refuse(`inline HTML \`${value}\``, node);
    return undefined;
  }
  const tag = match[2]!.toLowerCase();
  const mark = HTML_MARK_TAGS[tag]!;
  if (match[1] !== '/') {
    open.push({ tag, node });
    return { kind: 'html-mark', mark, opens: true };
  }
  const at = open.map((o) => o.tag).lastIndexOf(tag);
  if (at < 0) {
    refusals.refuse(`unmatched </${tag}>`, node);
    return undefined;
  }
  if (at < open.length - 1) {
    // One mistake, said once: the tag is closed, but across another still open.
    refusals.refuse(`</${tag}> closing across <${open[open.length - 1]!.tag}>`, node);
    open.splice(at, 1);
    return undefined;
  }
  open.pop();
  return { kind: 'html-mark', mark, opens: false };
}

type InlineNode = Inline | Text;

function sameMarks(a: Text, b: Text): boolean {
  return a.marks.length === b.marks.length && a.marks.every((mark, index) => mark.type === b.marks[index]?.type);
}

/**
 * Runs → rich-text inlines: texts get the HTML marks open around them after
 * their own (a link sees the ones open outside it), and neighbouring texts
 * with the same marks merge.
 */
export function inlines(runs: readonly Run[], active: string[] = []): InlineNode[] {
  const out: InlineNode[] = [];
  for (const run of runs) {
    switch (run.kind) {
      case 'html-mark': {
        const index = active.lastIndexOf(run.mark);
        if (run.opens) active.push(run.mark);
        // A paragraph split around an image starts each part afresh: a tag may close what is not open here.
        else if (index >= 0) active.splice(index, 1);
        break;
      }
      case 'link':
        out.push({ nodeType: INLINES.HYPERLINK, data: { uri: run.uri }, content: inlines(run.runs, [...active]) as Text[] });
        break;
      case 'text': {
        const extra = active.filter((mark, index) => active.indexOf(mark) === index && !run.marks.includes(mark));
        const text: Text = { nodeType: 'text', value: run.value, marks: [...run.marks, ...extra].map((type) => ({ type })), data: {} };
        const previous = out[out.length - 1];
        if (previous?.nodeType === 'text' && sameMarks(previous, text)) out[out.length - 1] = { ...previous, value: previous.value + text.value };
        else out.push(text);
        break;
      }
      case 'image':
        throw new Error('An image run reached inline conversion; paragraphs are split around images first.');
    }
  }
  return out;
}
