// Videos, galleries, photos and products (spec §7): the creator's own routes under /performer/performer-assets
// (role performer) and the visitor routes under /performer-assets (optional login).
import type { FastifyPluginAsync } from 'fastify';
import creatorGalleryRoutes from './creator-galleries';
import creatorProductRoutes from './creator-products';
import creatorVideoRoutes from './creator-videos';
import publicGalleryRoutes from './public-galleries';
import publicProductRoutes from './public-products';
import publicVideoRoutes from './public-videos';

const performerAssetsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(creatorVideoRoutes);
  await app.register(creatorGalleryRoutes);
  await app.register(creatorProductRoutes);
  await app.register(publicVideoRoutes);
  await app.register(publicGalleryRoutes);
  await app.register(publicProductRoutes);
};

export default performerAssetsRoutes;
