// A list of projects, articles or search results (the result's one key says which), one card each.
const HEADINGS = { projects: 'Projects', articles: 'Articles', results: 'Search results' };

function render(data, view) {
  const [key, items] = Object.entries(data)[0] ?? ['results', []];
  document.querySelector('h1').textContent = HEADINGS[key] ?? key;
  view.append(el('p', items.length === 1 ? '1 item' : `${items.length} items`, 'kicker'));
  const card = (item) => {
    const about = [
      item.status ?? item.type,
      item.publishedAt?.slice(0, 10),
      item.readingTime && `${item.readingTime} min`,
    ];
    const heading = el('h2', undefined, '', item.url ? link(item.url, item.title) : item.title);
    const node = el('li', undefined, 'card', heading, el('p', about.filter(Boolean).join(' · '), 'kicker'));
    node.append(el('p', item.tagline ?? item.excerpt));
    if ((item.stack ?? item.tags)?.length) node.append(chips(item.stack ?? item.tags));
    if (Object.keys(item.links ?? {}).length) node.append(links(Object.entries(item.links)));
    return node;
  };
  view.append(list(items, 'cards', card));
}
