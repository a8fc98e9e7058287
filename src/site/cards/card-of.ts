import type { Collection } from '../../core/collections/define.ts';
import { capitalised } from '../../core/collections/operations.ts';
import { HEX_COLOUR } from '../../core/schemas/common.ts';
import type { Profile } from '../../core/schemas/profile.ts';
import { siteSettings, siteTitle } from '../settings.ts';
import type { Card } from './layout-card.ts';

/** The site's accent (site.yaml's, else site.css's `--accent`), for cards of documents without a colour. */
const accent = () => siteSettings().accent || '#5b21b6';

export function cardOf(row: Collection, document: Record<string, unknown>, profile: Profile, site: URL): Card {
  if (row.kind === 'singleton') return profileCard(profile, site);
  const colour = document['color'];
  return {
    kicker: `${siteTitle(profile)} · ${capitalised(row.singular)}`,
    title: String(document[row.search.title]),
    subtitle: String(document[row.search.excerpt]),
    accent: typeof colour === 'string' && HEX_COLOUR.test(colour) ? colour : accent(),
    footer: site.host,
  };
}

/** Every page without a card of its own shows it too. */
export const profileCard = (profile: Profile, site: URL): Card => ({
  kicker: siteSettings().title || 'Portfolio',
  title: profile.name,
  subtitle: profile.headline,
  accent: accent(),
  footer: site.host,
});
