import { ChangeRecurringGiftHandler } from './change-recurring-gift/change-recurring-gift.handler';
import { HandlePaymentEventHandler } from './handle-payment-event/handle-payment-event.handler';
import { RemovePaymentMethodHandler } from './remove-payment-method/remove-payment-method.handler';
import { SaveBankAccountHandler } from './save-bank-account/save-bank-account.handler';
import { ScheduleRecurringGiftHandler } from './schedule-recurring-gift/schedule-recurring-gift.handler';
import { StartCardSetupHandler } from './start-card-setup/start-card-setup.handler';
import { StartOnlineGiftHandler } from './start-online-gift/start-online-gift.handler';

export const ONLINE_GIVING_COMMAND_HANDLERS = [
  StartOnlineGiftHandler,
  HandlePaymentEventHandler,
  StartCardSetupHandler,
  SaveBankAccountHandler,
  ScheduleRecurringGiftHandler,
  ChangeRecurringGiftHandler,
  RemovePaymentMethodHandler,
];
