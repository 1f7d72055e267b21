// The post's media state: one upload queue per slot plus the files the post already has (edit page).
// Knows the per-type rules (photo ≥ 1, video/audio exactly 1, at most 12 files) and builds fileIds.
import { useState } from 'react';
import { useUploadQueue, type UploadTask } from '@/components/upload-queue';
import { uploadFeedFile, type FeedUploadKind } from '../api';
import { checkFile } from '../media-rules';
import { MAX_POST_FILES, type Feed, type FeedType, type MediaFile, type PostMedia } from '../types';

const doneResults = (tasks: UploadTask<MediaFile>[]) =>
  tasks.filter((t) => t.status === 'done' && t.result).map((t) => t.result as MediaFile);

function useSlot(kind: FeedUploadKind, maxFiles: number) {
  return useUploadQueue<MediaFile>({
    upload: (file, onProgress, signal) => uploadFeedFile(kind, file, onProgress, signal),
    maxFiles,
    validate: (file) => checkFile(kind, file),
  });
}

interface Kept {
  files: MediaFile[];
  teaser: MediaFile | null;
  thumbnail: MediaFile | null;
}

export function usePostMedia(type: FeedType, feed?: Feed | null) {
  const [kept, setKept] = useState<Kept>(() => ({
    files: feed?.files ?? [],
    teaser: feed?.teaser ?? null,
    thumbnail: feed?.thumbnail ?? null,
  }));
  const mainKind: FeedUploadKind = type === 'video' ? 'video' : type === 'audio' ? 'audio' : 'photo';
  const keptMain = kept.files.filter(
    (f) => f.type === `feed-${mainKind}` || (!f.type && mainKind === 'photo'),
  );
  const main = useSlot(mainKind, mainKind === 'photo' ? Math.max(0, MAX_POST_FILES - kept.files.length) : 1);
  const teaser = useSlot('teaser', 1);
  const thumbnail = useSlot('thumbnail', 1);

  const queues =
    type === 'video' ? [main, teaser, thumbnail] : type === 'photo' || type === 'audio' ? [main] : [];
  const busy = queues.some((q) => q.busy);
  const failed = queues.some((q) => q.tasks.some((t) => t.status === 'error'));

  const removeKept = (slot: 'files' | 'teaser' | 'thumbnail', id: string) =>
    setKept((k) =>
      slot === 'files' ? { ...k, files: k.files.filter((f) => f._id !== id) } : { ...k, [slot]: null },
    );

  const collect = (): PostMedia => {
    const fileIds = [...keptMain, ...doneResults(main.tasks)].map((f) => f._id);
    return {
      fileIds,
      teaserId: type === 'video' ? (kept.teaser?._id ?? doneResults(teaser.tasks)[0]?._id ?? null) : null,
      thumbnailId:
        type === 'video' ? (kept.thumbnail?._id ?? doneResults(thumbnail.tasks)[0]?._id ?? null) : null,
    };
  };

  /** The message that blocks submitting, or null. */
  const problem = (): string | null => {
    const count = collect().fileIds.length;
    if (type === 'photo' && count < 1) return 'Please add at least one photo';
    if (type === 'video' && count !== 1) return 'Please add one video';
    if (type === 'audio' && count !== 1) return 'Please add one audio file or a recording';
    if (count > MAX_POST_FILES) return `A post can have at most ${MAX_POST_FILES} files`;
    return null;
  };

  return { main, teaser, thumbnail, kept, keptMain, removeKept, busy, failed, collect, problem };
}

export type PostMediaState = ReturnType<typeof usePostMedia>;
