import { CancelSmsSendHandler } from './cancel-sms-send/cancel-sms-send.handler';
import { RecordSmsConsentHandler } from './record-sms-consent/record-sms-consent.handler';
import { ScheduleSmsSendHandler } from './schedule-sms-send/schedule-sms-send.handler';

export const SMS_COMMAND_HANDLERS = [ScheduleSmsSendHandler, CancelSmsSendHandler, RecordSmsConsentHandler];
