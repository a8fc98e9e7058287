export { apiCatalogFile as GET } from '../../site/discovery.ts';
