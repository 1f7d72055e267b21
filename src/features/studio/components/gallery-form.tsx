// Gallery fields (reference §2.5 /creator/my-gallery/create and update): title, description, for sale + price,
// status. Create jumps to the update page to add photos; update stays. Values stay on errors. antd-free.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/notify';
import { toSagaError } from '@/lib/request-error';
import type { Gallery } from '@/features/gallery';
import { createGallery, updateGallery, type GalleryFields } from '../api';
import { FormFooter } from './form-footer';
import {
  all,
  maxText,
  priceText,
  requiredText,
  SaleFields,
  saleCheck,
  StatusField,
  StudioForm,
  TITLE_MAX,
} from './plain-fields';
import { DescriptionField, TextField } from './text-fields';
import { useStudioForm } from './use-studio-form';
import { useIntent } from '@/lib/use-intent';

interface GalleryFormValues {
  title: string;
  description?: string;
  status: 'active' | 'inactive';
  isSale: boolean;
  /** as typed */
  price: string;
}

function initialValues(gallery: Gallery | null): GalleryFormValues {
  if (!gallery) return { title: '', description: '', status: 'active', isSale: false, price: '' };
  return {
    title: gallery.title,
    description: gallery.description,
    status: gallery.status === 'inactive' ? 'inactive' : 'active',
    isSale: gallery.isSale,
    price: gallery.isSale ? priceText(gallery.price) : '',
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
  const toast = useNotify();
  const form = useStudioForm<GalleryFormValues>(
    gallery ? 'gallery-edit' : 'gallery-create',
    () => initialValues(gallery),
    {
      title: all(requiredText('Title is required'), maxText('Title', TITLE_MAX)),
      price: saleCheck,
    },
    { price: 'Price ($)' },
  );
  const [saving, setSaving] = useState(false);
  const [intentId] = useIntent();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: GalleryFormValues) => {
    setSaving(true);
    setError(null);
    try {
      if (gallery) {
        await updateGallery(gallery._id, toGalleryFields(values));
        toast.success(MESSAGES.changesSaved);
      } else {
        const created = await createGallery(toGalleryFields(values), intentId);
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
    <StudioForm form={form} onValid={(values) => void submit(values)}>
      <TextField form={form} field="title" label="Title" max={TITLE_MAX} />
      <DescriptionField form={form} rows={3} />
      <SaleFields form={form} />
      <StatusField form={form} />
      <FormFooter
        error={error}
        busy={saving}
        submitText={gallery ? 'Save changes' : 'Create gallery'}
        cancelText={gallery ? 'Back to my galleries' : 'Cancel'}
        onCancel={() => void router.push(paths.creator.myGalleries)}
      />
    </StudioForm>
  );
}
