// Gallery fields (reference §2.5 /creator/my-gallery/create and update): title, description, for sale + price,
// status. Create jumps to the update page to add photos; update stays. Values stay on errors.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { Alert, Button, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { required } from '@/components/form-rules';
import { useToast } from '@/components/toast-provider';
import { toSagaError } from '@/lib/request-saga';
import type { Gallery } from '@/features/gallery/types';
import { createGallery, updateGallery, type GalleryFields } from '../api';
import { priceRules } from '../form-helpers';
import { TITLE_MAX } from './video-form';

interface GalleryFormValues {
  title: string;
  description?: string;
  status: 'active' | 'inactive';
  isSale: boolean;
  price?: number | null;
}

function initialValues(gallery: Gallery | null): GalleryFormValues {
  if (!gallery) return { title: '', description: '', status: 'active', isSale: false, price: null };
  return {
    title: gallery.title,
    description: gallery.description,
    status: gallery.status === 'inactive' ? 'inactive' : 'active',
    isSale: gallery.isSale,
    price: gallery.isSale ? gallery.price : null,
  };
}

export function toGalleryFields(values: GalleryFormValues): GalleryFields {
  return {
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    status: values.status,
    isSale: Boolean(values.isSale),
    price: values.isSale ? Number(values.price) || 0 : 0,
  };
}

export function GalleryForm({ gallery }: { gallery: Gallery | null }) {
  const router = useRouter();
  const toast = useToast();
  const [form] = Form.useForm<GalleryFormValues>();
  const [initial] = useState(() => initialValues(gallery));
  const isSale = Form.useWatch('isSale', form) ?? initial.isSale;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: GalleryFormValues) => {
    setSaving(true);
    setError(null);
    try {
      if (gallery) {
        await updateGallery(gallery._id, toGalleryFields(values));
        toast.success(MESSAGES.changesSaved);
      } else {
        const created = await createGallery(toGalleryFields(values));
        toast.success('Gallery created, now add its photos');
        void router.push(paths.creator.updateGallery(created._id));
      }
    } catch (err) {
      const message = toSagaError(err, MESSAGES.genericFallback).message;
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<GalleryFormValues>
      form={form}
      name={gallery ? 'gallery-edit' : 'gallery-create'}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        label="Title"
        name="title"
        rules={[
          required('Title is required'),
          { max: TITLE_MAX, message: `Title must be at most ${TITLE_MAX} characters` },
        ]}
      >
        <Input maxLength={TITLE_MAX} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="For sale" name="isSale" valuePropName="checked">
        <Switch />
      </Form.Item>
      {isSale ? (
        <Form.Item label="Price ($)" name="price" rules={priceRules}>
          <InputNumber
            style={{ width: '100%', maxWidth: 220 }}
            step={0.01}
            precision={2}
            inputMode="decimal"
          />
        </Form.Item>
      ) : null}
      <Form.Item label="Status" name="status">
        <Radio.Group
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {gallery ? 'Save changes' : 'Create gallery'}
        </Button>
        <Button onClick={() => void router.push(paths.creator.myGalleries)}>
          {gallery ? 'Back to my galleries' : 'Cancel'}
        </Button>
      </div>
    </Form>
  );
}
