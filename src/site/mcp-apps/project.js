// A project's case study: what it is, the problem, its results, stack, lessons and links.
function render({ project }, view) {
  document.querySelector('h1').textContent = project.title;
  view.append(el('p', [project.status, ...(project.badges ?? [])].join(' · '), 'kicker'));
  view.append(el('p', project.tagline, 'lead'), section('Problem', el('p', project.problem)));
  if (project.metrics?.length) view.append(section('Results', figures(project.metrics.map((m) => [m.label, m.value]))));
  if (project.stack?.length) view.append(section('Stack', chips(project.stack)));
  if (project.learned?.length) view.append(section('Lessons', list(project.learned)));
  const entries = Object.entries(project.links ?? {});
  if (entries.length) view.append(section('Links', links(entries)));
  if (project.updatedAt) view.append(el('p', `Updated ${project.updatedAt.slice(0, 10)}`, 'kicker'));
}
