// The public face of the asset feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { type AssetApiOptions, assetCalls, assetRequest, type AssetSearchQuery } from './api';
export {
  type AssetAccess,
  type AssetBase,
  flagsGrantAccess,
  type ItemBase,
  lockKind,
  rawBookmarked,
  toAssetAccess,
  toAssetBase,
  toItemBase,
} from './asset-base';
export { assetDetailWorker, takeAssetLists } from './asset-saga';
export { addAssetCases, assetEvents, type AssetSliceState, initialAssetState } from './asset-slice';
export { AssetActionBar } from './components/asset-actions';
export { AssetCard, type AssetCardOptions, LockBadge, PriceBadge } from './components/asset-card';
export {
  CartIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CommentIcon,
  EyeIcon,
  ImagesIcon,
  LockIcon,
  PlayIcon,
} from './components/asset-icons';
export { EmptyState } from './components/asset-list';
export { AssetResult } from './components/asset-result';
export { AssetSeo } from './components/asset-seo';
// the asset views' styles, shared by the video, gallery and product cards and pages that compose them
export { default as assetCardStyles } from './components/asset-card.module.css';
export { default as assetControlStyles } from './components/asset-controls.module.css';
export { default as assetDetailStyles } from './components/asset-detail.module.css';
export { default as assetMediaStyles } from './components/asset-media.module.css';
export { CreatorAssetList } from './components/creator-asset-list';
export { CreatorLink } from './components/creator-link';
export { RelatedAssets } from './components/related-assets';
export { PayToUnlockButton, SubscribeButtons } from './components/unlock-actions';
export {
  type AssetPerformer,
  assetRouteId,
  type AssetStats,
  fileImage,
  formatDuration,
  formatPrice,
  type MediaFile,
  type MediaStatus,
  summaryText,
  toAssetPerformer,
  toMediaFile,
} from './media';
