// A creator's galleries (reference §4.3 Gallery); their photos live in ./photos.
import type { SqlDb } from '../db/sql-db';
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
  constructor(db: SqlDb) {
    super(db, { table: 'galleries', keywordColumns: ['title', 'description'] });
  }

  async create(input: GalleryInput & NewAsset, now: string): Promise<GalleryRow> {
    return await this.insertRow(input, EDITABLE, now);
  }

  async update(id: string, patch: Partial<GalleryInput>, now: string): Promise<void> {
    await this.updateColumns(id, patch, EDITABLE, now);
  }

  async setCover(id: string, photoId: string | null, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE galleries SET coverPhotoId = ?, updatedAt = ? WHERE id = ?')
      .run(photoId, now, id);
  }
}
