// "Share" / "Copy link": copies the absolute link of a page of this site and says whether it worked.
import { useNotify } from './notify';

/** `const copyLink = useCopyLink(); void copyLink('/post/abc')` */
export function useCopyLink(): (path: string) => Promise<void> {
  const notify = useNotify();
  return async (path) => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      void notify.success('Link copied');
    } catch {
      // no clipboard API (insecure context, old browser) or permission refused
      void notify.error('Could not copy the link');
    }
  };
}
