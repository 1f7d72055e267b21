// Welcome video (reference §2.5): plays once per visit of a creator that activated it, until the viewer ticks
// "Don't show this again" (creator ids kept in localStorage `notShownWelcomeVideos`). The profile mounts this
// antd modal (code-split) only once it decided the video is due.
import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { Modal } from '@/components/modal';
import { saveJson } from '@/lib/storage';
import { hiddenWelcomeVideos, WELCOME_VIDEO_KEY } from './welcome-video-storage';

export { hiddenWelcomeVideos, WELCOME_VIDEO_KEY };

interface Props {
  performerId: string;
  name: string;
  src: string;
  onClosed?: () => void;
}

export function WelcomeVideo({ performerId, name, src, onClosed }: Props) {
  const [open, setOpen] = useState(true);
  const [dontShow, setDontShow] = useState(false);

  const close = () => {
    if (dontShow) {
      const list = hiddenWelcomeVideos();
      if (!list.includes(performerId)) saveJson(WELCOME_VIDEO_KEY, [...list, performerId]);
    }
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={`Welcome from ${name}`}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Checkbox checked={dontShow} onChange={(e) => setDontShow(e.target.checked)}>
            Don&apos;t show this again
          </Checkbox>
          <Button type="primary" onClick={close}>
            Continue to profile
          </Button>
        </div>
      }
    >
      <video src={src} controls autoPlay muted playsInline style={{ width: '100%', borderRadius: 8 }} />
    </Modal>
  );
}
