// Product create / update (reference §2.5 /creator/my-store/create and update/[id]): name, type physical|digital,
// price, stock (physical), description, status, image (required on create), digital file (required for digital
// products without one). One multipart POST/PUT with a progress bar; values stay on errors. antd-free.
import { useRouter } from 'next/router';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/notify';
import { fileImage, type Product, type ProductType } from '@/features/product';
import { createProduct, updateProduct, type ProductFields, type ProductFiles } from '../api';
import { DIGITAL_FILE, PRODUCT_IMAGE_FILE } from '../form-helpers';
import { FileField, fileCheck } from './file-field';
import { FormFooter } from './form-footer';
import {
  all,
  ChoiceField,
  maxText,
  NumberField,
  priceCheck,
  priceText,
  requiredText,
  StatusField,
  StudioForm,
} from './plain-fields';
import { DescriptionField, TextField } from './text-fields';
import { useSend } from './use-send';
import { useStudioForm } from './use-studio-form';
import { useIntent } from '@/lib/use-intent';

export const NAME_MAX = 200;
export const STOCK_MESSAGE = 'Stock must be a whole number, 0 or more';

const TYPE_OPTIONS = [
  { value: 'physical', label: 'Physical' },
  { value: 'digital', label: 'Digital' },
];

interface ProductFormValues {
  name: string;
  type: ProductType;
  /** as typed */
  price: string;
  stock: string;
  description?: string;
  status: 'active' | 'inactive';
  image?: File;
  digitalFile?: File;
}

function initialValues(product: Product | null): ProductFormValues {
  if (!product)
    return { name: '', type: 'physical', price: '', stock: '', description: '', status: 'active' };
  return {
    name: product.name,
    type: product.type,
    price: priceText(product.price),
    stock: product.type === 'physical' ? String(product.stock) : '',
    description: product.description,
    status: product.status === 'inactive' ? 'inactive' : 'active',
  };
}

export function toProductFields(values: ProductFormValues): ProductFields {
  return {
    name: values.name.trim(),
    type: values.type,
    price: Number(values.price) || 0,
    stock: values.type === 'physical' ? Number(values.stock) || 0 : 0,
    description: (values.description ?? '').trim(),
    status: values.status,
  };
}

function stockCheck(value: unknown, values: ProductFormValues): string | null {
  if (values.type !== 'physical') return null;
  if (value === undefined || value === null || String(value).trim() === '') return 'Stock is required';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? null : STOCK_MESSAGE;
}

export function ProductForm({ product }: { product: Product | null }) {
  const router = useRouter();
  const toast = useNotify();
  const { percent, error, send, abort, sending } = useSend();
  // a digital product needs a file: the saved one (edit) or a new one
  const hasSavedFile = product?.type === 'digital' && Boolean(product.digitalFileId);
  const form = useStudioForm<ProductFormValues>(
    product ? 'product-edit' : 'product-create',
    () => initialValues(product),
    {
      name: all(requiredText('Name is required'), maxText('Name', NAME_MAX)),
      price: priceCheck,
      stock: stockCheck,
      image: fileCheck(PRODUCT_IMAGE_FILE, !product),
      digitalFile: (value, values) =>
        values.type === 'digital' ? fileCheck(DIGITAL_FILE, !hasSavedFile)(value) : null,
    },
    { price: 'Price ($)', digitalFile: 'Digital file' },
  );
  const type = form.values.type;
  const needsDigitalFile = type === 'digital' && !hasSavedFile;

  const [intentId] = useIntent();
  const submit = async (values: ProductFormValues) => {
    const fields = toProductFields(values);
    const files: ProductFiles = {
      image: values.image,
      digitalFile: values.type === 'digital' ? values.digitalFile : undefined,
    };
    const result = await send((onProgress, signal) =>
      product
        ? updateProduct(product._id, fields, files, onProgress, signal)
        : createProduct(fields, files, onProgress, signal, intentId),
    );
    if ('data' in result) {
      toast.success(product ? MESSAGES.changesSaved : 'Product created');
      void router.push(paths.creator.myStore);
    } else if (result.error) {
      toast.error(result.error);
    }
  };

  const savedImage = product ? fileImage(product.image) : '';

  return (
    <StudioForm form={form} onValid={(values) => void submit(values)}>
      <TextField form={form} field="name" label="Name" max={NAME_MAX} />
      <ChoiceField form={form} field="type" label="Type" options={TYPE_OPTIONS} />
      <NumberField form={form} field="price" label="Price ($)" decimal />
      {type === 'physical' ? <NumberField form={form} field="stock" label="Stock" /> : null}
      <DescriptionField form={form} rows={4} />
      <StatusField form={form} />
      <FileField
        form={form}
        field="image"
        spec={PRODUCT_IMAGE_FILE}
        required={!product}
        disabled={sending}
        current={
          savedImage ? (
            <img
              src={savedImage}
              alt="Current product image"
              width={120}
              height={120}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : undefined
        }
      />
      {type === 'digital' ? (
        <FileField
          form={form}
          field="digitalFile"
          spec={DIGITAL_FILE}
          required={needsDigitalFile}
          disabled={sending}
          current={
            hasSavedFile ? (
              product?.digitalFileUrl ? (
                <a href={product.digitalFileUrl} target="_blank" rel="noopener noreferrer">
                  Download the current file
                </a>
              ) : (
                <span>A file is saved</span>
              )
            ) : undefined
          }
          hint="What buyers download after their order is delivered"
        />
      ) : null}
      <FormFooter
        error={error}
        busy={sending}
        percent={percent}
        submitText={product ? 'Save changes' : 'Create product'}
        onCancel={() => (sending ? abort() : void router.push(paths.creator.myStore))}
      />
    </StudioForm>
  );
}
