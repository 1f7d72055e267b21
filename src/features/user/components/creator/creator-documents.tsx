// "ID documents" tab: government ID and selfie-with-ID, each with its upload progress and current status.
import { Alert } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MAX_SIZE_IMAGE } from '@/config/constants';
import { uploadDocument } from '../../api';
import { currentUserPatched, selectCurrentUser } from '../../user-slice';
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

export function CreatorDocuments() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;

  return (
    <div>
      {user.verifiedDocument ? (
        <Alert type="success" showIcon title="Your ID documents are verified." style={{ marginBottom: 16 }} />
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Your ID documents are not verified yet. You can post content once an admin has approved them."
        />
      )}
      {DOCS.map((doc) => {
        const current = user[doc.type];
        const status = user.verifiedDocument ? 'Verified' : current?.url ? 'Pending review' : 'Not uploaded';
        return (
          <section key={doc.type} style={{ marginBottom: 16 }} aria-labelledby={`${doc.type}-title`}>
            <h2
              id={`${doc.type}-title`}
              style={{ fontSize: 16, display: 'flex', gap: 8, alignItems: 'center' }}
            >
              {doc.title}
              <span className={`status-chip${status === 'Verified' ? ' status-chip--ok' : ''}`}>
                {status}
              </span>
            </h2>
            <MediaUpload
              label={doc.label}
              accept="image/*"
              maxBytes={MAX_SIZE_IMAGE}
              hint={doc.hint}
              upload={(file, onProgress) => uploadDocument(file, doc.type, onProgress)}
              onUploaded={(f) => dispatch(currentUserPatched({ [doc.type]: { url: f.url, name: f.name } }))}
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
