export { serverCardFile as GET } from '../../../site/well-known.ts';
