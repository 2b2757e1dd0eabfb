import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { VISUAL_CHECK_OUTCOMES, type LiveMethod } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { liveApi } from '../api/liveApi';
import { liveErrorText } from '../model/liveErrorText';

type Outcome = (typeof VISUAL_CHECK_OUTCOMES)[number];
interface Seen {
  faceColour: Outcome | '';
  breathSmell: Outcome | '';
  voice: Outcome | '';
  remark: string;
}

/**
 * What the manager saw and heard on the call (face colour, breath smell, voice), 指示事項 and the decision
 * (issue 35 item 2), sent as POST /test-result/{id}/live/confirmation; the check's time is the moment of confirming.
 */
export function LiveCheckForm({
  testResultId,
  method,
  callId,
  onConfirmed,
}: {
  readonly testResultId: string;
  readonly method: LiveMethod;
  readonly callId: string | null;
  readonly onConfirmed: () => void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [seen, setSeen] = useState<Seen>({ faceColour: '', breathSmell: '', voice: '', remark: '' });
  const [instructions, setInstructions] = useState('');
  const [comment, setComment] = useState('');
  const confirm = useMutation({
    mutationFn: (decision: 'confirmed' | 'returned') =>
      liveApi(api).confirm(testResultId, {
        method,
        callId,
        visualCheck: {
          faceColour: seen.faceColour as Outcome,
          breathSmell: seen.breathSmell as Outcome,
          voice: seen.voice as Outcome,
          remark: seen.remark.trim() || null,
        },
        instructions: instructions.trim() || null,
        decision,
        comment: comment.trim() || null,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['test-result'] }),
        queryClient.invalidateQueries({ queryKey: ['check-board'] }),
      ]);
      onConfirmed();
    },
  });
  const outcomeLabels: Record<Outcome, string> = { normal: t`Normal`, not_normal: t`Not normal` };
  const outcome = (name: 'faceColour' | 'breathSmell' | 'voice', label: string) => (
    <fieldset className="live-check__outcome">
      <legend>{label}</legend>
      {VISUAL_CHECK_OUTCOMES.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name={`${testResultId}-${name}`}
            value={value}
            checked={seen[name] === value}
            onChange={() => setSeen({ ...seen, [name]: value })}
          />{' '}
          {outcomeLabels[value]}
        </label>
      ))}
    </fieldset>
  );
  const complete = seen.faceColour && seen.breathSmell && seen.voice;
  return (
    <form className="live-check" aria-label={t`Visual check and decision`} onSubmit={(event) => event.preventDefault()}>
      {outcome('faceColour', t`Face colour`)}
      {outcome('breathSmell', t`Breath smell`)}
      {outcome('voice', t`Voice`)}
      <label className="field">
        <span className="field__label">{t`Remark on the visual check`}</span>
        <input
          type="text"
          className="field__input"
          value={seen.remark}
          maxLength={1000}
          onChange={(e) => setSeen({ ...seen, remark: e.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{t`Instructions`}</span>
        <textarea
          className="field__input"
          rows={2}
          maxLength={1000}
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">{t`Comment (required to return)`}</span>
        <textarea className="field__input" rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      {confirm.error && (
        <p className="field__error" role="alert">
          {liveErrorText(confirm.error, i18n)}
        </p>
      )}
      <div className="live-check__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!complete || confirm.isPending}
          onClick={() => confirm.mutate('confirmed')}
        >
          <Trans>Confirm</Trans>
        </button>
        <button type="button" className="button" disabled={!complete || confirm.isPending} onClick={() => confirm.mutate('returned')}>
          <Trans>Return</Trans>
        </button>
      </div>
    </form>
  );
}
