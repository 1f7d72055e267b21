import { CheckCircleFilled } from '@ant-design/icons';

/** Blue tick of a verified creator, announced as "Verified". */
export function VerifiedTick({ size = 16 }: { size?: number }) {
  return (
    <span title="Verified" style={{ display: 'inline-flex' }}>
      <CheckCircleFilled aria-hidden style={{ color: '#0958d9', fontSize: size }} />
      <span className="sr-only">Verified</span>
    </span>
  );
}
