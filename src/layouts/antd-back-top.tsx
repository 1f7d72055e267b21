import { FloatButton } from 'antd';

/** antd's back-to-top, for pages that already run antd. */
export function AntdBackTop() {
  return <FloatButton.BackTop aria-label="Back to top" />;
}
