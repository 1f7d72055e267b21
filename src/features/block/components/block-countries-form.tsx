// Countries this creator blocks (POST /block/countries {countryCodes}), preloaded from their profile.
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect } from 'react';
import { Alert, Button, Form, Select, Skeleton } from 'antd';
import { MESSAGES } from '@/config/constants';
import { useToast } from '@/components/toast-provider';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  blockedCountriesRequested,
  blockedCountriesSaveRequested,
  selectBlockedCountries,
} from '../block-slice';
import { useFeature } from '@/store/use-feature';
import { blockFeature } from '../block-feature';

export interface CountryOption {
  code: string;
  name: string;
  flag: string;
}

interface Props {
  countries: CountryOption[];
  countriesLoading: boolean;
}

interface Values {
  countryCodes: string[];
}

export function BlockCountriesForm({ countries, countriesLoading }: Props) {
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const { codes, status, error, saveStatus, saveError, saveSeq } = useAppSelector(selectBlockedCountries);

  useEffect(() => {
    dispatch(blockedCountriesRequested());
  }, [dispatch]);

  useEffect(() => {
    if (status === 'succeeded') form.setFieldsValue({ countryCodes: codes });
  }, [status, codes, form]);

  useOnNewSeq(saveSeq, () => {
    if (saveStatus === 'succeeded') toast.success(MESSAGES.changesSaved);
    else if (saveStatus === 'failed') toast.error(saveError?.message || MESSAGES.genericFallback);
  });

  if (status === 'idle' || status === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={error?.message || MESSAGES.genericFallback}
        action={<Button onClick={() => dispatch(blockedCountriesRequested())}>Retry</Button>}
      />
    );
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ countryCodes: codes }}
      onFinish={(values) =>
        dispatch(blockedCountriesSaveRequested({ countryCodes: values.countryCodes ?? [] }))
      }
    >
      <Form.Item
        name="countryCodes"
        label="Blocked countries"
        extra="Visitors from these countries cannot see your profile or your content."
      >
        <Select
          mode="multiple"
          allowClear
          loading={countriesLoading}
          placeholder="Choose countries"
          showSearch={{ optionFilterProp: 'label' }}
          options={countries.map((c) => ({ value: c.code, label: c.name, flag: c.flag }))}
          optionRender={(option) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              {option.data.flag ? <img src={option.data.flag} alt="" width={20} height={15} /> : null}
              {option.data.label}
            </span>
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveStatus === 'loading'}>
        Save
      </Button>
    </Form>
  );
}
