import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import { PLACEHOLDERS } from './html-marks.ts';
import type { PreparedMarkdown } from './prepare.ts';

type RichTextNode = Block | Inline | Text;

const PLACEHOLDER_SPLIT = /([\uE000-\uE005])/;

function isText(node: RichTextNode): node is Text {
  return node.nodeType === 'text';
}

function sameMarks(a: Text, b: Text): boolean {
  return a.marks.length === b.marks.length && a.marks.every((mark, index) => mark.type === b.marks[index]?.type);
}

/**
 * Turn `<u>`/`<sup>`/`<sub>` placeholders back into marks on the text between
 * them (`active` carries open ones across links), and merge neighbouring
 * texts with the same marks, which the converter leaves split.
 */
function restoreInline(content: readonly RichTextNode[], active: string[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  const push = (node: RichTextNode): void => {
    const previous = out[out.length - 1];
    if (isText(node) && previous !== undefined && isText(previous) && sameMarks(previous, node)) {
      out[out.length - 1] = { ...previous, value: previous.value + node.value };
    } else {
      out.push(node);
    }
  };

  for (const node of content) {
    if (!isText(node)) {
      if (node.nodeType === INLINES.HYPERLINK) {
        push({ ...node, content: restoreInline(node.content, [...active]) } as Inline);
      } else {
        push(node);
      }
      continue;
    }
    if (node.value === '') {
      // Empty table cells hold an empty text; keep it.
      push(node);
      continue;
    }
    for (const piece of node.value.split(PLACEHOLDER_SPLIT)) {
      const placeholder = PLACEHOLDERS.get(piece);
      if (placeholder !== undefined) {
        const index = active.lastIndexOf(placeholder.mark);
        if (placeholder.opens) active.push(placeholder.mark);
        else if (index >= 0) active.splice(index, 1);
        continue;
      }
      if (piece === '') continue;
      const extra = active.filter((mark, index) => active.indexOf(mark) === index && !node.marks.some((m) => m.type === mark));
      push({ ...node, value: piece, marks: [...node.marks, ...extra.map((type) => ({ type }))] });
    }
  }
  return out;
}

const TEXT_CONTAINERS: ReadonlySet<string> = new Set([
  BLOCKS.PARAGRAPH,
  BLOCKS.HEADING_1,
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.HEADING_4,
  BLOCKS.HEADING_5,
  BLOCKS.HEADING_6,
]);

class Finisher {
  readonly #lists: PreparedMarkdown['lists'];
  #listIndex = 0;

  constructor(lists: PreparedMarkdown['lists']) {
    this.#lists = lists;
  }

  blocks(content: readonly RichTextNode[]): RichTextNode[] {
    return content.map((node) => this.#block(node));
  }

  #block(node: RichTextNode): RichTextNode {
    if (isText(node) || !('content' in node)) return node;
    if (TEXT_CONTAINERS.has(node.nodeType)) {
      return { ...node, content: restoreInline(node.content, []) } as Block;
    }
    if (node.nodeType === BLOCKS.OL_LIST || node.nodeType === BLOCKS.UL_LIST) {
      const list = this.#lists[this.#listIndex++];
      const ordered = node.nodeType === BLOCKS.OL_LIST;
      if (list === undefined || list.ordered !== ordered) {
        throw new Error('Markdown lists and converted lists do not line up; cannot restore list numbering.');
      }
      // Rich text has no start number; keep a non-default one in `data`.
      const data = ordered && list.start !== 1 ? { ...node.data, start: list.start } : node.data;
      return { ...node, data, content: this.blocks(node.content) } as Block;
    }
    if (node.nodeType === BLOCKS.TABLE) {
      // Markdown tables always have a header row: the first one.
      const rows = node.content.map((row, index) => {
        const finished = this.#block(row) as Block;
        if (index > 0) return finished;
        return {
          ...finished,
          content: finished.content.map((cell) => (cell.nodeType === BLOCKS.TABLE_CELL ? { ...cell, nodeType: BLOCKS.TABLE_HEADER_CELL } : cell)),
        } as Block;
      });
      return { ...node, content: rows } as Block;
    }
    return { ...node, content: this.blocks(node.content) } as Block;
  }

  assertAllListsSeen(): void {
    if (this.#listIndex !== this.#lists.length) {
      throw new Error('Markdown lists and converted lists do not line up; cannot restore list numbering.');
    }
  }
}

/**
 * Complete what the converter cannot express: ordered-list start numbers,
 * header cells for a table's first row, marks for `<u>`/`<sup>`/`<sub>`.
 */
export function finishConvertedDocument(document: Document, prepared: PreparedMarkdown): Document {
  const finisher = new Finisher(prepared.lists);
  const content = finisher.blocks(document.content);
  finisher.assertAllListsSeen();
  return { ...document, content: content as Document['content'] };
}
