// The profile: who the person is, their current role, their figures, how to reach them and their projects.
function render({ profile }, view) {
  const { currentRole: role, links: { email, ...web } = {} } = profile;
  document.querySelector('h1').textContent = profile.name;
  view.append(el('p', [profile.jobTitle, profile.location].filter(Boolean).join(' · '), 'kicker'));
  view.append(el('p', profile.headline, 'lead'), el('p', role && `${role.role} at ${role.company} · ${role.period}`));
  if (profile.highlights?.length) view.append(figures(profile.highlights.map((h) => [h.label, h.metric])));
  view.append(links([...(email ? [[email, `mailto:${email}`]] : []), ...Object.entries(web)]));
  const card = (p) => el('li', undefined, 'card', el('h3', p.title), el('p', p.tagline), el('p', p.status, 'kicker'));
  if (profile.projects?.length) view.append(section('Projects', list(profile.projects, 'cards', card)));
}
