// A list of projects, articles or search results (the result's one key says which), one card each.
const HEADINGS = { projects: 'Projects', articles: 'Articles', results: 'Search results' };

function render(data, view) {
  const [key, items] = Object.entries(data)[0] ?? ['results', []];
  document.querySelector('h1').textContent = HEADINGS[key] ?? key;
  view.append(el('p', items.length === 1 ? '1 item' : `${items.length} items`, 'kicker'));
  const card = (item) => {
    const node = el('li', undefined, 'card');
    const title = el('h2');
    title.append(item.url ? link(item.url, item.title) : item.title);
    const when = item.publishedAt?.slice(0, 10);
    const minutes = item.readingTime && `${item.readingTime} min read`;
    node.append(title, el('p', [item.status ?? item.type, when, minutes].filter(Boolean).join(' · '), 'kicker'));
    node.append(el('p', item.tagline ?? item.excerpt));
    const words = item.stack ?? item.tags ?? [];
    if (words.length) node.append(chips(words));
    const entries = Object.entries(item.links ?? {});
    if (entries.length) node.append(links(entries));
    return node;
  };
  view.append(list(items, 'cards', card));
}
