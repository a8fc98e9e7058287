// The same card, with the extension some tools look for.
export { GET } from './server-card.ts';
