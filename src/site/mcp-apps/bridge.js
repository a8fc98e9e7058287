// A view's side of MCP Apps (SEP-1865): JSON-RPC 2.0 with the host over postMessage. Each view's script adds `render`.
const pending = new Map();
const send = (message) => window.parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
const notify = (method, params = {}) => send({ method, params });
const request = (method, params) =>
  new Promise((resolve) => {
    const id = pending.size + 1;
    pending.set(id, resolve);
    send({ id, method, params });
  });

/** An element holding text and children: what a tool returns is never read as HTML. */
function el(tag, text, className, ...children) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = String(text);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** A link the host opens (a sandboxed view cannot navigate); any other scheme stays text. */
function link(url, text) {
  if (!/^(https?|mailto):/i.test(url)) return el('span', text);
  const anchor = Object.assign(el('a', text), { href: url });
  anchor.addEventListener('click', (event) => {
    event.preventDefault();
    request('ui/open-link', { url });
  });
  return anchor;
}

const list = (items, className, item = (text) => el('li', text)) => el('ul', undefined, className, ...items.map(item));
const links = (entries) => list(entries, 'links', ([label, url]) => el('li', undefined, '', link(url, label)));
const chips = (words) => list(words, 'chips');
const section = (title, ...children) => el('section', undefined, '', el('h2', title), ...children);
const figure = ([label, value]) => el('div', undefined, '', el('dt', label), el('dd', value));
const figures = (pairs) => el('dl', undefined, 'figures', ...pairs.map(figure));

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
  if (message.method === undefined) return pending.get(message.id)?.(message.result ?? {});
  const known = Object.hasOwn(handlers, message.method);
  const result = known ? handlers[message.method](message.params) : undefined;
  if (message.id === undefined) return;
  send(known ? { id: message.id, result } : { id: message.id, error: { code: -32601, message: 'Method not found' } });
});

const appInfo = { name: 'portfolio-view', version: '1.0.0' };
request('ui/initialize', { appInfo, appCapabilities: {}, protocolVersion: '2026-01-26' }).then((result) => {
  applyContext(result.hostContext);
  notify('ui/notifications/initialized');
  // Only once initialized: the host hears nothing else before.
  new ResizeObserver(() => {
    const { width, height } = document.documentElement.getBoundingClientRect();
    notify('ui/notifications/size-changed', { width: Math.ceil(width), height: Math.ceil(height) });
  }).observe(document.documentElement);
});
