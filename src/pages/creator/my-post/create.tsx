// /creator/my-post/create (reference §2.5): step 1 choose the kind, step 2 the post form. Refused on the
// client while the creator's ID documents are not verified (the API refuses too).
import { useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Button, Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { type FeedType, isFeedType } from '@/features/feed';
import { PostForm, PostTypeChooser, UnverifiedNotice } from '@/features/post-editor';

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
    <div className="container container-narrow">
      <Head>
        <title>New post</title>
      </Head>
      <div
        className="page-heading"
        style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}
      >
        <h1>New post</h1>
        {verified && type ? <Button onClick={() => choose(null)}>Change post type</Button> : null}
      </div>
      <Card>
        {!verified ? (
          <UnverifiedNotice />
        ) : type ? (
          <PostForm key={type} type={type} />
        ) : (
          <PostTypeChooser onChoose={choose} />
        )}
      </Card>
    </div>
  );
};

CreatePostPage.authenticate = true;
CreatePostPage.onlyPerformer = true;

export default CreatePostPage;
