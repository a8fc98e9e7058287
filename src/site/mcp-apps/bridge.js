// A view's side of MCP Apps (SEP-1865): JSON-RPC 2.0 with the host over postMessage. Each view's script adds `render`.
const pending = new Map();
let lastId = 0;

const send = (message) => window.parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
const notify = (method, params = {}) => send({ method, params });
function request(method, params) {
  lastId += 1;
  send({ id: lastId, method, params });
  return new Promise((resolve) => pending.set(lastId, resolve));
}

/** An element holding text: what a tool returns is never read as HTML. */
function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

/** A link the host opens (a sandboxed view cannot navigate); any other scheme stays text. */
function link(url, text) {
  if (!/^(https?|mailto):/i.test(url)) return el('span', text);
  const anchor = el('a', text);
  anchor.href = url;
  anchor.addEventListener('click', (event) => {
    event.preventDefault();
    request('ui/open-link', { url });
  });
  return anchor;
}

const list = (items, className, item = (text) => el('li', text)) => {
  const node = el('ul', undefined, className);
  node.append(...items.map(item));
  return node;
};
const links = (entries) =>
  list(entries, 'links', ([label, url]) => {
    const item = el('li');
    item.append(link(url, label));
    return item;
  });
const chips = (words) => list(words, 'chips');

function section(title, ...children) {
  const node = el('section');
  node.append(el('h2', title), ...children);
  return node;
}

/** Figures as a description list: what was measured, then the figure. */
function figures(pairs) {
  const node = el('dl', undefined, 'figures');
  for (const [label, value] of pairs) {
    const pair = el('div');
    pair.append(el('dt', label), el('dd', value));
    node.append(pair);
  }
  return node;
}

/** The host's theme and style variables; without them the system's light or dark (the site's tokens either way). */
function applyContext(context) {
  const root = document.documentElement;
  if (context?.theme === 'light' || context?.theme === 'dark') root.dataset.theme = context.theme;
  for (const [name, value] of Object.entries(context?.styles?.variables ?? {}))
    if (name.startsWith('--') && typeof value === 'string') root.style.setProperty(name, value);
}

/** A tool result: its structured content, else the JSON of its text; an error's text as it is. */
function show(result) {
  const text = result?.content?.find((item) => item.type === 'text')?.text;
  let data = result?.isError ? undefined : result?.structuredContent;
  if (!data && !result?.isError)
    try {
      data = JSON.parse(text);
    } catch {}
  const view = document.getElementById('view');
  view.replaceChildren();
  document.getElementById('status').textContent = data ? '' : (text ?? 'The tool gave no result.');
  if (data) render(data, view);
}

const handlers = {
  'ui/notifications/tool-result': show,
  'ui/notifications/host-context-changed': applyContext,
  'ui/resource-teardown': () => ({}),
  ping: () => ({}),
};

window.addEventListener('message', ({ source, data: message }) => {
  if (source !== window.parent || message?.jsonrpc !== '2.0') return;
  if (message.method === undefined) {
    pending.get(message.id)?.(message.result ?? {});
    pending.delete(message.id);
    return;
  }
  const known = Object.hasOwn(handlers, message.method);
  const result = known ? handlers[message.method](message.params) : undefined;
  if (message.id === undefined) return;
  send(known ? { id: message.id, result } : { id: message.id, error: { code: -32601, message: 'Method not found' } });
});

new ResizeObserver(() => {
  const { width, height } = document.documentElement.getBoundingClientRect();
  notify('ui/notifications/size-changed', { width: Math.ceil(width), height: Math.ceil(height) });
}).observe(document.documentElement);

const appInfo = { name: 'portfolio-view', version: '1.0.0' };
request('ui/initialize', { appInfo, appCapabilities: {}, protocolVersion: '2026-01-26' }).then((result) => {
  applyContext(result.hostContext);
  notify('ui/notifications/initialized');
});
