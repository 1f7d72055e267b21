// /creator/my-post/create (reference §2.5): step 1 choose the kind, step 2 the post form. Refused on the
// client while the creator's ID documents are not verified (the API refuses too). antd-free (issue 22).
import { useState } from 'react';
import { useRouter } from 'next/router';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { type FeedType, isFeedType } from '@/features/feed';
import { PostForm, PostTypeChooser, UnverifiedNotice } from '@/features/post-editor';
import { StudioCard, StudioPage, studioClasses } from '@/features/studio';

const CreatePostPage: FlaggedPage = () => {
  const router = useRouter();
  const user = useAppSelector(selectCurrentUser);
  const [type, setType] = useState<FeedType | null>(() =>
    isFeedType(router.query.type) ? router.query.type : null,
  );

  const choose = (next: FeedType | null) => {
    setType(next);
    // the chosen kind survives a reload
    void router.replace({ pathname: router.pathname, query: next ? { type: next } : {} }, undefined, {
      shallow: true,
    });
  };

  const verified = user?.verifiedDocument === true;

  return (
    <StudioPage
      title="New post"
      narrow
      actions={
        verified && type ? (
          <button type="button" className={studioClasses.btn} onClick={() => choose(null)}>
            Change post type
          </button>
        ) : null
      }
    >
      <StudioCard>
        {!verified ? (
          <UnverifiedNotice />
        ) : type ? (
          <PostForm key={type} type={type} />
        ) : (
          <PostTypeChooser onChoose={choose} />
        )}
      </StudioCard>
    </StudioPage>
  );
};

CreatePostPage.authenticate = true;
CreatePostPage.onlyPerformer = true;
CreatePostPage.plain = true;

export default CreatePostPage;
