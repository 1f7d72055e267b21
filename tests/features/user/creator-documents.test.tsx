// Issue 20 item 12: the ID tab tells a creator where the review of their documents stands and what happens next.
import { screen } from '@testing-library/react';
import { CreatorDocuments } from '@/features/user/components/creator/creator-documents';
import { makeUser, renderWithStore, signedIn } from '../../components/render';
import type { CurrentUser } from '@/features/user/types';

jest.mock('@ant-design/icons', () => require('../../components/icons-mock'));

const doc = (name: string) => ({ url: `http://api.test/files/documents/${name}.jpg?exp=1&sig=x`, name });

function renderTab(overrides: Partial<CurrentUser>) {
  const user = makeUser({ isPerformer: true, username: 'new-creator', ...overrides });
  return renderWithStore(<CreatorDocuments />, signedIn(user));
}

test('nothing uploaded: what to upload and what happens then', () => {
  renderTab({ documentReview: 'not_uploaded', idVerification: null, documentVerification: null });
  expect(screen.getByText('Upload your ID documents to start posting.')).toBeInTheDocument();
  expect(screen.getByText(/An admin reviews them and emails you the decision/)).toBeInTheDocument();
  expect(screen.getAllByText('Not uploaded')).toHaveLength(2);
});

test('both uploaded: waiting for review, the page follows by itself, the pictures are shown', () => {
  renderTab({ documentReview: 'pending', idVerification: doc('id'), documentVerification: doc('selfie') });
  expect(screen.getByText('Your ID documents are waiting for review.')).toBeInTheDocument();
  expect(screen.getByText(/this page updates by itself/)).toBeInTheDocument();
  expect(screen.getAllByText('Pending review')).toHaveLength(2);
  expect(screen.getByRole('img', { name: 'Government ID preview' })).toHaveAttribute('src', doc('id').url);
});

test('verified: what the creator can do now', () => {
  renderTab({
    documentReview: 'verified',
    verifiedDocument: true,
    idVerification: doc('id'),
    documentVerification: doc('selfie'),
  });
  expect(screen.getByText('Your ID documents are verified.')).toBeInTheDocument();
  expect(screen.getByText('You can post, sell and go live.')).toBeInTheDocument();
  expect(screen.getAllByText('Verified')).toHaveLength(2);
});

test('refused: the reason and how to be reviewed again', () => {
  renderTab({
    documentReview: 'rejected',
    documentReviewNote: 'The selfie is blurred',
    idVerification: doc('id'),
    documentVerification: doc('selfie'),
  });
  expect(screen.getByText('Your ID documents were not approved.')).toBeInTheDocument();
  expect(screen.getByText('Reason: The selfie is blurred')).toBeInTheDocument();
  expect(screen.getByText(/Upload a new, clear picture below/)).toBeInTheDocument();
  expect(screen.getAllByText('Not approved')).toHaveLength(2);
});
