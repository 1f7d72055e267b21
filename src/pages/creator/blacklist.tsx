// /creator/blacklist (reference §2.5): users the creator blocked, "Block user" dialog, unblock with confirmation.
import type { FlaggedPage } from '@/layouts/page-types';
import { Blacklist } from '@/features/block';

const BlacklistPage: FlaggedPage = () => <Blacklist />;

BlacklistPage.authenticate = true;
BlacklistPage.onlyPerformer = true;
BlacklistPage.plain = true;

export default BlacklistPage;
