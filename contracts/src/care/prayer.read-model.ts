import type { PrayerStatus, PrayerVisibility } from './prayer.constant';

/** One prayer request as the reader may see it (`GET /api/prayer-requests`). */
export interface PrayerRequestView {
  id: string;
  request: string;
  /** Whom to pray for, when not the requester; empty for the requester themself. */
  forName: string;
  visibility: PrayerVisibility;
  anonymous: boolean;
  /** The requester's name; null when they asked to stay anonymous and the reader is neither they nor a pastor. */
  requesterName: string | null;
  /** The reader asked for it. */
  mine: boolean;
  status: PrayerStatus;
  prayedCount: number;
  prayedByMe: boolean;
  praiseNote: string;
  submittedAt: string;
  answeredAt: string | null;
  /** When it leaves the wall and the team's list. */
  expiresAt: string;
  /** The reader may mark it answered: the requester, or a pastor. */
  canMarkAnswered: boolean;
  revision: number;
}

export interface PrayerRequestList {
  items: PrayerRequestView[];
}
