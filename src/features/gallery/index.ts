// The public face of the gallery feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { GalleryDetail } from './components/gallery-detail';
export type { GalleryState } from './gallery-slice';
export { fileImage, type Gallery, galleryCover, type Photo, toGallery, toPhoto } from './types';
export { galleryFeature } from './gallery-feature';
