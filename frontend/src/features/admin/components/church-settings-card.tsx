import { CHURCH_LEGAL_NAME_MAX, DEFAULT_CHURCH_COUNTRY } from '@koinonia/contracts';
import { getCountries } from 'libphonenumber-js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { useChurchSettings } from '../../../shared/availability';
import { errorMessageOf, validationMessage } from '../../../shared/i18n';
import { Button, CardTitle, SelectField, Switch, TextField, useToast } from '../../../shared/ui';
import { useChangeChurchSettings } from '../api/change-church-settings.mutation';
import { StyledActions, StyledCard, StyledCardHeader, StyledMuted } from './dashboard.styles';

/** Every country the phone library knows, named in the reader's language and in its order. */
function countryOptions(language: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Every IANA zone this browser knows (the server checks the one chosen), `America/New_York` said `America/New York`. */
function zoneOptions() {
  return Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * The church's own settings: its country, its time zone (new events are scheduled in it), which phone numbers are read in and shown for;
 * the legal name its giving statements and receipts print; whether members' own changes wait for approval.
 */
export function ChurchSettingsCard() {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const settings = useChurchSettings();
  const change = useChangeChurchSettings();
  const saved = settings.data?.country ?? DEFAULT_CHURCH_COUNTRY;
  const [country, setCountry] = useState(saved);
  useEffect(() => setCountry(saved), [saved]);
  const savedApproval = settings.data?.selfUpdatesNeedApproval ?? false;
  const [approval, setApproval] = useState(savedApproval);
  useEffect(() => setApproval(savedApproval), [savedApproval]);
  const savedZone = settings.data?.timeZone ?? '';
  const [zone, setZone] = useState(savedZone);
  useEffect(() => setZone(savedZone), [savedZone]);
  const savedLegalName = settings.data?.legalName ?? '';
  const [legalName, setLegalName] = useState(savedLegalName);
  useEffect(() => setLegalName(savedLegalName), [savedLegalName]);
  // The server keeps it trimmed: spaces around it are no change.
  const legalNameChanged = legalName.trim() !== savedLegalName;
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  // The four hundred zones are put in the list when it is first focused: the card stays light on the dashboard.
  const [allZones, setAllZones] = useState(false);
  const zones = useMemo(() => {
    if (!allZones) return zone ? [{ value: zone, label: zone.replaceAll('_', ' ') }] : [];
    const known = zoneOptions();
    // A zone the server keeps that this browser does not list is still shown as chosen.
    return savedZone && !known.some((o) => o.value === savedZone) ? [{ value: savedZone, label: savedZone }, ...known] : known;
  }, [allZones, zone, savedZone]);
  const serverError = change.error instanceof ApiError ? change.error.fieldMessage('country') : undefined;
  const zoneError = change.error instanceof ApiError ? change.error.fieldMessage('timeZone') : undefined;
  const legalNameError = change.error instanceof ApiError ? change.error.fieldMessage('legalName') : undefined;

  const save = () =>
    change.mutate(
      // Only what changed: the approval setting is sent when it is switched.
      {
        country,
        ...(approval !== savedApproval ? { selfUpdatesNeedApproval: approval } : {}),
        ...(zone && zone !== savedZone ? { timeZone: zone } : {}),
        ...(legalNameChanged ? { legalName: legalName.trim() } : {}),
      },
      {
        onSuccess: () => toast.show({ tone: 'success', message: t(country !== saved ? 'church.saved' : 'church.approvalSaved') }),
        onError: (error) => {
          if (!(error instanceof ApiError && error.fields.length > 0)) toast.show({ tone: 'error', message: errorMessageOf(t, error) });
        },
      },
    );

  return (
    <StyledCard aria-labelledby="admin-church-title">
      <StyledCardHeader>
        <CardTitle id="admin-church-title">{t('church.title')}</CardTitle>
      </StyledCardHeader>
      <StyledMuted>{t('church.explain')}</StyledMuted>
      <SelectField
        label={t('church.country')}
        name="country"
        options={options}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        error={serverError && validationMessage(t, serverError)}
        disabled={settings.isPending || change.isPending}
      />
      <TextField
        label={t('church.legalName')}
        hint={t('church.legalNameHint')}
        name="legalName"
        value={legalName}
        maxLength={CHURCH_LEGAL_NAME_MAX}
        onChange={(event) => setLegalName(event.target.value)}
        error={legalNameError && validationMessage(t, legalNameError)}
        disabled={settings.isPending || change.isPending}
      />
      <SelectField
        label={t('church.timeZone')}
        name="timeZone"
        options={zones}
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        onFocus={() => setAllZones(true)}
        onMouseDown={() => setAllZones(true)}
        error={zoneError && validationMessage(t, zoneError)}
        disabled={settings.isPending || change.isPending}
      />
      <Switch
        label={t('church.selfUpdatesNeedApproval')}
        description={t('church.selfUpdatesNeedApprovalHint')}
        checked={approval}
        disabled={settings.isPending || change.isPending}
        onChange={setApproval}
      />
      <StyledActions>
        <Button onClick={save} disabled={change.isPending || (country === saved && approval === savedApproval && zone === savedZone && !legalNameChanged)}>
          {change.isPending ? t('church.saving') : t('church.save')}
        </Button>
      </StyledActions>
    </StyledCard>
  );
}
