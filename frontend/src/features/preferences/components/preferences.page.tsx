import {
  AUTO_TIME_ZONE,
  DATE_FORMATS,
  DEFAULT_VIEWS,
  FEATURE_FLAGS,
  FONT_SIZES,
  ITEMS_PER_PAGE_CHOICES,
  LANGUAGE_INFO,
  LANGUAGES,
  REFRESH_INTERVAL_LIMITS,
  TIME_FORMATS,
  isLanguage,
  type DashboardPreferences,
  type DisplayPreferences,
  type NotificationPreferences,
} from '@koinonia/contracts';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessage, formatDate, formatTime, useFormat } from '../../../shared/i18n';
import { usePreferences } from '../../../shared/preferences';
import {
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  InlineAlert,
  PageActions,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Stack,
  Switch,
  useThemeMode,
} from '../../../shared/ui';
import { PREFERENCES_FILE_MAX_BYTES, readPreferencesFile, type PreferencesFileProblem } from '../preferences-file';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSwitches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
`;

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledHint = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledStatus = styled.p`
  min-height: 1.5em;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

/** A fixed moment for the examples beside the formats (a date whose day and month differ). */
const EXAMPLE = '2025-03-28T14:05:00';

const NOTIFICATION_FIELDS: (keyof NotificationPreferences)[] = [
  'emailNotifications',
  'pushNotifications',
  'smsNotifications',
  'eventReminders',
  'prayerRequestUpdates',
  'systemAlerts',
  'weeklyReports',
  'marketingEmails',
];

const HOME_CARDS = ['showWelcomeMessage', 'showQuickStats', 'showRecentActivity', 'showUpcomingEvents', 'showPrayerRequests', 'showAnnouncementBar'] as const;

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

type ImportOutcome = { tone: 'success'; message: string } | { tone: 'danger'; message: string } | null;

