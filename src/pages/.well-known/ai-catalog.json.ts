export { aiCatalogFile as GET } from '../../site/well-known.ts';
