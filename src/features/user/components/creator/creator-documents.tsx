// "ID documents" tab: government ID and selfie-with-ID, each with its upload progress and current status, under
// a notice that says where the operator's review stands and what happens next (issue 20 item 12). antd-free.
import { PlainNotice } from '@/components/plain-notice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MAX_SIZE_IMAGE } from '@/config/constants';
import { uploadDocument } from '../../api';
import type { DocumentReview } from '../../types';
import { accountRefreshRequested, currentUserPatched, selectCurrentUser } from '../../user-slice';
import { MediaUpload } from '../media-upload';

type DocType = 'idVerification' | 'documentVerification';

const DOCS: { type: DocType; title: string; label: string; hint: string }[] = [
  {
    type: 'idVerification',
    title: 'Government ID',
    label: 'Upload government ID',
    hint: 'Passport, ID card or driving licence; image up to 5 MB',
  },
  {
    type: 'documentVerification',
    title: 'Selfie with ID',
    label: 'Upload selfie with ID',
    hint: 'You holding the same ID next to your face; image up to 5 MB',
  },
];

/** What the creator reads at the top of the tab: where the review stands and what happens next. */
function ReviewNotice({ review, note }: { review: DocumentReview; note: string }) {
  switch (review) {
    case 'verified':
      return (
        <PlainNotice
          type="success"
          title="Your ID documents are verified."
          description="You can post, sell and go live."
        />
      );
    case 'pending':
      return (
        <PlainNotice
          type="info"
          title="Your ID documents are waiting for review."
          description="An admin checks them and emails you the decision; this page updates by itself. Until they are approved you cannot post, sell or go live."
        />
      );
    case 'rejected':
      return (
        <PlainNotice
          type="error"
          title="Your ID documents were not approved."
          description={
            <>
              {note ? <p style={{ margin: 0 }}>Reason: {note}</p> : null}
              <p style={{ margin: 0 }}>
                Upload a new, clear picture below and it will be reviewed again. Until then you cannot post,
                sell or go live.
              </p>
            </>
          }
        />
      );
    default:
      return (
        <PlainNotice
          type="warning"
          title="Upload your ID documents to start posting."
          description="Upload a government ID and a selfie holding it. An admin reviews them and emails you the decision; once they are approved you can post, sell and go live."
        />
      );
  }
}

const CHIP: Record<DocumentReview, string> = {
  verified: 'Verified',
  pending: 'Pending review',
  rejected: 'Not approved',
  not_uploaded: 'Uploaded',
};

export function CreatorDocuments() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  const review = user.documentReview ?? (user.verifiedDocument ? 'verified' : 'not_uploaded');

  return (
    <div>
      <ReviewNotice review={review} note={user.documentReviewNote ?? ''} />
      {DOCS.map((doc) => {
        const current = user[doc.type];
        const status = current?.url ? CHIP[review] : 'Not uploaded';
        return (
          <section key={doc.type} style={{ marginBottom: 16 }} aria-labelledby={`${doc.type}-title`}>
            <h2
              id={`${doc.type}-title`}
              style={{ fontSize: 16, display: 'flex', gap: 8, alignItems: 'center' }}
            >
              {doc.title}
              <span className={`status-chip${review === 'verified' ? ' status-chip--ok' : ''}`}>
                {status}
              </span>
            </h2>
            <MediaUpload
              label={doc.label}
              accept="image/*"
              maxBytes={MAX_SIZE_IMAGE}
              hint={doc.hint}
              upload={(file, onProgress) => uploadDocument(file, doc.type, onProgress)}
              onUploaded={(f) => {
                dispatch(currentUserPatched({ [doc.type]: { url: f.url, name: f.name } }));
                // a new picture changes where the review stands (pending again after a refusal)
                dispatch(accountRefreshRequested());
              }}
              preview={
                current?.url ? (
                  <img
                    src={current.url}
                    alt={`${doc.title} preview`}
                    width={96}
                    height={96}
                    style={{ objectFit: 'cover', borderRadius: 8 }}
                  />
                ) : null
              }
            />
          </section>
        );
      })}
    </div>
  );
}
