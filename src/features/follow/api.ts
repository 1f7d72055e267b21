// Follow calls (spec §7 "Follows").
import { del, post } from '@/lib/http-client';

export async function follow(performerId: string): Promise<void> {
  await post<unknown>(`/follows/${encodeURIComponent(performerId)}`);
}

export async function unfollow(performerId: string): Promise<void> {
  await del<unknown>(`/follows/${encodeURIComponent(performerId)}`);
}
