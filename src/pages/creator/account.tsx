import { useRouter } from 'next/router';
import { Alert, Card } from 'antd';
import { SimpleTabs } from '@/components/simple-tabs';
import type { FlaggedPage } from '@/layouts/page-types';
import {
  CreatorBasicForm,
  CreatorDocuments,
  CreatorPricingForm,
  ProfileIncompleteNotice,
} from '@/features/user';
import { PageFrame } from '@/components/page-frame';

const CreatorAccountPage: FlaggedPage = () => {
  const { query } = useRouter();
  const msg = typeof query.msg === 'string' ? query.msg : '';
  return (
    <PageFrame title="Edit profile" narrow>
      {msg ? <Alert type="info" showIcon title={msg} style={{ marginBottom: 16 }} /> : null}
      <ProfileIncompleteNotice />
      <Card>
        <SimpleTabs
          label="Account settings"
          defaultActiveKey={query.tab === 'documents' || query.tab === 'pricing' ? query.tab : 'basic'}
          items={[
            { key: 'basic', label: 'Basic settings', children: <CreatorBasicForm /> },
            { key: 'documents', label: 'ID documents', children: <CreatorDocuments /> },
            { key: 'pricing', label: 'Pricing', children: <CreatorPricingForm /> },
          ]}
        />
      </Card>
    </PageFrame>
  );
};

CreatorAccountPage.authenticate = true;
CreatorAccountPage.onlyPerformer = true;

export default CreatorAccountPage;
