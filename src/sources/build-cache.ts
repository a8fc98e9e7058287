/**
 * What the build keeps for the next one besides Astro's content store, in
 * `node_modules/.cache/portfolio-content/`, which Netlify's build cache keeps between deploys
 * along with `node_modules`.
 */
import path from 'node:path';

export const BUILD_CACHE_DIR = path.join('node_modules', '.cache', 'portfolio-content');
/** Social cards, as PNG files named by a hash of what they show (src/outputs/cards). */
export const CARDS_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'cards');
