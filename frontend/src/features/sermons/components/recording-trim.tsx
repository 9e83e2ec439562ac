import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, InlineAlert, LoadingState, Stack, TextField } from '../../../shared/ui';
import { useRecording, useTrimRecording } from '../api/recording.queries';
import { formatClock, parseClock } from './clock.util';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
`;

/**
 * The media team's cut of a livestream's recording: start and end as mm:ss, ffmpeg cuts the
 * original (so a cut can always be made again), and the new length is shown once it is done.
 */
export function RecordingTrim({ recordingId, onTrimmed }: { recordingId: string; onTrimmed: () => void }) {
  const { t } = useTranslation(['sermons', 'common']);
  const recording = useRecording(recordingId);
  const trim = useTrimRecording();
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (recording.isPending) return <LoadingState label={t('trim.loading')} />;
  if (recording.isError) return <InlineAlert role="alert">{errorMessageOf(t, recording.error)}</InlineAlert>;
  const view = recording.data;
  if (!view) return <StyledMuted>{t('trim.missing')}</StyledMuted>;

  const startText = start ?? formatClock(view.trimmed?.startSeconds ?? 0);
  const endText = end ?? formatClock(view.trimmed?.endSeconds ?? view.durationSeconds);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startSeconds = parseClock(startText);
    const endSeconds = parseClock(endText);
    if (startSeconds === null || endSeconds === null) return setProblem(t('trim.invalid'));
    if (endSeconds <= startSeconds) return setProblem(t('trim.order'));
    setProblem(null);
    setDone(false);
    trim.mutate(
      { recordingId, startSeconds, endSeconds },
      {
        onSuccess: () => {
          setDone(true);
          onTrimmed();
        },
      },
    );
  };

  return (
    <Stack as="form" $gap="md" onSubmit={submit} aria-label={t('trim.title')} noValidate>
      <StyledMuted data-testid="recording-length">
        {t('trim.length', { length: formatClock(view.durationSeconds) })}
        {view.trimmed && ` ${t('trim.cut', { start: formatClock(view.trimmed.startSeconds), end: formatClock(view.trimmed.endSeconds) })}`}
      </StyledMuted>
      <StyledRow>
        <TextField label={t('trim.start')} name="trimStart" inputMode="decimal" value={startText} onChange={(e) => setStart(e.target.value)} />
        <TextField label={t('trim.end')} name="trimEnd" inputMode="decimal" value={endText} onChange={(e) => setEnd(e.target.value)} />
        <Button type="submit" disabled={trim.isPending} aria-busy={trim.isPending || undefined}>
          {trim.isPending ? t('trim.pending') : t('trim.submit')}
        </Button>
      </StyledRow>
      <StyledMuted>{t('trim.hint')}</StyledMuted>
      {problem && <InlineAlert role="alert">{problem}</InlineAlert>}
      {trim.isError && <InlineAlert role="alert">{errorMessageOf(t, trim.error)}</InlineAlert>}
      {done && !trim.isPending && !recording.isFetching && (
        <InlineAlert role="status" $tone="success">
          {t('trim.done', { length: formatClock(view.durationSeconds) })}
        </InlineAlert>
      )}
    </Stack>
  );
}
