import { AppError } from './app-error';

export type QuotaSnapshot = { total: number; used: number; remaining: number; renews_at: string | null };

/** 402: the caller's AI quota is used up for this period. */
export class QuotaExhaustedError extends AppError {
  constructor(quota: QuotaSnapshot, message = 'Your AI quota is exhausted for this period.') {
    super(402, 'ai_quota_exhausted', message, { extras: { quota } });
  }
}
