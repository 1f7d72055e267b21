// The creator's own products (contract "Products", reference §2.5): physical with stock, or digital with a file.
import { type UploadFile } from '@/lib/http-client';
import { type Product, toProduct } from '@/features/product';
import { id, remove, searchAssets, sendMultipart, viewAsset } from './asset-requests';
import type { LoadOptions, Page, Progress, StudioListQuery } from './asset-requests';

export interface ProductFields {
  name: string;
  description: string;
  type: 'physical' | 'digital';
  price: number;
  /** physical products only */
  stock: number;
  status: 'active' | 'inactive';
}

export interface ProductFiles {
  image?: File;
  digitalFile?: File;
}

function productParts(files: ProductFiles): UploadFile[] {
  const parts: UploadFile[] = [];
  if (files.image) parts.push({ fieldname: 'image', file: files.image });
  if (files.digitalFile) parts.push({ fieldname: 'digitalFile', file: files.digitalFile });
  return parts;
}

const productBody = (fields: ProductFields) => ({
  ...fields,
  stock: fields.type === 'physical' ? fields.stock : 0,
});

export function searchMyProducts(query: StudioListQuery): Promise<Page<Product>> {
  return searchAssets('products', query, toProduct);
}

export function getMyProduct(productId: string, opts?: LoadOptions): Promise<Product> {
  return viewAsset('products', productId, opts, toProduct);
}

/** The multipart create (no id: POST) or update (PUT) of a product. */
const productRequest = (productId: string | null, fields: ProductFields, files: ProductFiles) =>
  ({
    path: productId ? `products/${id(productId)}` : 'products',
    method: productId ? 'PUT' : 'POST',
    parts: productParts(files),
    body: productBody(fields),
    map: toProduct,
  }) as const;

export function createProduct(
  fields: ProductFields,
  files: ProductFiles,
  onProgress?: Progress,
  signal?: AbortSignal,
  intentId?: string,
): Promise<Product> {
  return sendMultipart({ ...productRequest(null, fields, files), intentId }, onProgress, signal);
}

export function updateProduct(
  productId: string,
  fields: ProductFields,
  files: ProductFiles,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<Product> {
  return sendMultipart(productRequest(productId, fields, files), onProgress, signal);
}

export function deleteProduct(productId: string): Promise<void> {
  return remove(`products/${id(productId)}`);
}
