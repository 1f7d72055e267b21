// A creator's galleries (reference §4.3 Gallery); their photos live in ./photos.
import type { Database } from 'better-sqlite3';
import { AssetRepository, type AssetRowBase, type NewAsset } from './asset-sql';

export interface GalleryRow extends AssetRowBase {
  title: string;
  status: 'draft' | 'active' | 'inactive';
  isSale: number;
  priceCents: number;
  coverPhotoId: string | null;
}

export type GalleryInput = Pick<GalleryRow, 'title' | 'description' | 'status' | 'isSale' | 'priceCents'>;

const EDITABLE = ['title', 'description', 'status', 'isSale', 'priceCents'] as const;

export class GalleriesRepository extends AssetRepository<GalleryRow> {
  constructor(db: Database) {
    super(db, { table: 'galleries', keywordColumns: ['title', 'description'] });
  }

  create(input: GalleryInput & NewAsset, now: string): GalleryRow {
    return this.insertRow(input, EDITABLE, now);
  }

  update(id: string, patch: Partial<GalleryInput>, now: string): void {
    this.updateColumns(id, patch, EDITABLE, now);
  }

  setCover(id: string, photoId: string | null, now: string): void {
    this.db
      .prepare('UPDATE galleries SET coverPhotoId = ?, updatedAt = ? WHERE id = ?')
      .run(photoId, now, id);
  }
}
