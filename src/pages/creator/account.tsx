import { useRouter } from 'next/router';
import { PlainNotice } from '@/components/plain-notice';
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
      {msg ? <PlainNotice type="info" title={msg} /> : null}
      <ProfileIncompleteNotice />
      <div className="plain-card">
        <SimpleTabs
          label="Account settings"
          defaultActiveKey={query.tab === 'documents' || query.tab === 'pricing' ? query.tab : 'basic'}
          items={[
            { key: 'basic', label: 'Basic settings', children: <CreatorBasicForm /> },
            { key: 'documents', label: 'ID documents', children: <CreatorDocuments /> },
            { key: 'pricing', label: 'Pricing', children: <CreatorPricingForm /> },
          ]}
        />
      </div>
    </PageFrame>
  );
};

CreatorAccountPage.authenticate = true;
CreatorAccountPage.onlyPerformer = true;

// antd-free (the studio's JS budget, issue 22)
CreatorAccountPage.plain = true;

export default CreatorAccountPage;
