// The composer (reference §5.8): Enter sends, Shift+Enter is a new line; an emoji picker loaded on first use;
// up to 6 photos or videos, each uploaded with its progress before sending; a creator may set a price on a
// message with media (a paid message, from $1 to the site's maximum).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PaperclipIcon, SmileIcon } from '@/components/icons';
import { LengthHint, tooLong } from '@/components/length-hint';
import { MESSAGE_MAX_LENGTH } from '@/config/constants';
import { formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import { uploadMessageFile } from '../api';
import { sendRequested } from '../messaging-requests';
import styles from './composer.module.css';
import controlStyles from './message-controls.module.css';

const EmojiPicker = lazy(() => import('emoji-picker-react'));
export const MAX_FILES = 6;

interface Attachment {
  key: string;
  name: string;
  percent: number;
  fileId: string;
  error: string;
}

/** The price's problem, or null: empty is free; else from $1 to the maximum, in cents. */
export function priceProblem(raw: string, max: number): string | null {
  if (!raw.trim()) return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || !/^\d+(\.\d{1,2})?$/.test(raw.trim())) return 'Enter a price like 4.99';
  if (n < 1) return 'Minimum price of a message is $1';
  if (n > max) return `Maximum price of a message is ${formatExact(max)}`;
  return null;
}

/** Where the caret goes when a conversation opens: not on touch screens, where it would pop the keyboard up. */
function focusOnOpen(el: HTMLElement | null) {
  if (!el || window.matchMedia?.('(pointer: coarse)').matches) return;
  el.focus({ preventScroll: true });
}

export function Composer({ conversationId, isCreator }: { conversationId: string; isCreator: boolean }) {
  const dispatch = useAppDispatch();
  const { maximumMessagePrice } = useAppSelector(selectSettings);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [price, setPrice] = useState('');
  const [notice, setNotice] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  const uploading = files.some((f) => !f.fileId && !f.error);
  const ready = files.filter((f) => f.fileId);
  const problem = files.length ? priceProblem(price, maximumMessagePrice) : null;
  const long = tooLong(text, MESSAGE_MAX_LENGTH);
  const canSend = !uploading && !problem && !long && (text.trim() !== '' || ready.length > 0);

  // a conversation opened (by Enter or a click in the list) is one to write in
  useEffect(() => focusOnOpen(area.current), []);

  const pick = (list: FileList | null) => {
    if (!list) return;
    const chosen = Array.from(list).filter((f) => f.type.startsWith('image/') || f.type.startsWith('video/'));
    const room = MAX_FILES - files.length;
    setNotice(
      chosen.length < list.length
        ? 'Only photos and videos can be attached'
        : chosen.length > room
          ? `Up to ${MAX_FILES} files per message`
          : '',
    );
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      setFiles((xs) => [...xs, { key, name: file.name, percent: 0, fileId: '', error: '' }]);
      const update = (patch: Partial<Attachment>) =>
        setFiles((xs) => xs.map((x) => (x.key === key ? { ...x, ...patch } : x)));
      uploadMessageFile(file, (percent) => update({ percent }))
        .then((res) => update({ fileId: res._id, percent: 100 }))
        .catch((err: unknown) =>
          update({ error: (err as { message?: string })?.message || 'Upload failed, please try again' }),
        );
    }
    if (input.current) input.current.value = '';
  };

  const send = () => {
    if (!canSend) return;
    dispatch(
      sendRequested({
        conversationId,
        text,
        ...(ready.length ? { fileIds: ready.map((f) => f.fileId) } : {}),
        ...(ready.length && price.trim() ? { price: Number(price) } : {}),
      }),
    );
    setText('');
    setFiles([]);
    setPrice('');
    setNotice('');
  };

  return (
    <form
      className={styles.composerBox}
      aria-label="Send a message"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {files.length ? (
        <ul className={styles.attachments} aria-label="Attachments">
          {files.map((f) => (
            <li key={f.key}>
              <span>{f.name}</span>{' '}
              {f.error ? (
                <span className={controlStyles.failed}>{f.error}</span>
              ) : f.fileId ? (
                <span>Ready</span>
              ) : (
                <progress max={100} value={f.percent} aria-label={`Uploading ${f.name}`} />
              )}{' '}
              <button
                type="button"
                className={controlStyles.link}
                aria-label={`Remove ${f.name}`}
                onClick={() => setFiles((xs) => xs.filter((x) => x.key !== f.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isCreator && files.length ? (
        <label className={styles.price}>
          Price (USD, empty = free)
          <input
            className={controlStyles.input}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            placeholder="e.g. 4.99"
            aria-invalid={problem ? true : undefined}
          />
          {problem ? <span className={controlStyles.failed}>{problem}</span> : null}
        </label>
      ) : null}
      {notice ? (
        <p role="status" className={controlStyles.failed}>
          {notice}
        </p>
      ) : null}
      {emojiOpen ? (
        <Suspense fallback={<p role="status">Loading emoji…</p>}>
          <div className={styles.emoji}>
            <EmojiPicker
              // the device's own emoji: no image CDN
              emojiStyle={'native' as never}
              lazyLoadEmojis
              width="100%"
              height={320}
              onEmojiClick={(e) => {
                setText((t) => t + e.emoji);
                setEmojiOpen(false);
                area.current?.focus();
              }}
            />
          </div>
        </Suspense>
      ) : null}
      <div className={styles.composer}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Insert emoji"
          aria-expanded={emojiOpen}
          onClick={() => setEmojiOpen((o) => !o)}
        >
          <SmileIcon style={{ fontSize: 20 }} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Attach photos or videos"
          disabled={files.length >= MAX_FILES}
          onClick={() => input.current?.click()}
        >
          <PaperclipIcon style={{ fontSize: 20 }} />
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*,video/*"
          multiple
          hidden
          aria-label="Photos or videos"
          onChange={(e) => pick(e.target.files)}
        />
        <textarea
          ref={area}
          className={controlStyles.input}
          rows={1}
          placeholder="Type a message"
          aria-label="Message"
          aria-describedby={`length-${conversationId}`}
          aria-invalid={long || undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className={controlStyles.button} disabled={!canSend}>
          {uploading ? 'Uploading…' : 'Send'}
        </button>
      </div>
      <LengthHint
        id={`length-${conversationId}`}
        length={text.length}
        max={MESSAGE_MAX_LENGTH}
        className={styles.lengthHint}
        overClassName={styles.lengthOver}
      />
    </form>
  );
}
