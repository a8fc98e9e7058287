/** Asks the search API from the browser; the form still works as a plain `/search?q=…` link. */
import type { ErrorEnvelope } from '../../core/schemas/error.ts';
import type { SearchResult } from '../../core/schemas/search-result.ts';

/** A collection's results: `type` is its singular, `many` its plural. */
export type ResultGroup = Record<'type' | 'heading' | 'many', string>;

export function enhanceSearch(form: HTMLFormElement, status: HTMLElement, results: HTMLElement): void {
  const input = form.elements.namedItem('q') as HTMLInputElement;
  const api = form.dataset['api'] ?? '';
  const groups = JSON.parse(form.dataset['groups'] ?? '[]') as ResultGroup[];
  let controller: AbortController | undefined;
  // The page's own title, and each search's with its words first, so history entries tell searches apart.
  const pageTitle = document.title;

  async function run(typed: string): Promise<void> {
    controller?.abort();
    results.replaceChildren();
    // The words, not the spaces around them, which the API would look for too.
    const query = typed.trim();
    const blank = query === '';
    document.title = blank ? pageTitle : `${query} – ${pageTitle}`;
    if (blank) {
      status.textContent = 'Type a word to search projects and articles.';
      return;
    }
    controller = new AbortController();
    status.textContent = 'Searching…';
    // Set once the server answers: an answer that is not the API's JSON is its failure, not the network's.
    let response: Response | undefined;
    try {
      response = await fetch(`${api}?q=${encodeURIComponent(query)}`, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      const body = (await response.json()) as SearchResult[] | Partial<ErrorEnvelope>;
      if (!response.ok || !Array.isArray(body)) {
        // A visitor is told what to do (the hint), not which API parameter was wrong.
        const error = (body as Partial<ErrorEnvelope>).error;
        status.textContent = error?.hint ?? error?.message ?? failed(response.status);
        return;
      }
      show(query, body);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      status.textContent = response
        ? failed(response.status)
        : 'The search failed: the network did not answer. Please try again.';
    }
  }

  function show(query: string, found: SearchResult[]): void {
    const grouped = groups.map((group) => ({ ...group, items: found.filter((r) => r.type === group.type) }));
    const counts = grouped.map(({ type, many, items }) => `${items.length} ${items.length === 1 ? type : many}`);
    status.textContent =
      found.length === 0
        ? `Nothing matches “${query}”.`
        : `${found.length} ${found.length === 1 ? 'result' : 'results'} for “${query}”: ${counts.join(', ')}.`;
    for (const { type, heading, items } of grouped) {
      if (items.length === 0) continue;
      const section = results.appendChild(document.createElement('section'));
      const title = Object.assign(document.createElement('h2'), { id: `results-${type}`, textContent: heading });
      section.setAttribute('aria-labelledby', title.id);
      const list = Object.assign(document.createElement('ul'), { className: 'plain-list results' });
      for (const result of items) {
        const link = Object.assign(document.createElement('a'), { href: result.url, textContent: result.title });
        const excerpt = Object.assign(document.createElement('p'), { textContent: result.excerpt });
        list.appendChild(document.createElement('li')).append(link, excerpt);
      }
      section.append(title, list);
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    url.searchParams.set('q', input.value);
    // The same search again is a fresh answer, not a new page: Back still leaves the search.
    if (input.value.trim() === queryFromUrl().trim()) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    void run(input.value);
  });
  const searchFromUrl = () => {
    input.value = queryFromUrl();
    void run(input.value);
  };
  window.addEventListener('popstate', searchFromUrl);
  if (queryFromUrl() !== '') searchFromUrl();
}

const failed = (answered: number) => `The search failed (the server answered ${answered}). Please try again.`;

const queryFromUrl = (): string => new URL(window.location.href).searchParams.get('q') ?? '';
