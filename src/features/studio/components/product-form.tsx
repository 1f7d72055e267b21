// Product create / update (reference §2.5 /creator/my-store/create and update/[id]): name, type physical|digital,
// price, stock (physical), description, status, image (required on create), digital file (required for digital
// products without one). One multipart POST/PUT with a progress bar; values stay on errors.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { Alert, Button, Form, Input, InputNumber, Progress, Radio } from 'antd';
import type { FormRule, UploadFile } from 'antd';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { required } from '@/components/form-rules';
import { useToast } from '@/components/toast-provider';
import { fileImage, type Product, type ProductType } from '@/features/product/types';
import { createProduct, updateProduct, type ProductFields, type ProductFiles } from '../api';
import { DIGITAL_FILE, PRODUCT_IMAGE_FILE, pickedFile, priceRules } from '../form-helpers';
import { FileField } from './file-field';
import { useSend } from './use-send';

export const NAME_MAX = 200;
export const STOCK_MESSAGE = 'Stock must be a whole number, 0 or more';

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

  const submit = async (values: ProductFormValues) => {
    const fields = toProductFields(values);
    const files: ProductFiles = {
      image: pickedFile(values.image),
      digitalFile: values.type === 'digital' ? pickedFile(values.digitalFile) : undefined,
    };
    const result = await send((onProgress, signal) =>
      product
        ? updateProduct(product._id, fields, files, onProgress, signal)
        : createProduct(fields, files, onProgress, signal),
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
    <Form<ProductFormValues>
      form={form}
      name={product ? 'product-edit' : 'product-create'}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 720 }}
      scrollToFirstError
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          required('Name is required'),
          { max: NAME_MAX, message: `Name must be at most ${NAME_MAX} characters` },
        ]}
      >
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item label="Type" name="type">
        <Radio.Group
          options={[
            { value: 'physical', label: 'Physical' },
            { value: 'digital', label: 'Digital' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Price ($)" name="price" rules={priceRules}>
        <InputNumber style={{ width: '100%', maxWidth: 220 }} step={0.01} precision={2} inputMode="decimal" />
      </Form.Item>
      {type === 'physical' ? (
        <Form.Item label="Stock" name="stock" rules={stockRules}>
          <InputNumber style={{ width: '100%', maxWidth: 220 }} step={1} inputMode="numeric" />
        </Form.Item>
      ) : null}
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item label="Status" name="status">
        <Radio.Group
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Form.Item>
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
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {sending ? <Progress percent={percent ?? 0} aria-label="Upload progress" status="active" /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={sending}>
          {product ? 'Save changes' : 'Create product'}
        </Button>
        <Button onClick={() => (sending ? abort() : void router.push(paths.creator.myStore))}>
          {sending ? 'Cancel upload' : 'Cancel'}
        </Button>
      </div>
    </Form>
  );
}
