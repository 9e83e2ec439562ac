/** The give feature's public face: its manifest, and the visitors' give page the signed-out router shows. */
export { giveFeature } from './give.feature';
