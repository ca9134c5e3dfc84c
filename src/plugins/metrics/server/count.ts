import {
  aiCalls,
  aiFallbacks,
  aiQuotaRefusals,
  jobDuration,
  jobFailures,
  responseCacheLookups,
  throttleRejections,
  webhookOutcomes,
} from './instruments';

/** The counting other modules do, as plain functions: they never see prom-client. */
export const countThrottleRejection = (limiter: string) => throttleRejections.inc({ limiter });

export const countCacheLookup = (result: 'hit' | 'miss' | 'unavailable') =>
  responseCacheLookups.inc({ result });

/** `outcome` is a fixed word (processed, not_found, ...), never anything from the request. */
export const countWebhookOutcome = (outcome: string) => webhookOutcomes.inc({ outcome });

export const countAiCall = (kind: string, engine: string, state: 'success' | 'fallback' | 'failed') => {
  aiCalls.inc({ kind, engine, state });
  if (state === 'fallback') aiFallbacks.inc({ kind });
};

export const countAiQuotaRefusal = () => aiQuotaRefusals.inc();

/** Runs one job attempt, timing it by job name; a throw counts as a failure and is rethrown. */
export const timeJob = async <T>(job: string, run: () => Promise<T>): Promise<T> => {
  const end = jobDuration.startTimer({ job });
  try {
    const result = await run();
    end({ result: 'success' });
    return result;
  } catch (error) {
    end({ result: 'failure' });
    jobFailures.inc({ job });
    throw error;
  }
};
