import { FullState } from '@/components/full-state';

export function MaintenanceLayout() {
  return (
    <FullState image="/maintenance.svg" title="We'll be back soon" text="The site is under maintenance" />
  );
}
