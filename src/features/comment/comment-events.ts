// A comment sent or deleted: events of their own rather than cases of the comment slice, because the item they
// belong to counts them too (a post's comment total, feed-slice.ts). Importing them from the slice's module
// copied the whole comment slice into every chunk with a post card, where no thread is open yet.
import { createAction } from '@reduxjs/toolkit';
import { type Comment, type CommentObjectType } from './types';

export const commentAdded = createAction<{
  objectType: CommentObjectType;
  objectId: string;
  comment: Comment;
}>('comment/commentAdded');
export const commentDeleted = createAction<{ id: string; objectType: CommentObjectType; objectId: string }>(
  'comment/commentDeleted',
);
