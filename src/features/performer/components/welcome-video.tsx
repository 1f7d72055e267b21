// Welcome video (reference §2.5): plays once per visit of a creator that activated it, until the viewer ticks
// "Don't show this again" (creator ids kept in localStorage `notShownWelcomeVideos`).
import { useEffect, useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import { loadJson, saveJson } from '@/lib/storage';

export const WELCOME_VIDEO_KEY = 'notShownWelcomeVideos';

export function hiddenWelcomeVideos(): string[] {
  const list = loadJson<unknown>(WELCOME_VIDEO_KEY);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

interface Props {
  performerId: string;
  name: string;
  src: string;
  active: boolean;
}

export function WelcomeVideo({ performerId, name, src, active }: Props) {
  const [open, setOpen] = useState(false);
  const [dontShow, setDontShow] = useState(false);

  useEffect(() => {
    // localStorage is browser-only: decide after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(active && Boolean(src) && !hiddenWelcomeVideos().includes(performerId));
  }, [active, src, performerId]);

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
