// The profile: who the person is, their current role, their figures, how to reach them and their projects.
function render({ profile }, view) {
  const { currentRole: role, links: contact } = profile;
  document.querySelector('h1').textContent = profile.name;
  view.append(
    el('p', [profile.jobTitle, profile.location].filter(Boolean).join(' · '), 'kicker'),
    el('p', profile.headline, 'lead'),
  );
  if (role) view.append(el('p', `${role.role} at ${role.company} · ${role.period}`));
  if (profile.highlights?.length) view.append(figures(profile.highlights.map((h) => [h.label, h.metric])));
  const { email, ...web } = contact ?? {};
  view.append(links([...(email ? [[email, `mailto:${email}`]] : []), ...Object.entries(web)]));
  if (profile.projects?.length)
    view.append(
      section(
        'Projects',
        list(profile.projects, 'cards', (project) => {
          const card = el('li', undefined, 'card');
          card.append(el('h3', project.title), el('p', project.tagline), el('p', project.status, 'kicker'));
          return card;
        }),
      ),
    );
}
