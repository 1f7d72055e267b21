import { FullState } from '@/components/full-state';

export function GeoBlockLayout() {
  return (
    <FullState
      image="/geo-block.svg"
      title="Website is not allowed in your country"
      text="Access to this website is restricted in your location."
    />
  );
}
