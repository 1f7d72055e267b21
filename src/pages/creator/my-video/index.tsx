// /creator/my-video (reference §2.5): the creator's videos with keyword/status filters, edit and delete; links to
// the upload and bulk-upload pages.
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import type { Video } from '@/features/video';
import { useDates } from '@/lib/dates';
import { AssetListPage, LinkButton, saleText, type AssetColumn } from '@/features/studio';

function ScheduledAt({ iso }: { iso: string }) {
  return <>{useDates().dayTime(iso)}</>;
}

const columns: AssetColumn<Video>[] = [
  { title: 'Access', key: 'sale', render: (v) => saleText(v.isSale, v.price) },
  {
    title: 'Scheduled',
    key: 'schedule',
    render: (v) => (v.isSchedule && v.scheduledAt ? <ScheduledAt iso={v.scheduledAt} /> : 'No'),
  },
];

const MyVideosPage: FlaggedPage = () => (
  <AssetListPage
    title="My videos"
    kind="videos"
    columns={columns}
    createHref={paths.creator.uploadVideo}
    createText="Upload"
    moreActions={<LinkButton href={paths.creator.bulkUploadVideo}>Bulk upload</LinkButton>}
  />
);

MyVideosPage.authenticate = true;
MyVideosPage.onlyPerformer = true;
MyVideosPage.plain = true;

export default MyVideosPage;
