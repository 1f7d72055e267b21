// The public face of the studio feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getMyGallery, getMyProduct, getMyVideo } from './api';
export { saleText, type AssetColumn } from './components/asset-table';
export { BulkVideoUpload } from './components/bulk-video-upload';
export { DateTimeField } from './components/date-time-field';
export { FormFooter } from './components/form-footer';
export { GalleryForm } from './components/gallery-form';
export { LinkButton } from './components/link-button';
export { LoadError } from './components/load-error';
export { PhotoManager } from './components/photo-manager';
export { ChoiceField, NumberField, SelectField, StudioForm, SwitchField } from './components/plain-fields';
export { ProductForm } from './components/product-form';
export { AssetListPage, StudioCard, StudioPage } from './components/studio-page';
export { studioClasses } from './components/studio-classes';
export { TextAreaField, TextField, TextListField } from './components/text-fields';
export { UploadDrop, UploadList } from './components/upload-drop';
export { type StudioFormApi, useStudioForm } from './components/use-studio-form';
export { VerifiedOnly } from './components/verification-notice';
export { VideoEditEditor, VideoUploadEditor } from './components/video-editors';
export type { StudioState } from './studio-slice';
export { studioFeature } from './studio-feature';
