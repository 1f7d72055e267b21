// Product create / update (reference §2.5 /creator/my-store/create and update/[id]): name, type physical|digital,
// price, stock (physical), description, status, image (required on create), digital file (required for digital
// products without one). One multipart POST/PUT with a progress bar; values stay on errors.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { Form, InputNumber } from 'antd';
import type { FormRule, UploadFile } from 'antd';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast-provider';
import { fileImage, type Product, type ProductType } from '@/features/product';
import { createProduct, updateProduct, type ProductFields, type ProductFiles } from '../api';
import { DIGITAL_FILE, PRODUCT_IMAGE_FILE, pickedFile } from '../form-helpers';
import { FileField } from './file-field';
import {
  ChoiceField,
  DescriptionField,
  FormFooter,
  NUMBER_INPUT_STYLE,
  PriceField,
  StatusField,
  StudioForm,
  TextField,
} from './form-fields';
import { useSend } from './use-send';
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
  price?: number | null;
  stock?: number | null;
  description?: string;
  status: 'active' | 'inactive';
  image?: UploadFile[];
  digitalFile?: UploadFile[];
}

function initialValues(product: Product | null): ProductFormValues {
  if (!product)
    return { name: '', type: 'physical', price: null, stock: null, description: '', status: 'active' };
  return {
    name: product.name,
    type: product.type,
    price: product.price,
    stock: product.type === 'physical' ? product.stock : null,
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

const stockRules: FormRule[] = [
  { required: true, message: 'Stock is required' },
  {
    validator(_rule, value) {
      if (value === null || value === undefined || value === '') return Promise.resolve();
      const n = Number(value);
      return Number.isInteger(n) && n >= 0 ? Promise.resolve() : Promise.reject(new Error(STOCK_MESSAGE));
    },
  },
];

export function ProductForm({ product }: { product: Product | null }) {
  const router = useRouter();
  const toast = useToast();
  const [form] = Form.useForm<ProductFormValues>();
  const [initial] = useState(() => initialValues(product));
  const type = Form.useWatch('type', form) ?? initial.type;
  const { percent, error, send, abort, sending } = useSend();
  // a digital product needs a file: the saved one (edit) or a new one
  const needsDigitalFile = type === 'digital' && !(product?.type === 'digital' && product.digitalFileId);

  const [intentId] = useIntent();
  const submit = async (values: ProductFormValues) => {
    const fields = toProductFields(values);
    const files: ProductFiles = {
      image: pickedFile(values.image),
      digitalFile: values.type === 'digital' ? pickedFile(values.digitalFile) : undefined,
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
    <StudioForm<ProductFormValues>
      form={form}
      name={product ? 'product-edit' : 'product-create'}
      initialValues={initial}
      onFinish={(values) => void submit(values)}
    >
      <TextField label="Name" name="name" max={NAME_MAX} />
      <ChoiceField label="Type" name="type" options={TYPE_OPTIONS} />
      <PriceField />
      {type === 'physical' ? (
        <Form.Item label="Stock" name="stock" rules={stockRules}>
          <InputNumber style={NUMBER_INPUT_STYLE} step={1} inputMode="numeric" />
        </Form.Item>
      ) : null}
      <DescriptionField rows={4} />
      <StatusField />
      <FileField
        name="image"
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
          name="digitalFile"
          spec={DIGITAL_FILE}
          required={needsDigitalFile}
          disabled={sending}
          current={
            product?.type === 'digital' && product.digitalFileId ? (
              product.digitalFileUrl ? (
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
