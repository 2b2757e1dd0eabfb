import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/language';
import {
  EVENT_JOB_WORDS,
  JOB_FAILURE_WORDS,
  JOB_QUEUE_WORDS,
  WORKER_JOB_WORDS,
  jobFailureKind,
  jobFailureWords,
  jobQueueWords,
  jobWords,
} from '../src/api/operations-words';

describe("the words of the workers' jobs", () => {
  it('tells the common failures apart by their raw reason, and calls anything else a failure', () => {
    expect(jobFailureKind('connect ETIMEDOUT')).toBe('noAnswer');
    expect(jobFailureKind('socket hang up')).toBe('noAnswer');
    expect(jobFailureKind('Connection timeout')).toBe('noAnswer');
    expect(jobFailureKind('connect ECONNREFUSED 127.0.0.1:587')).toBe('refused');
    expect(jobFailureKind('ZodError: [{"code":"invalid_type","path":["to"]}]')).toBe('invalid');
    expect(jobFailureKind('Cannot read properties of undefined')).toBe('other');
    expect(jobFailureWords('connect ETIMEDOUT', 'ja')).toBe('相手先から応答がありませんでした（時間切れ・切断）');
    expect(jobFailureWords('connect ECONNREFUSED 127.0.0.1:587', 'en')).toBe('The other side refused the connection');
    expect(jobFailureWords('Cannot read properties of undefined', 'ja')).toBe('処理に失敗しました');
  });

  it('reads a job and a queue in words, and one it does not know (a newer server) as it is', () => {
    expect(jobWords('ChargeUnansweredInvoice', 'ja')).toBe('請求書のカード決済（応答なしの再確認）');
    expect(jobWords('NotificationRaised', 'en')).toBe('Preparing the notification mails');
    expect(jobQueueWords('fleetcheck-scheduled', 'ja')).toBe('定期処理');
    expect(jobWords('SomeNewerJob', 'ja')).toBe('SomeNewerJob');
    expect(jobQueueWords('fleetcheck-newer', 'en')).toBe('fleetcheck-newer');
  });

  it('has every text in Japanese and English, the Japanese in Japanese script', () => {
    for (const table of [JOB_QUEUE_WORDS, WORKER_JOB_WORDS, EVENT_JOB_WORDS, JOB_FAILURE_WORDS])
      for (const words of Object.values(table)) {
        for (const language of LANGUAGES) expect(words[language].length).toBeGreaterThan(0);
        expect(words.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
        expect(words.ja).not.toMatch(/[A-Za-z]/);
      }
  });
});
