export { apiCatalogFile as GET } from '../../site/well-known.ts';
