/** Kept between builds (and by Netlify's build cache, with `node_modules`). */
import path from 'node:path';

export const BUILD_CACHE_DIR = path.join('node_modules', '.cache', 'portfolio-content');
export const CARDS_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'cards');