/** `/preferences`: every preference of the user, each applied the moment it changes. */
export default function PreferencesPage() {
  const { t } = useTranslation(['preferences', 'common']);
  useDocumentTitle(t('title'));
  const { preferences, status, errorCode, update, importPreferences, exportPreferences, reset } = usePreferences();
  const { mode, setMode } = useThemeMode();
  const format = useFormat();
  const fileRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<ImportOutcome>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const zones = useMemo(timeZones, []);

  const { display, dashboard, notifications, features } = preferences;
  const setDisplay = (change: Partial<DisplayPreferences>) => update({ display: change });
  const setDashboard = (change: Partial<DashboardPreferences>) => update({ dashboard: change });
  const exampleSettings = { dateFormat: display.dateFormat, timeFormat: display.timeFormat, timeZone: AUTO_TIME_ZONE };

  const problemMessage = (problem: PreferencesFileProblem | 'unreadable') =>
    t(`backup.errors.${problem}`, { size: format.number(PREFERENCES_FILE_MAX_BYTES / 1024) });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PREFERENCES_FILE_MAX_BYTES) return setOutcome({ tone: 'danger', message: problemMessage('tooLarge') });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setOutcome({ tone: 'danger', message: problemMessage('unreadable') });
    }
    if (importPreferences(text)) return setOutcome({ tone: 'success', message: t('backup.imported') });
    const checked = readPreferencesFile(text);
    setOutcome({ tone: 'danger', message: problemMessage(checked.ok ? 'invalid' : checked.problem) });
  };

  const statusText =
    status === 'saving'
      ? t('status.saving')
      : status === 'saved'
        ? t('status.saved')
        : status === 'offline'
          ? t('status.offline')
          : status === 'failed'
            ? t('status.failed', { message: errorMessage(t, errorCode ?? 'UNKNOWN_ERROR') })
            : '';

  return (
    <Stack $gap="xl">
      <PageHeader>
        <div>
          <PageHeading>{t('title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
          <StyledStatus role="status">{statusText}</StyledStatus>
        </div>
      </PageHeader>

      <Card aria-labelledby="preferences-region">
        <CardTitle id="preferences-region">{t('sections.region')}</CardTitle>
        <StyledGrid>
          <SelectField
            label={t('language.label')}
            hint={t('language.hint')}
            value={preferences.language}
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_INFO[language].nativeName }))}
            onChange={(event) => isLanguage(event.target.value) && update({ language: event.target.value })}
          />
          <SelectField
            label={t('region.timeZone')}
            value={preferences.timeZone}
            options={[
              { value: AUTO_TIME_ZONE, label: t('region.timeZoneAuto', { zone: deviceTimeZone() }) },
              ...[...new Set([...zones, ...(preferences.timeZone === AUTO_TIME_ZONE ? [] : [preferences.timeZone])])].map((zone) => ({
                value: zone,
                label: zone,
              })),
            ]}
            onChange={(event) => update({ timeZone: event.target.value })}
          />
          <SelectField
            label={t('region.dateFormat')}
            value={display.dateFormat}
            options={DATE_FORMATS.map((dateFormat) => ({
              value: dateFormat,
              label:
                dateFormat === 'auto'
                  ? t('region.dateFormatAuto', { example: formatDate(EXAMPLE, format.language, { ...exampleSettings, dateFormat }) })
                  : `${dateFormat} (${formatDate(EXAMPLE, format.language, { ...exampleSettings, dateFormat })})`,
            }))}
            onChange={(event) => setDisplay({ dateFormat: event.target.value as DisplayPreferences['dateFormat'] })}
          />
          <SelectField
            label={t('region.timeFormat')}
            value={display.timeFormat}
            options={TIME_FORMATS.map((timeFormat) => ({
              value: timeFormat,
              label: t(`region.timeFormats.${timeFormat}`, { example: formatTime(EXAMPLE, format.language, { ...exampleSettings, timeFormat }) }),
            }))}
            onChange={(event) => setDisplay({ timeFormat: event.target.value as DisplayPreferences['timeFormat'] })}
          />
        </StyledGrid>
      </Card>

      <Card aria-labelledby="preferences-appearance">
        <CardTitle id="preferences-appearance">{t('sections.appearance')}</CardTitle>
        <Stack $gap="xl">
          <StyledGrid>
            <SelectField
              label={t('appearance.theme')}
              value={mode}
              options={(['light', 'dark'] as const).map((value) => ({ value, label: t(`appearance.themes.${value}`) }))}
              onChange={(event) => setMode(event.target.value === 'dark' ? 'dark' : 'light')}
            />
            <SelectField
              label={t('appearance.fontSize')}
              value={display.fontSize}
              options={FONT_SIZES.map((size) => ({ value: size, label: t(`appearance.fontSizes.${size}`) }))}
              onChange={(event) => setDisplay({ fontSize: event.target.value as DisplayPreferences['fontSize'] })}
            />
          </StyledGrid>
          <StyledSwitches>
            <Switch
              label={t('appearance.highContrast')}
              description={t('appearance.highContrastHint')}
              checked={display.highContrast}
              onChange={(highContrast) => setDisplay({ highContrast })}
            />
            <Switch
              label={t('appearance.compactMode')}
              description={t('appearance.compactModeHint')}
              checked={display.compactMode}
              onChange={(compactMode) => setDisplay({ compactMode })}
            />
            <Switch
              label={t('appearance.animationsEnabled')}
              checked={display.animationsEnabled}
              onChange={(animationsEnabled) => setDisplay({ animationsEnabled })}
            />
            <Switch
              label={t('appearance.showTooltips')}
              description={t('appearance.showTooltipsHint')}
              checked={display.showTooltips}
              onChange={(showTooltips) => setDisplay({ showTooltips })}
            />
            <Switch
              label={t('appearance.showProfilePictures')}
              checked={display.showProfilePictures}
              onChange={(showProfilePictures) => setDisplay({ showProfilePictures })}
            />
          </StyledSwitches>
        </Stack>
      </Card>

      <Card aria-labelledby="preferences-dashboard">
        <CardTitle id="preferences-dashboard">{t('sections.dashboard')}</CardTitle>
        <Stack $gap="xl">
          <StyledGrid>
            <SelectField
              label={t('dashboard.itemsPerPage')}
              value={String(dashboard.itemsPerPage)}
              options={ITEMS_PER_PAGE_CHOICES.map((size) => ({ value: String(size), label: format.number(size) }))}
              onChange={(event) => setDashboard({ itemsPerPage: Number(event.target.value) })}
            />
            <SelectField
              label={t('dashboard.defaultView')}
              value={dashboard.defaultView}
              options={DEFAULT_VIEWS.map((view) => ({ value: view, label: t(`dashboard.views.${view}`) }))}
              onChange={(event) => setDashboard({ defaultView: event.target.value as DashboardPreferences['defaultView'] })}
            />
            <SelectField
              label={t('dashboard.refreshInterval')}
              value={String(dashboard.refreshInterval)}
              disabled={!dashboard.autoRefresh}
              options={[1, 2, 5, 10, 15, 30, REFRESH_INTERVAL_LIMITS.max]
                .concat(dashboard.refreshInterval)
                .filter((value, index, all) => all.indexOf(value) === index)
                .sort((a, b) => a - b)
                .map((minutes) => ({ value: String(minutes), label: format.number(minutes) }))}
              onChange={(event) => setDashboard({ refreshInterval: Number(event.target.value) })}
            />
          </StyledGrid>
          <Switch label={t('dashboard.autoRefresh')} checked={dashboard.autoRefresh} onChange={(autoRefresh) => setDashboard({ autoRefresh })} />
          <StyledFieldset>
            <legend>{t('dashboard.cardsLegend')}</legend>
            <StyledSwitches>
              {HOME_CARDS.map((field) => (
                <Switch key={field} label={t(`dashboard.${field}`)} checked={dashboard[field]} onChange={(checked) => setDashboard({ [field]: checked })} />
              ))}
            </StyledSwitches>
          </StyledFieldset>
        </Stack>
      </Card>

      <Card aria-labelledby="preferences-notifications">
        <CardTitle id="preferences-notifications">{t('sections.notifications')}</CardTitle>
        <StyledHint>{t('notifications.hint')}</StyledHint>
        <StyledSwitches>
          {NOTIFICATION_FIELDS.map((field) => (
            <Switch
              key={field}
              label={t(`notifications.${field}`)}
              checked={notifications[field]}
              onChange={(checked) => update({ notifications: { [field]: checked } })}
            />
          ))}
        </StyledSwitches>
      </Card>

      <Card aria-labelledby="preferences-features">
        <CardTitle id="preferences-features">{t('sections.features')}</CardTitle>
        <StyledHint>{t('features.hint')}</StyledHint>
        <StyledSwitches>
          {FEATURE_FLAGS.map((flag) => (
            <Switch key={flag} label={t(`features.${flag}`)} checked={features[flag]} onChange={(checked) => update({ features: { [flag]: checked } })} />
          ))}
        </StyledSwitches>
      </Card>

      <Card aria-labelledby="preferences-backup">
        <CardTitle id="preferences-backup">{t('sections.backup')}</CardTitle>
        <StyledHint>{t('backup.hint')}</StyledHint>
        <Stack>
          <PageActions>
            <Button variant="secondary" onClick={() => download('koinonia-preferences.json', exportPreferences())}>
              {t('backup.export')}
            </Button>
            <Button variant="secondary" onClick={() => fileRef.current?.click()}>
              {t('backup.import')}
            </Button>
            <StyledFileInput
              ref={fileRef}
              type="file"
              accept="application/json,.json"
              aria-label={t('backup.importFile')}
              tabIndex={-1}
              onChange={(event) => void onFile(event)}
            />
            <Button variant="danger" onClick={() => setConfirmingReset(true)}>
              {t('backup.reset')}
            </Button>
          </PageActions>
          <div role="alert">{outcome && <InlineAlert $tone={outcome.tone}>{outcome.message}</InlineAlert>}</div>
        </Stack>
      </Card>

      {confirmingReset && (
        <ConfirmDialog
          title={t('backup.resetTitle')}
          confirmLabel={t('backup.resetConfirm')}
          tone="danger"
          onClose={() => setConfirmingReset(false)}
          onConfirm={() => {
            reset();
            setConfirmingReset(false);
            setOutcome({ tone: 'success', message: t('backup.resetDone') });
          }}
        >
          {t('backup.resetBody')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
